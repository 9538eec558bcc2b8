/**
 * Open Graph tags for shared links (DESIGN.md "Front ends"): a link to a gallery group
 * (/gallery?item=N), a print (/shop?print=N), a workshop (/workshops?workshop=N) or a blog post (/blog/N)
 * unfurls in WhatsApp, Facebook and X with its title, description and photograph, because the server writes the tags into the SPA's index.html.
 */
import type { Request } from "express";
import type { Services } from "../core/services.js";
import { urlOf } from "../media/media.service.js";

export interface OpenGraph {
  title: string;
  description: string;
  /** Relative image URL; made absolute with the public URL. */
  image?: string;
  url: string;
  /** og:type; "website" unless said. */
  type?: "website" | "article";
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags of the page a request asks for, or null for a page without its own. */
export async function openGraphFor(req: Request, services: Services): Promise<OpenGraph | null> {
  const id = (name: string) => {
    const n = Number(req.query[name]);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  if (req.path === "/gallery" && id("item")) {
    const item = await services.gallery.get(id("item")!);
    if (!item) return null;
    return { title: item.title, description: item.description || `Bird photography from ${item.locations.map((l) => l.name).join(", ")}`, image: item.images[0] ? urlOf(item.images[0].image) : undefined, url: req.originalUrl };
  }
  if (req.path === "/shop" && id("print")) {
    const print = await services.shop.get(id("print")!);
    if (!print) return null;
    return { title: `${print.title} — framed print`, description: print.description, image: urlOf(print.image), url: req.originalUrl };
  }
  if (req.path === "/workshops" && id("workshop")) {
    const workshop = await services.workshops.get(id("workshop")!);
    if (!workshop) return null;
    const when = [workshop.destination, workshop.travelDate, workshop.duration].filter(Boolean).join(" · ");
    return { title: workshop.title, description: `${when} — ${workshop.description}`, image: workshop.poster ? urlOf(workshop.poster) : undefined, url: req.originalUrl };
  }
  const blogId = /^\/blog\/(\d+)\/?$/.exec(req.path)?.[1];
  if (blogId) {
    const post = await services.blog.get(Number(blogId));
    if (!post) return null;
    return { title: post.title, description: post.excerpt, image: post.image ? urlOf(post.image) : undefined, url: req.originalUrl, type: "article" };
  }
  return null;
}

/** index.html with the page's title, Open Graph tags and the Twitter card (X reads its own names). */
export function withOpenGraph(html: string, og: OpenGraph, publicUrl: string, siteName: string): string {
  const description = og.description.slice(0, 300);
  const image = og.image ? `${publicUrl}${og.image}` : undefined;
  const meta = (attr: "property" | "name", pairs: (string | undefined)[][]) =>
    pairs.filter(([, c]) => c !== undefined).map(([p, c]) => `<meta ${attr}="${p}" content="${escape(c!)}" />`);
  const tags = [
    ...meta("property", [
      ["og:site_name", siteName],
      ["og:type", og.type ?? "website"],
      ["og:title", og.title],
      ["og:description", description],
      ["og:url", `${publicUrl}${og.url}`],
      ["og:image", image],
    ]),
    ...meta("name", [
      ["twitter:title", og.title],
      ["twitter:description", description],
      ["twitter:image", image],
    ]),
  ].join("\n    ");
  const card = image ? "summary_large_image" : "summary";
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(og.title)} — ${escape(siteName)}</title>`)
    .replace("</head>", `    <meta name="twitter:card" content="${card}" />\n    ${tags}\n  </head>`);
}
