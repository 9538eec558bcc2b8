/**
 * The shop's documents for machines (issue 25): its part of the sitemap (every print for sale, with
 * its photograph), `GET /shop/feed.xml` (RSS 2.0 of the newest prints) and `GET /merchant-feed.xml`
 * (Google Merchant Center: one item per print and frame size). Every address comes from @shop/seo's
 * `printPath`, absolute on PUBLIC_URL. The composition root (app/machine-docs.ts) mounts them.
 *
 * The Merchant feed's prices come from `ShopService.quoteLines`, the very code (and rows) that
 * prices a cart at checkout (`priceLines` reads the same frames the same way), so the feed and the
 * checkout cannot disagree. Both documents stream: prints are read a batch at a time in id order.
 */
import { MAX_CART_LINES } from "./cart-limits.js";
import type { SitemapSource } from "../http/sitemap.js";
import { el, type XmlSink, XmlStream } from "../core/xml.js";
import { indiaDateTime } from "../core/india-time.js";
import { printPath } from "../http/seo.js";
import { urlOf, variantsOf } from "../media/media.service.js";
import type { MediaAsset } from "../media/media-asset.entity.js";
import type { PortfolioItem } from "./portfolio-item.entity.js";
import type { ShopService } from "./shop.service.js";

/** How many prints the shop's feed holds. */
export const SHOP_FEED_SIZE = 20;

/** Prints read at a time by the Merchant feed. */
export const MERCHANT_BATCH = 200;

/** Google's product category "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork". */
export const GOOGLE_PRINTS_CATEGORY = "500044";

/** The narrowest image Google Merchant Center takes for artwork: the feed names a variant at least this wide. */
export const MERCHANT_MIN_IMAGE_WIDTH = 800;

/** The widest variant a feed reader shows (its cards are at most this wide at 2x). */
const FEED_IMAGE_WIDTH = 1280;

/** The prints' child of the sitemap: every print for sale, with its photograph's largest variant (none named when it has no variant). */
export function printsSitemap(shop: ShopService): SitemapSource {
  return {
    name: "prints",
    count: () => shop.countForSale(),
    lastModified: () => shop.lastChangeForSale(),
    async entries(afterId, size, skip) {
      const prints = await shop.forSaleOutlines(afterId, size, skip);
      return prints.map((p) => ({
        id: p.id,
        path: printPath(p.id, p.title),
        lastmod: p.updatedAt,
        images: p.image.variantWidths.length ? [urlOf(p.image)] : [],
      }));
    },
  };
}

/** The variant a feed reader shows: the widest up to FEED_IMAGE_WIDTH, else the narrowest there is. */
function readerImage(asset: MediaAsset) {
  const variants = variantsOf(asset);
  return [...variants].reverse().find((v) => v.width <= FEED_IMAGE_WIDTH) ?? variants[0];
}

/** The variant the Merchant feed names: the narrowest at least MERCHANT_MIN_IMAGE_WIDTH wide, else the largest there is (none without variants). */
export function merchantImage(asset: MediaAsset): ReturnType<typeof variantsOf>[number] | undefined {
  const variants = variantsOf(asset);
  return variants.find((v) => v.width >= MERCHANT_MIN_IMAGE_WIDTH) ?? variants[variants.length - 1];
}

/** A price as Merchant Center reads it, from integer paise: 149950 → "1499.50 INR" (no float on the way). */
export const merchantPrice = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")} INR`;

