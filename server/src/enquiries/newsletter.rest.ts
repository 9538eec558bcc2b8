/**
 * The newsletter's links, outside /auth/api (issue 26): the confirmation of a new address (the link's
 * page asks for a press of 'Confirm subscription', a form POST, so that a mail scanner following the
 * link confirms nothing) and the unsubscribe link — a page for a person (GET), and RFC 8058's one-click
 * POST (`List-Unsubscribe=One-Click`) for the mail client, answered 200 with no page needed.
 */
import express, { type Router } from "express";
import type { Services } from "../core/context.js";
import { escapeHtml } from "../core/text.js";

/** A small page of its own (the storefront's look in a few inline styles), valid and accessible. */
function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Newsletter — Chennai Wildlife Prints</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#23262b;background:#faf7f2"><main><h1 style="color:#1f4d3a">Newsletter</h1>${body}<p><a href="/" style="color:#1f4d3a">Back to Chennai Wildlife Prints</a></p></main></body></html>`;
}

const tokenOf = (value: unknown) => (typeof value === "string" ? value : "");
/** The small form bodies these links receive (a token, or RFC 8058's one field). */
const form = express.urlencoded({ extended: false, limit: "2kb" });

const INVALID_CONFIRM = "This confirmation link is not valid, or it has expired. Please subscribe again from the website.";

export function createNewsletterRouter(s: Pick<Services, "newsletter">): Router {
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
          `<p>Press the button to confirm that you want to receive our newsletter: new prints, workshops and birding trips around Chennai, about once a month.</p><form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="font:inherit;font-weight:600;color:#fff;background:#1f4d3a;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer">Confirm subscription</button></form>`,
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

  r.get("/newsletter/unsubscribe", async (req, res) => {
    const ok = await s.newsletter.unsubscribe(tokenOf(req.query.token), tokenOf(req.query.campaign));
    const message = ok
      ? "You have been unsubscribed. You will receive no more newsletters from us."
      : "This unsubscribe link is not valid. If you keep receiving mails, please write to us.";
    res
      .status(ok ? 200 : 404)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(page(`<p>${message}</p>`));
  });

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address.
  r.post("/newsletter/unsubscribe", form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body["List-Unsubscribe"] !== "One-Click") return res.status(400).type("text").send("Expected List-Unsubscribe=One-Click");
    const ok = await s.newsletter.unsubscribe(tokenOf(req.query.token), tokenOf(req.query.campaign));
    res
      .status(ok ? 200 : 404)
      .type("text")
      .send(ok ? "Unsubscribed" : "Unknown unsubscribe link");
  });

  return r;
}
