/**
 * The storefront's server renderer (storefront/dist-server, built by `npm run build`) draws with
 * React's and Apollo Client's production builds, bundled in, whatever NODE_ENV the server runs with:
 * `npm start` sets none, and with React left to Node's resolution every page was drawn with React's
 * development build (about twice as slow on a first render). graphql stays the server's own module.
 * Its files are ASCII: V8 keeps a module's source as long as the process lives, at two bytes a
 * character for the whole file when one character is past Latin-1.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../storefront/dist-server");
const built = existsSync(path.join(dir, "entry-server.js"));

describe.skipIf(!built)("the server renderer's build", () => {
  const files = built
    ? [
        path.join(dir, "entry-server.js"),
        ...readdirSync(path.join(dir, "assets"))
          .filter((f) => f.endsWith(".js"))
          .map((f) => path.join(dir, "assets", f)),
      ]
    : [];
  const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
  const imported = new Set([...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]));

  it("bundles React, react-dom/server and Apollo Client instead of importing them from node_modules", () => {
    const external = [...imported].filter((s) => /^(react|react-dom|@apollo\/client)(\/|$)/.test(s));
    expect(external).toEqual([]);
    expect(imported.has("graphql")).toBe(true);
  });

  it("is written in ASCII, every other character escaped, so that V8 keeps its source at a byte a character", () => {
    const wide = files.filter((f) => /[^\0-\x7f]/.test(readFileSync(f, "utf8"))).map((f) => path.basename(f));
    expect(wide).toEqual([]);
    // The texts are still there, escaped: the page's price sign, for one.
    expect(code).toContain("\\u20b9");
  });

  it("carries their production builds only", () => {
    expect(code).not.toMatch(/react-dom-server(-legacy)?\.node\.development/);
    expect(code).not.toContain('process.env.NODE_ENV !== "production"');
  });
});
