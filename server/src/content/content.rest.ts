/** REST shims of the home page's content (spec storefront §7, admin §7 "Hero and author"). */
import { multipart } from "../http/multipart.js";
import { idOf } from "../core/ids.js";
import express, { type Router } from "express";
import multer from "multer";
import { z } from "zod";
import { Done, envelope, required, route, text, whole } from "../http/api-route.js";
import { notFound } from "../core/errors.js";
import { urlOf } from "../media/media.service.js";
import type { Author, HeroSlide } from "./content.entities.js";
import type { ContentFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

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

const HeroRow = z.object({ id: z.number().int(), title: z.string(), subtitle: z.string(), banner_image_url: z.string() });
const AuthorRow = z.object({
  name: z.string(),
  title: z.string(),
  profile_image_url: z.string().nullable(),
  bio_paragraph_1: z.string(),
  bio_paragraph_2: z.string(),
  quote: z.string(),
  awards_won: z.string(),
  countries_visited: z.string(),
});
const UserId = { userId: text("Accepted and ignored: the token says who the admin is.") };

// `userId` parameters of these calls are accepted and ignored: the token says who the admin is.
export function mountContentRest(r: Router, s: ContentFloor, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  const file = (f: Express.Multer.File | undefined) => (f ? { buffer: f.buffer, originalName: f.originalname } : undefined);
  const tags = ["Hero and author"];
  const image = { image: "The picture: JPEG, PNG or WebP." };

  route(r, "get", "/view-hero-section", { summary: "The home page's hero slides", tags, response: envelope(z.array(HeroRow)) }, async (_req, res) => {
    res.json({ status: true, data: (await s.content.heroSlides()).map(heroRow) });
  });
  route(
    r,
    "get",
    "/get-author-public",
    { summary: "The photographer, as the home page shows them", tags, response: envelope(AuthorRow), errors: [404] },
    async (_req, res) => {
      const author = await s.content.author();
      if (!author) throw notFound("Author details are not set yet");
      res.json({ status: true, data: authorRow(author) });
    },
  );

  route(
    r,
    "get",
    "/view-hero",
    { summary: "The hero slides", tags, access: ["content:write", ...EDITORS], query: z.object(UserId), response: envelope(z.array(HeroRow)) },
    async (_req, res) => {
      res.json({ status: true, data: (await s.content.heroSlides()).map(heroRow) });
    },
  );
  const insertHero = {
    summary: "Add a hero slide",
    tags,
    access: ["content:write", ...EDITORS] as const,
    body: z.object({ ...UserId, title: required(text("Title.")), subtitle: text("Subtitle.") }),
    files: image,
    status: 201,
    response: Done,
    errors: [400, 413],
  };
  route(r, "post", "/insert-hero", insertHero, multipart(upload.single("image")), async (req, res) => {
    await s.content.createHeroFromUpload(req.body?.title, req.body?.subtitle, file(req.file));
    res.status(201).json({ status: true, message: "Hero image added successfully" });
  });
  const deleteHero = {
    summary: "Delete a hero slide",
    tags,
    access: ["content:write", ...EDITORS] as const,
    query: z.object({ ...UserId, id: required(whole("The slide's id.")) }),
    response: Done,
    errors: [404],
  };
  route(r, "delete", "/delete-hero", deleteHero, async (req, res) => {
    await s.content.removeHero(idOf(req.query.id));
    res.json({ status: true, message: "Hero image deleted successfully" });
  });
  const getAuthor = {
    summary: "The photographer's details ({} before they are set)",
    tags,
    access: ["content:write", ...EDITORS] as const,
    query: z.object(UserId),
    response: z.union([AuthorRow, z.object({})]),
  };
  route(r, "get", "/get-author", getAuthor, async (_req, res) => {
    const author = await s.content.author();
    res.json(author ? authorRow(author) : {});
  });
  const updateAuthor = {
    summary: "Change the photographer's details, and the portrait when one is sent",
    tags,
    access: ["content:write", ...EDITORS] as const,
    body: z.object({
      ...UserId,
      name: required(text("Name.")),
      title: required(text("Title, e.g. 'Wildlife Photographer'.")),
      bio1: text("First paragraph of the biography."),
      bio2: text("Second paragraph."),
      quote: text("A quote."),
      awards: text("Awards won, as shown (e.g. '25+')."),
      countries: text("Countries visited, as shown."),
    }),
    files: image,
    response: Done,
    errors: [400, 413],
  };
  route(r, "post", "/update-author", updateAuthor, multipart(upload.single("image")), async (req, res) => {
    const b = req.body ?? {};
    await s.content.updateAuthorFromUpload(
      { name: b.name, title: b.title, bio1: b.bio1, bio2: b.bio2, quote: b.quote, awardsWon: b.awards, countriesVisited: b.countries },
      file(req.file),
    );
    res.json({ status: true, message: "Author details updated successfully" });
  });
}

/** Routes outside /auth/api: the Instagram export file. */
export function createContentRouter(s: ContentFloor): Router {
  const r = express.Router();
  r.get("/instagram-posts.json", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await s.content.instagramExport());
  });
  return r;
}
