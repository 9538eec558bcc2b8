/**
 * A campaign's mail (issue 26): responsive HTML written in MJML (its components inline their CSS;
 * what stays in <style> is the media query a phone needs; no remote font, no script), the same in
 * plain text, the preheader, the blocks as they were filled when it was sent, and a footer with the
 * shop's name and postal address and a visible unsubscribe link. No tracking pixel, and every link
 * is the page's own address (absolute), never rewritten through a redirector.
 *
 * A campaign is rendered once (per process, per campaign) with a placeholder for the unsubscribe
 * link; each copy only puts its subscriber's link in place of the placeholder.
 */
import { randomUUID } from "node:crypto";
import sanitizeHtml from "sanitize-html";
import type { CampaignSnapshot } from "./campaign.entity.js";
import { escapeHtml } from "../core/text.js";

/** Where a copy's unsubscribe link goes (random per process: no campaign text can contain it). */
export const UNSUBSCRIBE_PLACEHOLDER = `https://unsubscribe.invalid/${randomUUID()}`;

/** The email's width (MJML's body); its photographs are JPEGs twice as wide (MediaService.emailImage). */
export const EMAIL_WIDTH = 600;

const GREEN = "#1f4d3a";
const INK = "#23262b";
const PAPER = "#faf7f2";
const FONT = "Georgia, 'Times New Roman', serif";

/** The owner's sanitised HTML with its own links and images made absolute (a mail has no page to be relative to). */
export function absoluteLinks(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${publicUrl}/`);
}

export interface RenderInput {
  subject: string;
  preheader: string;
  /** Sanitised (the blog's sanitiser). */
  html: string;
  snapshot: CampaignSnapshot;
  publicUrl: string;
}

export interface RenderedCampaign {
  html: string;
  text: string;
}

const heading = (title: string) =>
  `<mj-section padding="24px 0 0"><mj-column><mj-text font-size="22px" color="${GREEN}" font-weight="bold"><h2 style="margin:0;font-size:22px">${escapeHtml(title)}</h2></mj-text></mj-column></mj-section>`;

function blocksMjml(s: CampaignSnapshot): string {
  const parts: string[] = [];
  if (s.prints.length) {
    parts.push(heading("New prints"));
    for (const p of s.prints)
      parts.push(
        `<mj-section padding="8px 0"><mj-column>${
          p.image
            ? `<mj-image src="${escapeHtml(p.image.url)}" alt="${escapeHtml(p.title)}" href="${escapeHtml(p.url)}" width="${EMAIL_WIDTH - 50}px" height="auto" padding="8px 25px" />`
            : ""
        }<mj-text><a href="${escapeHtml(p.url)}" style="color:${GREEN};font-weight:bold">${escapeHtml(p.title)}</a><br/>Framed prints from ${escapeHtml(p.price)}</mj-text></mj-column></mj-section>`,
      );
  }
  if (s.workshops.length) {
    parts.push(heading("Coming workshops"));
    for (const w of s.workshops)
      parts.push(
        `<mj-section padding="4px 0"><mj-column><mj-text><a href="${escapeHtml(w.url)}" style="color:${GREEN};font-weight:bold">${escapeHtml(w.title)}</a><br/>${escapeHtml(
          [w.destination, w.when, w.cost].filter(Boolean).join(" · "),
        )}</mj-text></mj-column></mj-section>`,
      );
  }
  if (s.posts.length) {
    parts.push(heading("From the blog"));
    for (const b of s.posts)
      parts.push(
        `<mj-section padding="4px 0"><mj-column><mj-text><a href="${escapeHtml(b.url)}" style="color:${GREEN};font-weight:bold">${escapeHtml(b.title)}</a><br/>${escapeHtml(
          b.excerpt,
        )}</mj-text></mj-column></mj-section>`,
      );
  }
  return parts.join("\n");
}

/** The HTML as text: paragraphs kept, links written out after their words. */
export function textOf(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => `${inner} (${href.replace(/&amp;/g, "&")})`)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h\d|blockquote|ul|ol)>/gi, "$&\n\n");
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function blocksText(s: CampaignSnapshot): string {
  const parts: string[] = [];
  if (s.prints.length) parts.push(["NEW PRINTS", ...s.prints.map((p) => `- ${p.title}, framed prints from ${p.price}: ${p.url}`)].join("\n"));
  if (s.workshops.length)
    parts.push(
      ["COMING WORKSHOPS", ...s.workshops.map((w) => `- ${[w.title, w.destination, w.when, w.cost].filter(Boolean).join(" · ")}: ${w.url}`)].join("\n"),
    );
  if (s.posts.length) parts.push(["FROM THE BLOG", ...s.posts.map((b) => `- ${b.title}: ${b.url}`)].join("\n"));
  return parts.join("\n\n");
}

/** Renders a campaign with UNSUBSCRIBE_PLACEHOLDER where each copy's unsubscribe link goes. */
export async function renderCampaign(input: RenderInput): Promise<RenderedCampaign> {
  const { snapshot: s, publicUrl } = input;
  const body = absoluteLinks(input.html, publicUrl);
  const shop = escapeHtml(s.shop.name);
  const address = escapeHtml(s.shop.address);
  const mjml = `<mjml lang="en">
<mj-head>
  <mj-title>${escapeHtml(input.subject)}</mj-title>
  ${input.preheader ? `<mj-preview>${escapeHtml(input.preheader)}</mj-preview>` : ""}
  <mj-attributes>
    <mj-all font-family="${FONT}" />
    <mj-text font-size="16px" line-height="1.5" color="${INK}" />
    <mj-section background-color="#ffffff" />
  </mj-attributes>
</mj-head>
<mj-body background-color="${PAPER}" width="${EMAIL_WIDTH}px">
  <mj-section background-color="${GREEN}" padding="16px 0"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold"><a href="${escapeHtml(publicUrl)}/" style="color:#ffffff;text-decoration:none">${shop}</a></mj-text></mj-column></mj-section>
  <mj-section padding="16px 0"><mj-column><mj-text>${body}</mj-text></mj-column></mj-section>
  ${blocksMjml(s)}
  <mj-section background-color="${PAPER}" padding="24px 0"><mj-column><mj-text font-size="13px" color="#5c6066" align="center">${shop}<br/>${address}<br/><br/>You receive this because you subscribed to our newsletter. <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${GREEN}">Unsubscribe</a></mj-text></mj-column></mj-section>
</mj-body>
</mjml>`;
  // MJML is loaded with the first campaign rendered, not at start: it costs ~65 MB and ~0.4 s to load,
  // which the idle server (issue 10: 120 MB, 1.5 s to start) cannot carry for a mail sent a few times a month.
  const { default: mjml2html } = await import("mjml");
  const out = await mjml2html(mjml, { validationLevel: "soft", fonts: {}, keepComments: false });
  const text = [
    input.preheader,
    textOf(body),
    blocksText(s),
    `--\n${s.shop.name}\n${s.shop.address}\n\nYou receive this because you subscribed to our newsletter. To unsubscribe, open this link: ${UNSUBSCRIBE_PLACEHOLDER}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { html: out.html, text };
}

/** A copy of a rendered campaign for one subscriber: their unsubscribe link in the footer. */
export function personalise(rendered: RenderedCampaign, unsubscribeUrl: string): RenderedCampaign {
  return {
    html: rendered.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeHtml(unsubscribeUrl)),
    text: rendered.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
