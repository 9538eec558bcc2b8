/**
 * The blog: posts the owner writes (HTML sanitised when saved), the visitors' comments (plain
 * text, behind a honeypot and a per-client rate limit), and the owner's moderation (hide, show,
 * delete). Hidden comments neither appear nor count. Comment counts of a page of posts come from
 * one grouped query.
 */
import { idOf } from "../core/ids.js";
import { clientKeyOf } from "../core/client-address.js";
import { NO_EVENTS, type EventSink } from "../core/events.js";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { applyList, MAX_PER_PAGE, type ListParams, type ListShape } from "../core/list.js";
import { isEmailAddress } from "../core/email.js";
import { AppError, badInput, notFound } from "../core/errors.js";
import { tamilField } from "../core/tamil.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import type { MediaService, UploadedFile } from "../media/media.service.js";
import { BlogComment } from "./blog-comment.entity.js";
import { BlogPost } from "./blog-post.entity.js";
import { plainText, sanitizeBlogHtml } from "./sanitize.js";

// The spec's words (storefront §5, §8; admin §5, §8).
export const BLOG_REQUIRED = "Please fill in all required fields";
export const BLOG_CREATED = "Blog post created successfully!";
export const BLOG_DELETED = "Blog post deleted successfully!";
export const COMMENT_REQUIRED = "Please fill in all fields";
export const COMMENT_ADDED = "Comment added successfully!";
export const COMMENT_TOO_MANY = "Too many comments from here. Please try again later.";
export const BLOG_NOT_FOUND = "Blog post not found";

const MAX_TITLE = 200;
const MAX_EXCERPT = 1000;
const MAX_CONTENT = 200_000;
const MAX_TAGS = 20;
const MAX_TAG = 40;
const WORDS_PER_MINUTE = 200;

export interface BlogPostInput {
  title?: string | null;
  excerpt?: string | null;
  content?: string | null;
  /** In Tamil (issue 30): undefined keeps, null or blank clears; the HTML goes through the same sanitiser. */
  titleTa?: string | null;
  excerptTa?: string | null;
  contentTa?: string | null;
  /** A list, a JSON list (the REST shim's multipart field) or a comma-separated string. */
  tags?: readonly string[] | string | null;
  /** An uploadMedia id; null or "" removes the image on update. */
  imageId?: string | number | null;
  author?: string | null;
}

export interface CommentInput {
  name?: string | null;
  email?: string | null;
  comment?: string | null;
  /** The honeypot: a field people never see, that form-filling scripts fill. */
  website?: string | null;
}

export interface CommentFilter {
  q?: string | null;
  ids?: string[] | null;
  postId?: string | null;
  hidden?: boolean | null;
}

const postShape: ListShape<BlogPost> = {
  alias: "b",
  sortable: { id: "b.id", title: "b.title", createdAt: "b.createdAt" },
  defaultSort: "createdAt",
  search: ["b.title", "b.excerpt"],
};

const commentShape: ListShape<BlogComment> = {
  alias: "c",
  sortable: { id: "c.id", createdAt: "c.createdAt", name: "c.name", hidden: "c.hidden", postId: "c.postId" },
  defaultSort: "createdAt",
  search: ["c.name", "c.email", "c.comment"],
  where: (qb, filter) => {
    const f = filter as CommentFilter;
    if (f.postId) qb.andWhere("c.postId = :fPost", { fPost: idOf(f.postId) });
    if (f.hidden === true || f.hidden === false) qb.andWhere("c.hidden = :fHidden", { fHidden: f.hidden });
  },
};

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Tags as the spec sends them (a JSON list, or typed comma-separated), trimmed, without blanks or repeats. */
export function parseTags(value: BlogPostInput["tags"]): string[] {
  let list: unknown[] = [];
  if (Array.isArray(value)) list = value;
  else if (typeof value === "string") {
    const s = value.trim();
    if (s.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(s);
        list = Array.isArray(parsed) ? parsed : [];
      } catch {
        throw badInput("Tags must be a JSON list of words");
      }
    } else list = s.split(",");
  }
  const tags = [
    ...new Set(
      list
        .flatMap((t) => String(t).split(","))
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > MAX_TAGS) throw badInput(`At most ${MAX_TAGS} tags`);
  if (tags.some((t) => t.length > MAX_TAG)) throw badInput(`A tag must be at most ${MAX_TAG} characters`);
  return tags;
}

