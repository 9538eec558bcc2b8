/**
 * Issue 45, the certificates' two addresses:
 * - GET /documents/certificate/{code}.pdf?signature=… — the PDF for whoever holds the signed link
 *   (the receipt's, the back office's); 404 for any other code or signature, as the invoice's link;
 *   limited per client (429 past it), each drawing kept a while (certificate.service.ts).
 * - GET /verify/{code} (and /ta/verify/{code}, in Tamil; each links the other) — the public check a
 *   certificate's QR code opens: a page drawn here, noindex,
 *   never kept, limited per client (429 past it), showing the print, its number and whether the
 *   certificate stands — never the buyer, the address, the phone or the price. A code that is not a
 *   certificate's goes on to the site's own 404 page.
 */
import { Router, type NextFunction, type Request, type Response } from "express";
import { clientKeyOf } from "../core/client-address.js";
import { AppError } from "../core/errors.js";
import { escapeHtml } from "../core/text.js";
import type { PageSource } from "../http/static.js";
import { CERTIFICATE_WORDS } from "./certificate.js";
import type { VerifiedCertificate } from "./certificate.service.js";
import type { BillingFloor } from "./services.js";

const GREEN = "#1f4d3a";
const INK = "#23262b";
const PAPER = "#faf7f2";
const RED = "#a11d1d";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

type Language = "en" | "ta";

/** The verify page's words in each language; the certificate's own (heading, edition, year, code, void) are the PDF's (certificate.ts). */
const WORDS = {
  en: {
    heading: "Certificate of authenticity",
    authentic: "This certificate is authentic",
    home: "/",
    back: "Back to the shop",
    other: { lang: "ta", prefix: "/ta", name: "தமிழில்" },
    tooManyChecks: ["Too many checks", "Too many certificates were checked from here. Please try again in a minute."],
  },
  ta: {
    heading: CERTIFICATE_WORDS.ta.heading,
    authentic: "இந்தச் சான்றிதழ் உண்மையானது",
    home: "/ta",
    back: "கடைக்குத் திரும்பு",
    other: { lang: "en", prefix: "", name: "In English" },
    tooManyChecks: ["பல முறை சரிபார்க்கப்பட்டது", "இங்கிருந்து பல சான்றிதழ்கள் சரிபார்க்கப்பட்டன. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்."],
  },
} as const;

/**
 * The storefront's Tamil font (storefront/src/fonts.css) for a Tamil page: a phone without a Tamil
 * font of its own draws the page as the storefront's Tamil pages are drawn, not as empty boxes.
 */
function tamilFontFace(url: string | null | undefined): string {
  if (!url) return "";
  return `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${escapeHtml(url)}">
<style>@font-face{font-family:"Noto Sans Tamil Variable";font-style:normal;font-display:swap;font-weight:400 700;src:url(${escapeHtml(url)}) format("woff2-variations");unicode-range:U+0964-0965,U+0B82-0BFA,U+200C-200D,U+25CC}</style>
`;
}