/** A print's description as one paragraph of plain text, at most `max` characters. */
function summaryOf(print: PortfolioItem, max: number): string {
  const text = print.description.replace(/\s+/g, " ").trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** `GET /shop/feed.xml`: RSS 2.0 of the SHOP_FEED_SIZE newest prints for sale, newest first. */
export async function writeShopFeed(sink: XmlSink, shop: ShopService, publicUrl: string, shopName: string): Promise<void> {
  const { items } = await shop.page({ limit: SHOP_FEED_SIZE });
  const xml = new XmlStream(sink);
  const newest = items.reduce<Date | null>((d, p) => (!d || p.updatedAt > d ? p.updatedAt : d), null);
  await xml.begin(el("rss", { version: "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom", "xmlns:media": "http://search.yahoo.com/mrss/" }));
  await xml.begin(
    el(
      "channel",
      null,
      el("title", null, `${shopName} — New prints`),
      el("link", null, `${publicUrl}/shop`),
      el("description", null, `The newest framed bird and wildlife prints from ${shopName}.`),
      el("language", null, "en-IN"),
      el("atom:link", { href: `${publicUrl}/shop/feed.xml`, rel: "self", type: "application/rss+xml" }),
      newest && el("lastBuildDate", null, newest.toUTCString()),
    ),
  );
  for (const print of items) {
    const link = `${publicUrl}${printPath(print.id, print.title)}`;
    const image = readerImage(print.image);
    const from = print.frames.reduce((min, f) => Math.min(min, f.pricePaise), Infinity);
    await xml.write(
      el(
        "item",
        null,
        el("title", null, print.title),
        el("link", null, link),
        el("guid", { isPermaLink: "true" }, link),
        el("pubDate", null, print.createdAt.toUTCString()),
        el("description", null, `${summaryOf(print, 300)} Framed prints from ${merchantPrice(from)}.`),
        el("category", null, print.category.name),
        image && el("media:content", { url: `${publicUrl}${image.url}`, medium: "image", type: "image/webp", width: image.width, height: image.height }),
      ),
    );
  }
  await xml.close();
}

/**
 * `GET /merchant-feed.xml`: every print for sale and frame size as one Merchant Center item, read
 * MERCHANT_BATCH prints at a time; each batch's frames are priced by `quoteLines` (a cart's worth
 * of lines a call), the checkout's own pricing. A frame the quote calls unavailable (removed while
 * the feed was being written) is left out.
 */
export async function writeMerchantFeed(sink: XmlSink, shop: ShopService, publicUrl: string, shopName: string, opts: { batch?: number } = {}): Promise<void> {
  const xml = new XmlStream(sink);
  await xml.begin(el("rss", { version: "2.0", "xmlns:g": "http://base.google.com/ns/1.0" }));
  await xml.begin(
    el(
      "channel",
      null,
      el("title", null, `${shopName} — Framed prints`),
      el("link", null, `${publicUrl}/shop`),
      el("description", null, `Framed bird and wildlife photography prints from ${shopName}.`),
    ),
  );
  let afterId = 0;
  const fedAt = Date.now();
  while (!xml.gone) {
    const prints = await shop.forSaleAfter(afterId, opts.batch ?? MERCHANT_BATCH);
    if (prints.length === 0) break;
    afterId = prints[prints.length - 1].id;
    // Merchant Center disapproves an item without an image: a print whose photograph has no variant
    // (yet) is left out, not written without `g:image_link` (issue 43).
    const lines = prints
      .filter((p) => merchantImage(p.image))
      .flatMap((p) => p.frames.map((f) => ({ print: p, frame: f, portfolioItemId: p.id, frameId: f.id })));
    for (let i = 0; i < lines.length && !xml.gone; i += MAX_CART_LINES) {
      const chunk = lines.slice(i, i + MAX_CART_LINES);
      const quotes = await shop.quoteLines(chunk);
      for (const [k, quote] of quotes.entries()) {
        if (!quote.available || quote.unitPricePaise === null) continue;
        const { print, frame } = chunk[k];
        const image = merchantImage(print.image)!;
        const size = `${frame.size}${frame.name ? ` ${frame.name}` : ""}`;
        await xml.write(
          el(
            "item",
            null,
            el("g:id", null, `${print.id}-${frame.frameSizeId}`),
            el("g:item_group_id", null, String(print.id)),
            el("g:title", null, `${print.title} — framed print, ${size}`.slice(0, 150)),
            // Nor without a description: a blank one is the print's title (issue 43).
            el("g:description", null, summaryOf(print, 5000) || print.title),
            el("g:link", null, `${publicUrl}${printPath(print.id, print.title)}`),
            el("g:image_link", null, `${publicUrl}${image.url}`),
            // While a sale runs: the list price, the sale price, and the sale's dates (issue 28).
            el("g:price", null, merchantPrice(quote.listUnitPricePaise ?? quote.unitPricePaise)),
            quote.sale && el("g:sale_price", null, merchantPrice(quote.unitPricePaise)),
            quote.sale?.endsAt && el("g:sale_price_effective_date", null, `${indiaDateTime(quote.sale.startsAt ?? fedAt)}/${indiaDateTime(quote.sale.endsAt)}`),
            // A limited edition with no print left (sold out or closed) stays in the feed, out of stock (issue 45).
            el("g:availability", null, quote.editionRemaining === 0 ? "out_of_stock" : "in_stock"),
            el("g:condition", null, "new"),
            el("g:brand", null, shopName),
            el("g:identifier_exists", null, "no"),
            el("g:google_product_category", null, GOOGLE_PRINTS_CATEGORY),
            el("g:product_type", null, `Framed prints > ${print.category.name}`),
            el("g:size", null, size),
            el("g:shipping", null, el("g:country", null, "IN"), el("g:price", null, merchantPrice(0))),
          ),
        );
      }
    }
  }
  await xml.close();
}