export const tagsOf = (post: BlogPost): string[] => (post.tagsText ? post.tagsText.split(",") : []);

/** '5 min read' from the length of the text (at least one minute). */
export function readTimeOf(post: BlogPost): string {
  const words = plainText(post.content).split(" ").filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/** The share description (spec §9): the first 100 characters of the text without tags. */
export const shareDescriptionOf = (post: BlogPost): string => plainText(post.content).slice(0, 100);

export class BlogService {
  private readonly posts: Repository<BlogPost>;
  private readonly comments: Repository<BlogComment>;
  /** A person posts a few comments; a script posts hundreds. */
  /** Comments per client: 10 in 10 minutes, counted across instances. */
  private readonly commentsPerClient: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly events: EventSink<"blog.comment_posted"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.commentsPerClient = limiter({ keyPrefix: "blog-comments", points: 10, duration: 10 * 60 });
    this.posts = ds.getRepository(BlogPost);
    this.comments = ds.getRepository(BlogComment);
  }

  // ── posts: reading ──────────────────────────────────────────────────────
  /** The storefront's list: newest first, one page, with comment counts. */
  async listPublic(page = 0, perPage = 12): Promise<{ items: BlogPost[]; total: number }> {
    const size = Math.min(Math.max(1, Math.trunc(perPage) || 12), MAX_PER_PAGE);
    const [items, total] = await this.posts
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.image", "img")
      .orderBy("b.createdAt", "DESC")
      .addOrderBy("b.id", "DESC")
      .skip(Math.max(0, Math.trunc(page) || 0) * size)
      .take(size)
      .getManyAndCount();
    return { items: await this.withCounts(items), total };
  }

  /**
   * The newest posts with their cover images, for the feed (blog/blog-feed.ts): one query, no
   * comment counts. Every post is published when it is saved (there are no drafts).
   */
  latest(limit: number): Promise<BlogPost[]> {
    return this.posts
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.image", "img")
      .orderBy("b.createdAt", "DESC")
      .addOrderBy("b.id", "DESC")
      .limit(Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_PER_PAGE))
      .getMany();
  }

  /** Posts (all are published: there are no drafts), in id order, `size` after `afterId` once `skip` are skipped, only what a sitemap names (id, title, dates). */
  batchAfter(afterId: number, size: number, skip = 0): Promise<BlogPost[]> {
    return this.posts
      .createQueryBuilder("b")
      .select(["b.id", "b.title", "b.createdAt", "b.updatedAt"])
      .where("b.id > :after", { after: afterId })
      .orderBy("b.id", "ASC")
      .offset(Math.max(0, skip))
      .limit(Math.min(Math.max(1, size), 1000))
      .getMany();
  }

  /** When a post last changed (the newest `updatedAt`), or null when there is none. */
  async lastChange(): Promise<Date | null> {
    const row = await this.posts
      .createQueryBuilder("b")
      .select(["b.id", "b.updatedAt"])
      .orderBy("b.updatedAt", "DESC")
      .addOrderBy("b.id", "DESC")
      .limit(1)
      .getOne();
    return row?.updatedAt ?? null;
  }

  /** How many posts the blog lists. */
  countPublic(): Promise<number> {
    return this.posts.count();
  }

  /** Every post, newest first, with counts (the REST shims' lists). */
  async all(): Promise<BlogPost[]> {
    return this.withCounts(await this.posts.find({ relations: { image: true }, order: { createdAt: "DESC", id: "DESC" } }));
  }

  async list(params: ListParams<object>): Promise<BlogPost[]> {
    const qb = this.posts.createQueryBuilder("b").leftJoinAndSelect("b.image", "img");
    return this.withCounts(await applyList(qb, postShape, { sortOrder: "DESC", ...params }, true).getMany());
  }

  count(params: ListParams<object>): Promise<number> {
    return applyList(this.posts.createQueryBuilder("b"), postShape, params, false).getCount();
  }

  async get(id: number, em: EntityManager = this.ds.manager): Promise<BlogPost | null> {
    if (!Number.isInteger(id) || id <= 0) return null;
    const post = await em.getRepository(BlogPost).findOne({ where: { id }, relations: { image: true } });
    return post ? (await this.withCounts([post], em))[0] : null;
  }

  /** Visible comments per post, in one grouped query for the whole list. */
  private async withCounts(posts: BlogPost[], em: EntityManager = this.ds.manager): Promise<BlogPost[]> {
    if (posts.length === 0) return posts;
    const rows = await em
      .getRepository(BlogComment)
      .createQueryBuilder("c")
      .select("c.postId", "postId")
      .addSelect("COUNT(*)", "n")
      .where("c.postId IN (:...ids)", { ids: posts.map((p) => p.id) })
      .andWhere("c.hidden = :hidden", { hidden: false })
      .groupBy("c.postId")
      .getRawMany<{ postId: number; n: string | number }>();
    const counts = new Map(rows.map((r) => [Number(r.postId), Number(r.n)]));
    for (const p of posts) p.commentCount = counts.get(p.id) ?? 0;
    return posts;
  }

  // ── posts: writing ──────────────────────────────────────────────────────
  /** Checks and cleans the fields of a new post; nothing is written. */
  private validateNew(input: BlogPostInput) {
    const title = text(input.title);
    const excerpt = text(input.excerpt);
    const raw = typeof input.content === "string" ? input.content : "";
    if (!title || !excerpt || !raw.trim()) throw badInput(BLOG_REQUIRED);
    return { title, excerpt, ...this.checkContent(raw), tagsText: parseTags(input.tags).join(",") };
  }

  private checkContent(raw: string) {
    if (raw.length > MAX_CONTENT) throw badInput(`Content must be at most ${MAX_CONTENT} characters`);
    const content = sanitizeBlogHtml(raw);
    // Content that was nothing but what the sanitiser removes is no content.
    if (!plainText(content) && !/<img\b/.test(content)) throw badInput(BLOG_REQUIRED);
    return { content };
  }

  private checkLengths(fields: { title: string; excerpt: string }) {
    if (fields.title.length > MAX_TITLE) throw badInput(`Title must be at most ${MAX_TITLE} characters`);
    if (fields.excerpt.length > MAX_EXCERPT) throw badInput(`Excerpt must be at most ${MAX_EXCERPT} characters`);
  }

  /** The Tamil fields after `input`, each kept, cleared or checked like its English one. */
  private tamilOf(input: BlogPostInput, post?: BlogPost): Pick<BlogPost, "titleTa" | "excerptTa" | "contentTa"> {
    let contentTa = post?.contentTa ?? null;
    if (input.contentTa !== undefined) {
      const raw = input.contentTa ?? "";
      if (raw.length > MAX_CONTENT) throw badInput(`Content in Tamil must be at most ${MAX_CONTENT} characters`);
      const html = raw.trim() ? sanitizeBlogHtml(raw) : "";
      contentTa = plainText(html) || /<img\b/.test(html) ? html : null;
    }
    return {
      titleTa: tamilField(input.titleTa, post?.titleTa, MAX_TITLE, "Title"),
      excerptTa: tamilField(input.excerptTa, post?.excerptTa, MAX_EXCERPT, "Excerpt"),
      contentTa,
    };
  }

  private async imageIdOf(value: BlogPostInput["imageId"], em: EntityManager): Promise<number | null> {
    if (value == null || value === "") return null;
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0 || !(await em.getRepository(MediaAsset).existsBy({ id }))) throw badInput("The image was not uploaded");
    return id;
  }

  async create(input: BlogPostInput): Promise<BlogPost> {
    const fields = this.validateNew(input);
    this.checkLengths(fields);
    const tamil = this.tamilOf(input);
    const author = text(input.author) || "Admin";
    const id = await this.ds.transaction(async (em) => {
      const imageId = await this.imageIdOf(input.imageId, em);
      const saved = await em.getRepository(BlogPost).save(em.getRepository(BlogPost).create({ ...fields, ...tamil, author: author.slice(0, 120), imageId }));
      return saved.id;
    });
    return (await this.get(id))!;
  }

  /** The multipart path: fields are checked before the image is processed. */
  async createFromUpload(input: Omit<BlogPostInput, "imageId">, file: UploadedFile | undefined): Promise<BlogPost> {
    this.checkLengths(this.validateNew(input));
    return this.media.ingestAll(file ? [file] : [], ([asset]) => this.create({ ...input, imageId: asset?.id ?? null }));
  }

  async update(id: number, input: BlogPostInput): Promise<BlogPost> {
    await this.ds.transaction(async (em) => {
      const post = await this.get(id, em);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      const title = input.title === undefined || input.title === null ? post.title : text(input.title);
      const excerpt = input.excerpt === undefined || input.excerpt === null ? post.excerpt : text(input.excerpt);
      if (!title || !excerpt) throw badInput(BLOG_REQUIRED);
      this.checkLengths({ title, excerpt });
      const content = input.content === undefined || input.content === null ? post.content : this.checkContent(input.content).content;
      const tagsText = input.tags === undefined || input.tags === null ? post.tagsText : parseTags(input.tags).join(",");
      const imageId = input.imageId === undefined ? post.imageId : await this.imageIdOf(input.imageId, em);
      const author = input.author === undefined ? post.author : text(input.author).slice(0, 120) || null;
      const tamil = this.tamilOf(input, post);
      await em.getRepository(BlogPost).update({ id }, { title, excerpt, content, ...tamil, tagsText, imageId, author });
    });
    return (await this.get(id))!;
  }

  /** Deletes a post with its comments, in one transaction. */
  async remove(id: number): Promise<BlogPost> {
    return this.ds.transaction(async (em) => {
      const post = await this.get(id, em);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      await em.getRepository(BlogComment).delete({ postId: id });
      await em.getRepository(BlogPost).delete({ id });
      return post;
    });
  }

  // ── comments: visitors ──────────────────────────────────────────────────
  /** The comments a visitor sees on a post, newest first. */
  visibleComments(postId: number): Promise<BlogComment[]> {
    if (!Number.isInteger(postId) || postId <= 0) return Promise.resolve([]);
    return this.comments.find({ where: { postId, hidden: false }, order: { createdAt: "DESC", id: "DESC" } });
  }

  /**
   * Stores a visitor's comment as sent (plain text). A filled honeypot gets the same answer as a
   * person and stores nothing, so the script learns nothing.
   */
  async addComment(postIdValue: string | number | null | undefined, input: CommentInput, clientKey: string): Promise<string> {
    const name = text(input.name);
    const email = text(input.email);
    const comment = text(input.comment);
    if (!name || !email || !comment) throw badInput(COMMENT_REQUIRED);
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address");
    if (name.length > 100) throw badInput("Name must be at most 100 characters");
    if (comment.length > 3000) throw badInput("Comment must be at most 3000 characters");
    const postId = Number(postIdValue);
    const post = Number.isInteger(postId) && postId > 0 ? await this.posts.existsBy({ id: postId }) : false;
    if (!post) throw notFound(BLOG_NOT_FOUND);
    await this.commentsPerClient.consume(clientKeyOf(clientKey)).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", COMMENT_TOO_MANY);
    });
    if (text(input.website)) return COMMENT_ADDED;
    await this.ds.transaction(async (em) => {
      const saved = await em.getRepository(BlogComment).insert({ postId, name, email, comment, hidden: false });
      await this.events.emit(em, "blog.comment_posted", {
        id: Number(saved.identifiers[0].id),
        postId,
        name,
        email,
        comment,
        createdAt: new Date().toISOString(),
      });
    });
    return COMMENT_ADDED;
  }

  // ── comments: the owner ─────────────────────────────────────────────────
  listComments(params: ListParams<object>): Promise<BlogComment[]> {
    const qb = this.comments.createQueryBuilder("c").leftJoinAndSelect("c.post", "post");
    return applyList(qb, commentShape, { sortOrder: "DESC", ...params }, true).getMany();
  }

  countComments(params: ListParams<object>): Promise<number> {
    return applyList(this.comments.createQueryBuilder("c"), commentShape, params, false).getCount();
  }

  getComment(id: number): Promise<BlogComment | null> {
    return this.comments.findOne({ where: { id }, relations: { post: true } });
  }

  async setCommentHidden(id: number, hidden: boolean | null | undefined): Promise<BlogComment> {
    const found = await this.getComment(id);
    if (!found) throw notFound("Comment not found");
    if (hidden != null) await this.comments.update({ id }, { hidden });
    return (await this.getComment(id))!;
  }

  async removeComment(id: number): Promise<BlogComment> {
    const found = await this.getComment(id);
    if (!found) throw notFound("Comment not found");
    await this.comments.delete({ id });
    return found;
  }
}
