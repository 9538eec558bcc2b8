// The server keeps two lists of the storefront's addresses beside the router's own table
// (storefront/src/router.tsx): `isStorefrontRoute` (a failed render of a router page is a 503, of any
// other address a 404) and the public cache's `PUBLIC_PAGES` (a drawn page is kept). They are kept in
// step by hand; this test reads the router's table and fails when a page is added there alone.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pageUrl } from "../cache/public-reads.js";
import { isPrivatePath, isStorefrontRoute } from "./seo.js";

const routerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../storefront/src/router.tsx");

/** The router's pages: `page("shop/:id/:slug?", "print", () => import(…), false)` → path and drawn. */
function routerPages(): { path: string; drawn: boolean }[] {
  const text = readFileSync(routerFile, "utf8");
  const found = [...text.matchAll(/\bpage\("([^"]*)",\s*"[^"]+",\s*\(\)\s*=>\s*import\("[^"]+"\)(,\s*false)?\)/g)].map((m) => ({
    path: m[1],
    drawn: !m[2],
  }));
  return found.filter((p) => p.path !== "*");
}

/** Addresses a route pattern matches: each parameter filled, an optional one both given and left out. */
function samples(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const value = segment.startsWith(":") ? (segment.includes("slug") ? "a-slug" : "7") : segment;
    paths = paths.flatMap((p) => (optional ? [p, `${p}/${value}`] : [`${p}/${value}`]));
  }
  return paths.map((p) => p || "/");
}

describe("the server's lists of storefront addresses follow the router's table", () => {
  const pages = routerPages();

  it("reads the router's table (a guard against the pattern above matching nothing)", () => {
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(["", "shop", "shop/:id/:slug?", "blog/:id", "cart", "developers"]));
    expect(pages.find((p) => p.path === "cart")?.drawn).toBe(false);
  });

  it("every address of a router page, in either language, is a storefront route (a failed render is a 503, not a 404)", () => {
    for (const page of pages)
      for (const address of samples(page.path))
        for (const inLanguage of [address, address === "/" ? "/ta" : `/ta${address}`]) expect(isStorefrontRoute(inLanguage), inLanguage).toBe(true);
  });

  it("every address of a page the server draws for everyone is one the public cache keeps; a private or browser-drawn page is not", () => {
    for (const page of pages)
      for (const address of samples(page.path)) {
        const kept = page.drawn && !isPrivatePath(address);
        expect(pageUrl(address) !== null, `${address} kept`).toBe(kept);
      }
  });

  it("an address beside the router's pages is not a storefront route", () => {
    for (const page of pages.filter((p) => p.path && !p.path.includes(":")))
      for (const beside of [`/${page.path}x`, `/x${page.path}`, `/${page.path}/7/a-slug/more`]) expect(isStorefrontRoute(beside), beside).toBe(false);
  });
});