function layout(title: string, main: string, language: Language = "en", footer = "", tamilFont: string | null = null): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${language === "ta" ? tamilFontFace(tamilFont) : ""}<style>
body{margin:0;background:${PAPER};color:${INK};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Tamil Variable","Noto Sans Tamil",sans-serif}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem 3rem}
h1,h2{font-family:Georgia,"Times New Roman","Noto Sans Tamil Variable",serif;font-weight:600;color:${GREEN};line-height:1.2}
h1{font-size:1.75rem;margin:0 0 1rem}
h2{font-size:1.5rem;margin:1rem 0 .25rem}
img{display:block;width:100%;height:auto;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.edition{font-size:1.25rem;font-weight:600;margin:.25rem 0}
.status{margin:1.5rem 0 0;padding:.75rem 1rem;border-radius:8px;font-weight:600;border:2px solid}
.ok{color:${GREEN};border-color:${GREEN};background:#eef5f0}
.void{color:${RED};border-color:${RED};background:#fbeeee}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0 0}
dt{color:#555b61}
dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
a{color:${GREEN}}
a:focus-visible{outline:3px solid ${GREEN};outline-offset:2px}
</style>
</head>
<body>
<main>
${main}
${footer}<p><a href="${WORDS[language].home}">${WORDS[language].back}</a></p>
</main>
</body>
</html>
`;
}

/**
 * The page of a certificate that exists, authentic or cancelled, in English (/verify/{code}, the QR
 * code's address) or Tamil (/ta/verify/{code}); each links the other.
 */
export function verifyPage(c: VerifiedCertificate, language: Language = "en", tamilFont: string | null = null): string {
  const w = WORDS[language];
  const pdf = CERTIFICATE_WORDS[language];
  const edition = pdf.edition(c.number, c.editionSize);
  // The print's title in the page's language first; the other beside it when the print has both.
  const [title, otherTitle, otherLang] = language === "ta" && c.titleTa ? [c.titleTa, c.title, "en"] : [c.title, c.titleTa, "ta"];
  const photo = c.photo
    ? `<img src="${escapeHtml(c.photo.src)}" srcset="${escapeHtml(c.photo.srcset)}" sizes="(max-width: 44rem) 100vw, 42rem" width="${c.photo.width}" height="${c.photo.height}" alt="${escapeHtml(title)}">\n`
    : "";
  const other = otherTitle ? `<p lang="${otherLang}">${escapeHtml(otherTitle)}</p>\n` : "";
  const status = c.void ? `<p class="status void" role="status">${pdf.void}</p>` : `<p class="status ok" role="status">${w.authentic}</p>`;
  const code = encodeURIComponent(c.code);
  const switchTo = `<p><a href="${w.other.prefix}/verify/${code}" lang="${w.other.lang}" hreflang="${w.other.lang}">${w.other.name}</a></p>\n`;
  return layout(
    `${pdf.code} ${c.code}: ${title}, ${edition}`,
    `<h1>${w.heading}</h1>
${photo}<h2>${escapeHtml(title)}</h2>
${other}<p class="edition">${edition}</p>
${status}
<dl>
<dt>${pdf.year}</dt>
<dd>${c.year}</dd>
<dt>${pdf.code}</dt>
<dd>${escapeHtml(c.code)}</dd>
</dl>`,
    language,
    switchTo,
    tamilFont,
  );
}

/** The page past the per-client limit, in each language. */
const TOO_MANY = Object.fromEntries(
  (["en", "ta"] as const).map((language) => {
    const [heading, text] = WORDS[language].tooManyChecks;
    return [language, layout(heading, `<h1>${heading}</h1>\n<p>${text}</p>`, language)];
  }),
) as Record<Language, string>;

/** The page past the per-client limit of PDFs. */
const TOO_MANY_PDFS = layout(
  "Too many certificates",
  `<h1>Too many certificates</h1>
<p>Too many certificates were opened from here. Please try again in a minute.</p>`,
);

/** Answers 429 with `page` when `count` refuses the client (past its limit); answers whether it did. */
async function refusedPastLimit(res: Response, count: () => Promise<void>, page: string): Promise<boolean> {
  try {
    await count();
    return false;
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 429) throw err;
    res
      .status(429)
      .set({ ...PRIVATE_PAGE, "Retry-After": "60" })
      .type("html")
      .send(page);
    return true;
  }
}

/**
 * `pages`: the storefront's pages, whose drawing of an address it does not know is the site's 404
 * page (sent with status 404 whatever the drawing answered: a storefront drawn in the browser
 * answers its plain page); without it, a plain 404.
 */
export function createCertificateRouter(s: BillingFloor, pages?: PageSource): Router {
  const router = Router();
  router.get("/documents/certificate/:file", async (req: Request<{ file: string }>, res, next) => {
    try {
      // Counted before the signature is checked or anything drawn: one signed link asked in a loop is refused too.
      if (await refusedPastLimit(res, () => s.certificates.countPdf(clientKeyOf(req.ip ?? "unknown")), TOO_MANY_PDFS)) return;
      const code = /^([A-Z0-9]{1,32})\.pdf$/.exec(req.params.file)?.[1];
      const signature = typeof req.query.signature === "string" ? req.query.signature : "";
      const file = code && signature ? await s.certificates.bySignedLink(code, signature) : null;
      if (!file) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res
        .status(200)
        .set({ "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${file.filename}"`, ...PRIVATE_PAGE })
        .send(file.pdf);
    } catch (err) {
      next(err);
    }
  });
  const verify = (language: Language) => async (req: Request<{ code: string }>, res: Response, next: NextFunction) => {
    try {
      if (await refusedPastLimit(res, () => s.certificates.countVerify(clientKeyOf(req.ip ?? "unknown")), TOO_MANY[language])) return;
      const found = await s.certificates.verify(req.params.code.trim().toUpperCase());
      // Not a certificate's code: the site's own 404 page (the Tamil one under /ta), as for any address it does not know.
      if (!found) {
        const page = await pages?.page(req);
        res.status(404).set(PRIVATE_PAGE);
        if (page?.html) res.type("html").send(page.html);
        else res.type("text/plain").send("Not found");
        return;
      }
      res
        .status(200)
        .set(PRIVATE_PAGE)
        .type("html")
        .send(verifyPage(found, language, pages?.tamilFont?.()));
    } catch (err) {
      next(err);
    }
  };
  router.get("/verify/:code", verify("en"));
  router.get("/ta/verify/:code", verify("ta"));
  return router;
}
