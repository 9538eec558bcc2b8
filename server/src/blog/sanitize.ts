/**
 * The one gate between the owner's HTML and a visitor's browser: a post's content is passed
 * through sanitize-html with an explicit allow-list when it is saved, and again whenever it is read
 * from the database (the column's transformer, blog-post.entity.ts), so HTML that reached the table
 * another way (an older version's rules, an import, a restore) is served as clean as today's. Anything not listed (scripts, styles, event handlers, iframes, forms, unknown
 * schemes) is dropped; the text inside a dropped element stays as text.
 */
import sanitizeHtml from "sanitize-html";

/**
 * Images in a post come from the site's own media (an uploaded image's variants, in the directory of
 * the rights they were encoded with, or of before: /media redirects either to the variant now).
 */
export const MEDIA_SRC = /^\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/;

export const BLOG_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "img", "blockquote"],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  disallowedTagsMode: "discard",
  // The page's own <h1> is the post's title; headings in the text start one level below it.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !MEDIA_SRC.test(frame.attribs.src ?? ""),
};
// rel and target are set by the transform above, never taken from the input.
BLOG_HTML_POLICY.allowedAttributes = { ...BLOG_HTML_POLICY.allowedAttributes, a: ["href", "title", "rel", "target"] };

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_POLICY).trim();
}

/** Posts are read far more often than written: the drawn form of recent contents, by content. */
const drawn = new Map<string, string>();
/** Characters kept in `drawn` (stored and drawn together): a few megabytes, whatever the posts' sizes. */
const DRAWN_CHARS = 2_000_000;
let drawnChars = 0;

/** A post's stored HTML as it may be served: sanitised with today's policy, whatever wrote it. */
export function sanitizeStoredHtml(stored: string | null): string {
  if (stored == null) return "";
  const kept = drawn.get(stored);
  if (kept !== undefined) return kept;
  const out = sanitizeBlogHtml(stored);
  const size = stored.length + out.length;
  if (size <= DRAWN_CHARS) {
    // Oldest first out, until the new one fits.
    for (const [k, v] of drawn) {
      if (drawnChars + size <= DRAWN_CHARS) break;
      drawn.delete(k);
      drawnChars -= k.length + v.length;
    }
    drawn.set(stored, out);
    drawnChars += size;
  }
  return out;
}

/** The text of some HTML without any tag, whitespace collapsed (the spec's share description). */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
