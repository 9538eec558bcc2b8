/**
 * Serves the built front ends and the media: the storefront's pages (drawn by the server: app/pages.ts,
 * which the composition root passes in as a `PageSource`) with its assets, the back office at /admin
 * and /admin-login (and /admin-invitation), and /media with long-lived cache headers (content-addressed).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Request, type Response, type Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { doNotKeep } from "./not-kept.js";

const YEAR = 365 * 24 * 60 * 60 * 1000;

/** What the static router sends for a page request. */
export interface Page {
  status: number;
  html: string;
  /** False when the page was not drawn as asked (a render error): not to be cached. */
  keep: boolean;
  /** A 301's target, a path on this site (the page lives at another address). */
  location?: string;
  /** Seconds a 503 asks the client to wait before asking again (its Retry-After). */
  retryAfter?: number;
}

/** Draws the storefront's page for a GET request, or null when the storefront is not built at all. */
export interface PageSource {
  page(req: Request): Promise<Page | null>;
  /** The address of the Tamil pages' font in the build (null when the storefront is not built), for a page drawn elsewhere in Tamil. */
  tamilFont?(): string | null;
}

export interface StaticDirs {
  storefrontDist: string;
  adminDist: string;
  mediaDir: string;
  /**
   * The variants an image has now, by the hash in its URLs (null: no such image). A variant URL
   * whose file is gone (re-encoded with other rights, its old files removed; or named by a blog
   * post's text, a sent mail or another site) is redirected to the image's variant of that width now.
   */
  currentMedia?: (hash: string) => Promise<{ width: number; url: string }[] | null>;
}

/** A WebP variant's path under /media: the image's hash, the rights' directory if any, the width. */
const VARIANT_PATH = /^\/([0-9a-f]{64})\/(?:[0-9a-f]{16}\/)?(\d{1,5})\.webp$/;

/** Hashed build assets never change; HTML always revalidates so a deploy shows at once. */
function assetHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  if (/[\\/]assets[\\/]/.test(file)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  else if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
}

/** The JPEG a campaign mail shows (MediaService.emailImage). */
const EMAIL_IMAGE = /^email-\d+\.jpg$/;

function sendIndex(dir: string, what: string) {
  const index = path.join(dir, "index.html");
  return (_req: Request, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type("text/plain").send(`The ${what} is not built yet: run \`npm run build\` (npm start does it for you).`);
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  };
}

/**
 * A media path that steps out of its directory ("..", encoded or not): answered 404 like any other
 * guess (the originals are kept outside the served directory; `send` would answer 403, which tells
 * a prober the path means something).
 */
function stepsOut(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  return /(^|[\\/])\.\.([\\/]|$)/.test(decoded) || decoded.includes("\0");
}

export function createStaticRouter(dirs: StaticDirs, pages: PageSource): Router {
  const r = express.Router();
  r.use("/media", (req, res, next) => {
    if (stepsOut(req.path)) res.status(404).type("text/plain").send("Not found");
    else next();
  });
  r.use(
    "/media",
    express.static(dirs.mediaDir, {
      immutable: true,
      maxAge: YEAR,
      index: false,
      redirect: false,
      fallthrough: true,
      // A campaign mail's photographs are shown from wherever the mail is read (a webmail's page, the
      // back office's sandboxed preview): CORP same-origin, helmet's default for everything else, would
      // leave a broken image there.
      setHeaders: (res, file) => {
        if (EMAIL_IMAGE.test(path.basename(file))) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      },
    }),
  );

  // Not a file: an old variant of an image that still exists goes to its variant now (for a few
  // minutes only: the next re-encode moves it again); anything else under /media is not found.
  r.use("/media", (req, res, next) => {
    const m = VARIANT_PATH.exec(req.path);
    if (!m || !dirs.currentMedia || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const width = Number(m[2]);
    dirs
      .currentMedia(m[1])
      .then((variants) => {
        if (!variants?.length) {
          res.status(404).type("text/plain").send("Not found");
          return;
        }
        // The widest not wider than asked for, else the narrowest.
        const to = [...variants].reverse().find((v) => v.width <= width) ?? variants[0];
        // The variant now is the one asked for, and its file is missing: not a redirect to itself.
        if (to.url === `/media${req.path}`) {
          res.status(404).type("text/plain").send("Not found");
          return;
        }
        res.setHeader("Cache-Control", "public, max-age=300");
        res.redirect(302, to.url);
      })
      .catch(next);
  });

  const adminIndex = sendIndex(dirs.adminDist, "back office");
  // The back office is never indexed (its page says so too: admin/index.html); robots.txt disallows it.
  r.use((req, res, next) => {
    if (/^\/admin(-login|-invitation)?(\/|$)/.test(req.path)) res.setHeader("X-Robots-Tag", "noindex");
    next();
  });
  r.get("/admin-login", adminIndex);
  // Where a staff invitation's link leads (issue 47): the same page draws the set-a-password form.
  r.get("/admin-invitation", adminIndex);
  r.use("/admin", express.static(dirs.adminDist, { index: false, redirect: false, setHeaders: assetHeaders }));
  r.get(/^\/admin(\/.*)?$/, adminIndex);

  // The build writes brotli (11) and gzip (9) copies next to its scripts and styles: sent as they are.
  r.use(
    expressStaticGzip(dirs.storefrontDist, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { index: false, setHeaders: assetHeaders },
    }),
  );
  const storefrontIndex = sendIndex(dirs.storefrontDist, "storefront");
  // Any other GET that wants a page gets the storefront's page: drawn here, or by the browser.
  r.get(/.*/, async (req, res, next) => {
    if (/^\/(graphql|auth\/api|media)(\/|$)/.test(req.path)) return next();
    if (path.extname(req.path)) return next(); // a missing file is a 404, not a page
    const page = await pages.page(req);
    if (!page) return storefrontIndex(req, res);
    if (!page.keep) doNotKeep(res);
    if (page.location) return res.redirect(301, page.location);
    // A page that could not be drawn (503) is kept by no one between here and the visitor either.
    res.status(page.status).setHeader("Cache-Control", page.status >= 500 ? "no-store" : "no-cache");
    if (page.retryAfter) res.setHeader("Retry-After", String(page.retryAfter));
    res.type("html").send(page.html);
  });
  return r;
}
