/**
 * The blog's feed (issue 25): `GET /blog/feed.xml`, RSS 2.0 of the 20 newest posts, for feed readers
 * and for search engines. Every address is absolute on PUBLIC_URL; each item carries its permalink as
 * its guid, its date (RFC 822), its plain-text summary and its cover photograph (Media RSS, a
 * variant wide enough for a reader's card). The channel is named from the business settings.
 *
 * Read through the blog service in one query; kept by the public cache like the other public reads
 * (cache/public-reads.ts), so a new post is in the next read.
 */
import express, { type Router } from "express";
import type { Services } from "../core/context.js";
import { variantsOf } from "../media/media.service.js";
import type { MediaAsset } from "../media/media-asset.entity.js";
import type { BlogPost } from "./blog-post.entity.js";
import { shareDescriptionOf } from "./blog.service.js";

/** How many posts the feed holds. */
export const FEED_SIZE = 20;

/** The widest variant a feed reader shows (its cards are at most this wide at 2x). */
const FEED_IMAGE_WIDTH = 1280;

/**
 * Text safe in XML 1.0 content and attribute values: the five markup characters as entities, and
 * the characters XML cannot hold at all (C0 controls but tab and line ends, lone surrogates,
 * U+FFFE/U+FFFF) left out.
 */
export function xmlEscape(value: string): string {
  return Array.from(value) // by code point: a lone surrogate is one of its own
    .filter((ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0x20) return c === 0x9 || c === 0xa || c === 0xd;
      return !(c >= 0xd800 && c <= 0xdfff) && c !== 0xfffe && c !== 0xffff;
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The variant a feed shows: the widest up to FEED_IMAGE_WIDTH, else the narrowest there is. */
function feedImage(asset: MediaAsset) {
  const variants = variantsOf(asset);
  return [...variants].reverse().find((v) => v.width <= FEED_IMAGE_WIDTH) ?? variants[0];
}

function item(post: BlogPost, publicUrl: string): string {
  const link = `${publicUrl}/blog/${post.id}`;
  const summary = post.excerpt.trim() || shareDescriptionOf(post);
  const lines = [
    `<title>${xmlEscape(post.title)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
    `<pubDate>${post.createdAt.toUTCString()}</pubDate>`,
    `<description>${xmlEscape(summary)}</description>`,
  ];
  if (post.author) lines.push(`<dc:creator>${xmlEscape(post.author)}</dc:creator>`);
  const image = post.image ? feedImage(post.image) : undefined;
  if (image)
    lines.push(
      `<media:content url="${xmlEscape(`${publicUrl}${image.url}`)}" medium="image" type="image/webp" width="${image.width}" height="${image.height}" />`,
    );
  return `<item>\n      ${lines.join("\n      ")}\n    </item>`;
}

/** The feed's XML: the channel from the business settings, the newest posts first. */
export async function blogFeedXml(s: Pick<Services, "blog" | "content">, publicUrl: string): Promise<string> {
  const [business, posts] = await Promise.all([s.content.business(), s.blog.latest(FEED_SIZE)]);
  const newest = posts.reduce<Date | null>((d, p) => (!d || p.updatedAt > d ? p.updatedAt : d), null);
  const channel = [
    `<title>${xmlEscape(`${business.name} — Blog`)}</title>`,
    `<link>${xmlEscape(`${publicUrl}/blog`)}</link>`,
    `<description>${xmlEscape(`Stories from the field: bird and wildlife photography from ${business.city}, by ${business.name}.`)}</description>`,
    `<language>en-IN</language>`,
    `<atom:link href="${xmlEscape(`${publicUrl}/blog/feed.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...posts.map((p) => item(p, publicUrl)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${channel.join("\n    ")}`,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** `GET /blog/feed.xml`, ahead of the storefront's pages (whose `/blog/:id` it would otherwise be). */
export function createBlogFeedRouter(s: Services, publicUrl: string): Router {
  const r = express.Router();
  r.get("/blog/feed.xml", async (_req, res) => {
    const xml = await blogFeedXml(s, publicUrl);
    res.set("Content-Type", "application/rss+xml; charset=utf-8").set("Cache-Control", "no-cache").send(xml);
  });
  return r;
}
