/** REST shims of the blog (spec storefront §7 "Blog ...", admin §7 "Blog"): the old site's shapes. */
import { multipart } from "../http/multipart.js";
import { idOf } from "../core/ids.js";
import type { Router } from "express";
import multer from "multer";
import { z } from "zod";
import { list, required, route, text, whole } from "../http/api-route.js";
import { urlOf } from "../media/media.service.js";
import type { BlogComment } from "./blog-comment.entity.js";
import type { BlogPost } from "./blog-post.entity.js";
import { BLOG_CREATED, BLOG_DELETED, readTimeOf, tagsOf } from "./blog.service.js";
import type { BlogFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

export function blogRow(post: BlogPost) {
  return {
    id: post.id,
    blogId: post.id,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image_url: post.image ? urlOf(post.image) : null,
    tags: tagsOf(post).join(","),
    cdate: post.createdAt,
    commentCount: post.commentCount ?? 0,
    author: post.author,
    readTime: readTimeOf(post),
  };
}

const commentRow = (c: BlogComment) => ({ id: c.id, name: c.name, comment: c.comment, created_at: c.createdAt });

const BlogRow = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe("Sanitised HTML."),
  image_url: z.string().nullable(),
  tags: z.string().describe("Comma-separated."),
  cdate: z.string(),
  commentCount: z.number().int(),
  author: z.string().nullable(),
  readTime: z.string(),
});
const CommentRow = z.object({ id: z.number().int(), name: z.string(), comment: z.string().describe("Plain text."), created_at: z.string() });
const PostId = z.object({ id: required(whole("The post's id.")) });
/** The reads answer an empty list for an id that names no post, a malformed one included. */
const AnyPostId = z.object({ id: required(text("The post's id.")) });

export function mountBlogRest(r: Router, s: BlogFloor, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 512 * 1024 } });
  const fieldsOnly = multer({ limits: { fields: 20, fieldSize: 64 * 1024 } });
  const tags = ["Blog"];

  route(
    r,
    "get",
    "/list-with-comments",
    { summary: "Every post, newest first, with its comment count", tags, response: z.array(BlogRow) },
    async (_req, res) => {
      res.json((await s.blog.all()).map(blogRow));
    },
  );
  route(
    r,
    "get",
    "/blogid/:id",
    { summary: "One post, as a list of one (empty when there is none)", tags, params: AnyPostId, response: z.array(BlogRow) },
    async (req, res) => {
      const post = await s.blog.get(idOf(req.params.id));
      res.json(post ? [blogRow(post)] : []);
    },
  );
  route(
    r,
    "get",
    "/blog/:id/comments",
    { summary: "A post's comments, oldest first", tags, params: AnyPostId, response: z.array(CommentRow) },
    async (req, res) => {
      res.json((await s.blog.visibleComments(idOf(req.params.id))).map(commentRow));
    },
  );
  const comment = {
    summary: "Comment on a post (plain text; a filled `website` field marks a robot)",
    description: "Rate limited per client (429).",
    tags,
    params: PostId,
    body: z.object({
      name: required(text("Name.")),
      email: required(text("Email address (never shown).")),
      comment: required(text("The comment.")),
      blogid: whole("The post's id, as the old client sends it (the path decides)."),
      website: text("Leave empty: the spam trap."),
    }),
    encodings: ["multipart" as const, "json" as const, "form" as const],
    status: 201,
    response: z.object({ status: z.literal(true), message: z.string() }),
    errors: [400, 404, 429],
  };
  // The path names the post; the form's blogid is the same id, sent by the old client.
  route(r, "post", "/comment/:id", comment, multipart(fieldsOnly.none()), async (req, res) => {
    const b = req.body ?? {};
    const message = await s.blog.addComment(
      String(req.params.id ?? b.blogid),
      { name: b.name, email: b.email, comment: b.comment, website: b.website },
      req.ip ?? "unknown",
    );
    res.status(201).json({ status: true, message });
  });

  route(
    r,
    "get",
    "/list",
    { summary: "Every post, newest first", tags, access: ["content:write", ...EDITORS], response: z.array(BlogRow) },
    async (_req, res) => {
      res.json((await s.blog.all()).map(blogRow));
    },
  );
  const create = {
    summary: "Publish a post",
    tags,
    access: ["content:write", ...EDITORS] as const,
    body: z.object({
      title: required(text("Title.")),
      excerpt: text("A short excerpt."),
      content: required(text("HTML: sanitised to headings, emphasis, lists, links, quotes and images.")),
      tags: list("Tags: a JSON list (as text), a list, or comma-separated."),
    }),
    encodings: ["multipart" as const, "json" as const, "form" as const],
    files: { image: "The cover photograph (optional): JPEG, PNG or WebP." },
    status: 201,
    response: z.object({ status: z.literal(true), message: z.string(), data: BlogRow }),
    errors: [400, 413],
  };
  route(r, "post", "/createblog", create, multipart(upload.single("image")), async (req, res) => {
    const b = req.body ?? {};
    const file = req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined;
    const post = await s.blog.createFromUpload({ title: b.title, excerpt: b.excerpt, content: b.content, tags: b.tags }, file);
    res.status(201).json({ status: true, message: BLOG_CREATED, data: blogRow(post) });
  });
  // The deletion's answer says `success` where most calls say `status`.
  const remove = {
    summary: "Delete a post and its comments",
    description: "Answers `success` where most calls say `status`.",
    tags,
    access: ["content:write", ...EDITORS] as const,
    successFlag: true,
    params: PostId,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: [404],
  };
  route(r, "delete", "/blog/:id", remove, async (req, res) => {
    await s.blog.remove(idOf(req.params.id));
    res.json({ success: true, message: BLOG_DELETED });
  });
}
