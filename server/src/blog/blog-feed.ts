/**
 * The blog's feed (issue 25): `GET /blog/feed.xml`, RSS 2.0 of the 20 newest posts, for feed readers
 * and for search engines. Every address is absolute on PUBLIC_URL; each item carries its permalink as
 * its guid, its date (RFC 822), its plain-text summary and its cover photograph (Media RSS, a
 * variant wide enough for a reader's card). The channel is named from the business settings.
 *
 * Read through the blog service in one query; kept by the public cache like the other public reads
 * (cache/public-reads.ts), so a new post is in the next read. Written with the kernel's XML writer
 * (core/xml.ts); mounted by the composition root with the other documents for machines
 * (app/machine-docs.ts). The blog's part of the sitemap is here too.
 */
import type { BlogFloor } from "./services.js";
import type { SitemapSource } from "../http/sitemap.js";
import { el, type XmlSink, XmlStream } from "../core/xml.js";
import { blogPostPath } from "../http/seo.js";
import { variantsOf } from "../media/media.service.js";
import type { MediaAsset } from "../media/media-asset.entity.js";
import type { BlogPost } from "./blog-post.entity.js";
import type { BlogService } from "./blog.service.js";
import { shareDescriptionOf } from "./blog.service.js";

/** How many posts the feed holds. */
export const FEED_SIZE = 20;

/** The widest variant a feed reader shows (its cards are at most this wide at 2x). */
const FEED_IMAGE_WIDTH = 1280;

/** The variant a feed shows: the widest up to FEED_IMAGE_WIDTH, else the narrowest there is. */
function feedImage(asset: MediaAsset) {
  const variants = variantsOf(asset);
  return [...variants].reverse().find((v) => v.width <= FEED_IMAGE_WIDTH) ?? variants[0];
}

function item(post: BlogPost, publicUrl: string) {
  const link = `${publicUrl}${blogPostPath(post.id)}`;
  const summary = post.excerpt.trim() || shareDescriptionOf(post);
  const image = post.image ? feedImage(post.image) : undefined;
  return el(
    "item",
    null,
    el("title", null, post.title),
    el("link", null, link),
    el("guid", { isPermaLink: "true" }, link),
    el("pubDate", null, post.createdAt.toUTCString()),
    el("description", null, summary),
    post.author && el("dc:creator", null, post.author),
    image && el("media:content", { url: `${publicUrl}${image.url}`, medium: "image", type: "image/webp", width: image.width, height: image.height }),
  );
}

/** `GET /blog/feed.xml`: the channel from the business settings, the newest posts first. */
export async function writeBlogFeed(sink: XmlSink, s: Pick<BlogFloor, "blog" | "content">, publicUrl: string): Promise<void> {
  const [business, posts] = await Promise.all([s.content.business(), s.blog.latest(FEED_SIZE)]);
  const newest = posts.reduce<Date | null>((d, p) => (!d || p.updatedAt > d ? p.updatedAt : d), null);
  const xml = new XmlStream(sink);
  await xml.begin(
    el("rss", {
      version: "2.0",
      "xmlns:atom": "http://www.w3.org/2005/Atom",
      "xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "xmlns:media": "http://search.yahoo.com/mrss/",
    }),
  );
  await xml.begin(
    el(
      "channel",
      null,
      el("title", null, `${business.name} — Blog`),
      el("link", null, `${publicUrl}/blog`),
      el("description", null, `Stories from the field: bird and wildlife photography from ${business.city}, by ${business.name}.`),
      el("language", null, "en-IN"),
      el("atom:link", { href: `${publicUrl}/blog/feed.xml`, rel: "self", type: "application/rss+xml" }),
      newest && el("lastBuildDate", null, newest.toUTCString()),
    ),
  );
  for (const post of posts) await xml.write(item(post, publicUrl));
  await xml.close();
}

/** The blog's part of the sitemap: every post (there are no drafts), at `/blog/{id}`. */
export function blogSitemap(blog: BlogService): SitemapSource {
  return {
    name: "blog",
    count: () => blog.countPublic(),
    lastModified: () => blog.lastChange(),
    async entries(afterId, size, skip) {
      const posts = await blog.batchAfter(afterId, size, skip);
      return posts.map((p) => ({ id: p.id, path: blogPostPath(p.id), lastmod: p.updatedAt }));
    },
  };
}
