/** REST shims of the home page's content (spec storefront §7, admin §7 "Hero and author"). */
import express, { type RequestHandler, type Router } from "express";
import multer from "multer";
import type { Services } from "../core/services.js";
import { notFound } from "../http/errors.js";
import { urlOf } from "../media/media.service.js";
import type { Author, HeroSlide } from "./content.entities.js";

const heroRow = (h: HeroSlide) => ({ id: h.id, title: h.title, subtitle: h.subtitle, banner_image_url: urlOf(h.image) });
const authorRow = (a: Author) => ({
  name: a.name,
  title: a.title,
  profile_image_url: a.image ? urlOf(a.image) : null,
  bio_paragraph_1: a.bio1,
  bio_paragraph_2: a.bio2,
  quote: a.quote,
  awards_won: a.awardsWon,
  countries_visited: a.countriesVisited,
});

// `userId` parameters of these calls are accepted and ignored: the token says who the admin is.
export function mountContentRest(r: Router, s: Services, admin: RequestHandler, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  const file = (f: Express.Multer.File | undefined) => (f ? { buffer: f.buffer, originalName: f.originalname } : undefined);

  r.get("/view-hero-section", async (_req, res) => {
    res.json({ status: true, data: (await s.content.heroSlides()).map(heroRow) });
  });
  r.get("/get-author-public", async (_req, res) => {
    const author = await s.content.author();
    if (!author) throw notFound("Author details are not set yet");
    res.json({ status: true, data: authorRow(author) });
  });

  r.get("/view-hero", admin, async (_req, res) => {
    res.json({ status: true, data: (await s.content.heroSlides()).map(heroRow) });
  });
  r.post("/insert-hero", admin, upload.single("image"), async (req, res) => {
    await s.content.createHeroFromUpload(req.body?.title, req.body?.subtitle, file(req.file));
    res.status(201).json({ status: true, message: "Hero image added successfully" });
  });
  r.delete("/delete-hero", admin, async (req, res) => {
    await s.content.removeHero(Number(req.query.id));
    res.json({ status: true, message: "Hero image deleted successfully" });
  });
  r.get("/get-author", admin, async (_req, res) => {
    const author = await s.content.author();
    res.json(author ? authorRow(author) : {});
  });
  r.post("/update-author", admin, upload.single("image"), async (req, res) => {
    const b = req.body ?? {};
    await s.content.updateAuthorFromUpload(
      { name: b.name, title: b.title, bio1: b.bio1, bio2: b.bio2, quote: b.quote, awardsWon: b.awards, countriesVisited: b.countries },
      file(req.file),
    );
    res.json({ status: true, message: "Author details updated successfully" });
  });
}

/** Routes outside /auth/api: the Instagram export file and the newsletter's unsubscribe link. */
export function createContentRouter(s: Services): Router {
  const r = express.Router();
  r.get("/instagram-posts.json", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await s.content.instagramExport());
  });
  r.get("/newsletter/unsubscribe", async (req, res) => {
    const ok = await s.newsletter.unsubscribe(String(req.query.token ?? ""));
    const message = ok ? "You have been unsubscribed. You will receive no more newsletters from us." : "This unsubscribe link is not valid. If you keep receiving mails, please write to us.";
    res
      .status(ok ? 200 : 404)
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Newsletter — Chennai Wildlife Prints</title></head><body style="font:16px system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#23262b;background:#faf7f2"><h1 style="color:#1f4d3a">Newsletter</h1><p>${message}</p><p><a href="/" style="color:#1f4d3a">Back to Chennai Wildlife Prints</a></p></body></html>`,
      );
  });
  return r;
}
