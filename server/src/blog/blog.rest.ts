/** REST shims of the blog (spec storefront §7 "Blog ...", admin §7 "Blog"): the old site's shapes. */
import type { RequestHandler, Router } from "express";
import multer from "multer";
import type { Services } from "../core/services.js";
import { AppError } from "../http/errors.js";
import { urlOf } from "../media/media.service.js";
import type { BlogComment } from "./blog-comment.entity.js";
import type { BlogPost } from "./blog-post.entity.js";
import { BLOG_CREATED, BLOG_DELETED, readTimeOf, tagsOf } from "./blog.service.js";

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

export function mountBlogRest(r: Router, s: Services, admin: RequestHandler, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 512 * 1024 } });
  const fieldsOnly = multer({ limits: { fields: 20, fieldSize: 64 * 1024 } });

  r.get("/list-with-comments", async (_req, res) => {
    res.json((await s.blog.all()).map(blogRow));
  });
  r.get("/blogid/:id", async (req, res) => {
    const post = await s.blog.get(Number(req.params.id));
    res.json(post ? [blogRow(post)] : []);
  });
  r.get("/blog/:id/comments", async (req, res) => {
    res.json((await s.blog.visibleComments(Number(req.params.id))).map(commentRow));
  });
  // The path names the post; the form's blogid is the same id, sent by the old client.
  r.post("/comment/:id", fieldsOnly.none(), async (req, res) => {
    const b = req.body ?? {};
    const message = await s.blog.addComment(String(req.params.id ?? b.blogid), { name: b.name, email: b.email, comment: b.comment, website: b.website }, req.ip ?? "unknown");
    res.status(201).json({ status: true, message });
  });

  r.get("/list", admin, async (_req, res) => {
    res.json((await s.blog.all()).map(blogRow));
  });
  r.post("/createblog", admin, upload.single("image"), async (req, res) => {
    const b = req.body ?? {};
    const file = req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined;
    const post = await s.blog.createFromUpload({ title: b.title, excerpt: b.excerpt, content: b.content, tags: b.tags }, file);
    res.status(201).json({ status: true, message: BLOG_CREATED, data: blogRow(post) });
  });
  // The deletion's answer says `success` where most calls say `status`.
  r.delete("/blog/:id", admin, async (req, res) => {
    try {
      await s.blog.remove(Number(req.params.id));
      res.json({ success: true, message: BLOG_DELETED });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      res.status(err.status).json({ success: false, message: err.message, error: err.message });
    }
  });
}
