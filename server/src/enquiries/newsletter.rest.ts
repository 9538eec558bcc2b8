/**
 * The newsletter's links, outside /auth/api (issue 26): the confirmation of a new address (the link's
 * page asks for a press of 'Confirm subscription', a form POST, so that a mail scanner following the
 * link confirms nothing) and the unsubscribe link, alike (issue 42): its page (GET) asks for a press
 * of 'Unsubscribe', in the subscriber's language (English or Tamil), and only that POST, or RFC
 * 8058's one-click POST (`List-Unsubscribe=One-Click`, urlencoded or multipart/form-data, answered
 * 200 with no page) from the mail client, unsubscribes. Corporate scanners (Safe Links, Proofpoint)
 * open every link of a mail; they never POST.
 */
import express, { type RequestHandler, type Router } from "express";
import multer from "multer";
import type { EnquiriesFloor } from "./services.js";
import type { Language } from "../core/language.js";
import { escapeHtml } from "../core/text.js";
import { serverText, type ServerKey } from "../core/texts.js";

const BUTTON_STYLE = "font:inherit;font-weight:600;color:#fff;background:#1f4d3a;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer";

/** A small page of its own (the storefront's look in a few inline styles), valid and accessible, in a language. */
function page(body: string, language: Language = "en"): string {
  const t = (key: ServerKey) => escapeHtml(serverText(language, key));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t("page.newsletter.title")}</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#23262b;background:#faf7f2"><main><h1 style="color:#1f4d3a">${t("page.newsletter.heading")}</h1>${body}<p><a href="/" style="color:#1f4d3a">${t("page.newsletter.back")}</a></p></main></body></html>`;
}

const tokenOf = (value: unknown) => (typeof value === "string" ? value : "");
/** The small form bodies these links receive (a token, or RFC 8058's one field). */
const form = express.urlencoded({ extended: false, limit: "2kb" });
/**
 * RFC 8058 §3.2: a mail client should POST the one-click as multipart/form-data. A few small fields,
 * no file; anything else is a malformed body (400), as a broken urlencoded one is.
 */
const parseMultipart = multer({ limits: { files: 0, fields: 4, fieldSize: 256, parts: 4, headerPairs: 20 } }).none();
const multipartForm: RequestHandler = (req, res, next) =>
  parseMultipart(req, res, (err?: unknown) => {
    if (err) return res.status(400).type("text").send("Malformed form body");
    next();
  });

const INVALID_CONFIRM = "This confirmation link is not valid, or it has expired. Please subscribe again from the website.";

export function createNewsletterRouter(s: Pick<EnquiriesFloor, "newsletter">): Router {
  const r = express.Router();

  r.get("/newsletter/confirm", async (req, res) => {
    const token = tokenOf(req.query.token);
    const state = await s.newsletter.confirmation(token);
    res.set("Cache-Control", "no-store");
    if (state === "invalid")
      return res
        .status(404)
        .type("html")
        .send(page(`<p>${INVALID_CONFIRM}</p>`));
    if (state === "confirmed") return res.type("html").send(page("<p>Your subscription is already confirmed. Thank you!</p>"));
    res
      .type("html")
      .send(
        page(
          `<p>Press the button to confirm that you want to receive our newsletter: new prints, workshops and birding trips around Chennai, about once a month.</p><form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="${BUTTON_STYLE}">Confirm subscription</button></form>`,
        ),
      );
  });

  r.post("/newsletter/confirm", form, async (req, res) => {
    const token = tokenOf((req.body as Record<string, unknown> | undefined)?.token) || tokenOf(req.query.token);
    const outcome = await s.newsletter.confirm(token);
    res.set("Cache-Control", "no-store");
    if (outcome === "invalid")
      return res
        .status(404)
        .type("html")
        .send(page(`<p>${INVALID_CONFIRM}</p>`));
    res.type("html").send(page("<p>Thank you! Your subscription is confirmed. A welcome mail is on its way.</p>"));
  });

  // The link's page: asks, does nothing (issue 42: a link scanner opens it too).
  r.get("/newsletter/unsubscribe", async (req, res) => {
    const token = tokenOf(req.query.token);
    const campaign = tokenOf(req.query.campaign);
    const { state, language } = await s.newsletter.unsubscription(token);
    const t = (key: ServerKey) => escapeHtml(serverText(language, key));
    res.set("Cache-Control", "no-store");
    if (state === "invalid")
      return res
        .status(404)
        .type("html")
        .send(page(`<p>${t("page.newsletter.unsubscribeInvalid")}</p>`, language));
    if (state === "left") return res.type("html").send(page(`<p>${t("page.newsletter.alreadyUnsubscribed")}</p>`, language));
    const campaignField = /^[1-9]\d{0,8}$/.test(campaign) ? `<input type="hidden" name="campaign" value="${campaign}">` : "";
    res
      .type("html")
      .send(
        page(
          `<p>${t("page.newsletter.unsubscribeAsk")}</p><form method="post" action="/newsletter/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}">${campaignField}<button type="submit" style="${BUTTON_STYLE}">${t("page.newsletter.unsubscribeButton")}</button></form>`,
          language,
        ),
      );
  });

  // Two callers: RFC 8058's mail client (`List-Unsubscribe=One-Click` to the header's address, which
  // carries the token), answered in a word; and the page's button (the token in the form), answered
  // with a page. Both leave the same way, once however many times.
  r.post("/newsletter/unsubscribe", form, multipartForm, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.set("Cache-Control", "no-store");
    if (body["List-Unsubscribe"] === "One-Click") {
      const ok = await s.newsletter.unsubscribe(tokenOf(req.query.token), tokenOf(req.query.campaign));
      return res
        .status(ok ? 200 : 404)
        .type("text")
        .send(ok ? "Unsubscribed" : "Unknown unsubscribe link");
    }
    const token = tokenOf(body.token);
    if (!token) return res.status(400).type("text").send("Expected List-Unsubscribe=One-Click");
    const ok = await s.newsletter.unsubscribe(token, tokenOf(body.campaign));
    const { language } = await s.newsletter.unsubscription(token);
    res
      .status(ok ? 200 : 404)
      .type("html")
      .send(page(`<p>${escapeHtml(serverText(language, ok ? "page.newsletter.unsubscribed" : "page.newsletter.unsubscribeInvalid"))}</p>`, language));
  });

  return r;
}
