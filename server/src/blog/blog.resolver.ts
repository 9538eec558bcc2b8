/** GraphQL for the blog: the storefront's paged list, one post with its comments, commenting, and the admin CRUD of posts and comments. */
import { idOf } from "../core/ids.js";
import { Arg, ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { BlogComment } from "./blog-comment.entity.js";
import { BlogPost } from "./blog-post.entity.js";
import { readTimeOf, shareDescriptionOf, tagsOf } from "./blog.service.js";
import type { BlogFloor } from "./services.js";
import { EDITORS, FULFILMENT } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of blog posts." })
class BlogPostFilter extends BaseFilter {}

@InputType({ description: "Filter of the admin list of blog comments." })
class BlogCommentFilter extends BaseFilter {
  @Field(() => ID, { nullable: true, description: "Only comments on this post." })
  postId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Only hidden (true) or only shown (false) comments." })
  hidden?: boolean | null;
}

@ArgsType()
class CreateBlogPostArgs {
  @Field(() => String, { description: "Title." }) title: string;
  @Field(() => String, { description: "Short plain-text summary." }) excerpt: string;
  @Field(() => String, { description: "The post as HTML; sanitised on the server." }) content: string;
  @Field(() => String, { nullable: true, description: "Title in Tamil (optional)." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "Summary in Tamil (optional)." }) excerptTa?: string | null;
  @Field(() => String, { nullable: true, description: "The post in Tamil as HTML (optional); sanitised on the server." }) contentTa?: string | null;
  @Field(() => [String], { nullable: true, description: "Tags, e.g. ['Birding', 'Pulicat']." }) tags?: string[] | null;
  @Field(() => ID, { nullable: true, description: "Cover image (an uploadMedia id)." }) imageId?: string | null;
  @Field(() => String, { nullable: true, description: "Author's name; 'Admin' when not given." }) author?: string | null;
}

@ArgsType()
class UpdateBlogPostArgs {
  @Field(() => ID, { description: "Post to change." }) id: string;
  @Field(() => String, { nullable: true, description: "New title." }) title?: string | null;
  @Field(() => String, { nullable: true, description: "New excerpt." }) excerpt?: string | null;
  @Field(() => String, { nullable: true, description: "New HTML content; sanitised on the server." }) content?: string | null;
  @Field(() => String, { nullable: true, description: "New title in Tamil; null or empty: none." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "New summary in Tamil; null or empty: none." }) excerptTa?: string | null;
  @Field(() => String, { nullable: true, description: "New HTML content in Tamil, sanitised on the server; null or empty: none." }) contentTa?: string | null;
  @Field(() => [String], { nullable: true, description: "New tags (replacing the current ones)." }) tags?: string[] | null;
  @Field(() => ID, { nullable: true, description: "New cover image; null removes it." }) imageId?: string | null;
  @Field(() => String, { nullable: true, description: "New author's name." }) author?: string | null;
}

@ArgsType()
class UpdateBlogCommentArgs {
  @Field(() => ID, { description: "Comment to change." }) id: string;
  @Field(() => Boolean, { nullable: true, description: "Hide (true) or show (false) the comment on the site." }) hidden?: boolean | null;
}

@ObjectType({ description: "One page of the blog, newest first." })
class BlogPostPage {
  @Field(() => [BlogPost], { description: "The posts of the page." }) items: BlogPost[];
  @Field(() => Int, { description: "Number of posts in the blog." }) total: number;
  @Field(() => Int, { description: "Zero-based page index." }) page: number;
  @Field(() => Int, { description: "Posts per page." }) perPage: number;
}

@ObjectType({ description: "The answer to a comment: the spec's {status, message}." })
class CommentResult {
  @Field(() => Boolean, { description: "Whether the comment was accepted." }) status: boolean;
  @Field(() => String, { description: "'Comment added successfully!' or why not." }) message: string;
}

@Resolver(() => BlogPost)
export class BlogResolver {
  @Query(() => BlogPostPage, { description: "The blog's posts, newest first, one page at a time." })
  async blogPosts(
    @Arg("page", () => Int, { nullable: true, defaultValue: 0, description: "Zero-based page index." }) page: number,
    @Arg("perPage", () => Int, { nullable: true, defaultValue: 12, description: "Posts per page." }) perPage: number,
    @Ctx() ctx: RequestContext<BlogFloor>,
  ): Promise<BlogPostPage> {
    const { items, total } = await ctx.services.blog.listPublic(page, perPage);
    return { items, total, page: Math.max(0, page ?? 0), perPage: perPage ?? 12 };
  }

  @Query(() => BlogPost, { nullable: true, description: "One post; null when there is none with this id." })
  blogPost(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<BlogFloor>): Promise<BlogPost | null> {
    return ctx.services.blog.get(idOf(id));
  }

  @Mutation(() => CommentResult, { description: "A visitor comments on a post (plain text). `website` is a honeypot left empty by people." })
  async addBlogComment(
    @Arg("postId", () => ID) postId: string,
    @Arg("name", () => String) name: string,
    @Arg("email", () => String) email: string,
    @Arg("comment", () => String) comment: string,
    @Arg("website", () => String, { nullable: true }) website: string | null,
    @Ctx() ctx: RequestContext<BlogFloor>,
  ): Promise<CommentResult> {
    const message = await ctx.services.blog.addComment(postId, { name, email, comment, website }, ctx.ip);
    return { status: true, message };
  }

  @FieldResolver(() => [String], { description: "Tags, in the order the owner typed them." })
  tags(@Root() post: BlogPost): string[] {
    return tagsOf(post);
  }

  @FieldResolver(() => Int, { description: "Number of comments shown on the site (hidden ones do not count)." })
  async commentCount(@Root() post: BlogPost, @Ctx() ctx: RequestContext<BlogFloor>): Promise<number> {
    return post.commentCount ?? (await ctx.services.blog.get(post.id))?.commentCount ?? 0;
  }

  @FieldResolver(() => [BlogComment], { description: "The comments shown on the site, newest first." })
  comments(@Root() post: BlogPost, @Ctx() ctx: RequestContext<BlogFloor>): Promise<BlogComment[]> {
    return ctx.services.blog.visibleComments(post.id);
  }

  @FieldResolver(() => String, { description: "Reading time from the length of the text, e.g. '4 min read'." })
  readTime(@Root() post: BlogPost): string {
    return readTimeOf(post);
  }

  @FieldResolver(() => String, { description: "The first 100 characters of the text without tags, for sharing." })
  shareDescription(@Root() post: BlogPost): string {
    return shareDescriptionOf(post);
  }
}

export const BlogPostCrudResolver = createCrudResolver<BlogFloor, BlogPost, CreateBlogPostArgs, UpdateBlogPostArgs>({
  scopes: { read: ["content:write"], write: ["content:write"] },
  roles: { read: EDITORS, write: EDITORS },
  type: BlogPost,
  name: "BlogPost",
  plural: "BlogPosts",
  filter: BlogPostFilter,
  createArgs: CreateBlogPostArgs,
  updateArgs: UpdateBlogPostArgs,
  operations: {
    list: (ctx, p) => ctx.services.blog.list(p),
    count: (ctx, p) => ctx.services.blog.count(p),
    get: (ctx, id) => ctx.services.blog.get(id),
    create: (ctx, a) => ctx.services.blog.create(a),
    update: (ctx, id, a) => ctx.services.blog.update(id, a),
    remove: (ctx, id) => ctx.services.blog.remove(id),
  },
});

export const BlogCommentCrudResolver = createCrudResolver<BlogFloor, BlogComment, never, UpdateBlogCommentArgs>({
  scopes: { read: ["content:write"], write: ["content:write"] },
  roles: { read: FULFILMENT, write: FULFILMENT },
  type: BlogComment,
  name: "BlogComment",
  plural: "BlogComments",
  filter: BlogCommentFilter,
  updateArgs: UpdateBlogCommentArgs,
  operations: {
    list: (ctx, p) => ctx.services.blog.listComments(p),
    count: (ctx, p) => ctx.services.blog.countComments(p),
    get: (ctx, id) => ctx.services.blog.getComment(id),
    update: (ctx, id, a) => ctx.services.blog.setCommentHidden(id, a.hidden),
    remove: (ctx, id) => ctx.services.blog.removeComment(id),
  },
});
