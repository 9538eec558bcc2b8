import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startTestApp, type TestApp } from "../../test/harness.js";

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

describe("serving the front ends", () => {
  let app: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-dist-"));
    const storefrontDist = path.join(dir, "storefront");
    const adminDist = path.join(dir, "admin");
    mkdirSync(path.join(storefrontDist, "assets"), { recursive: true });
    mkdirSync(path.join(adminDist, "assets"), { recursive: true });
    writeFileSync(path.join(storefrontDist, "index.html"), "<!doctype html><html><head><title>storefront</title></head><body></body></html>");
    writeFileSync(path.join(storefrontDist, "assets/main-abc123.js"), "console.log('storefront')");
    // What the storefront's build writes beside each script: brotli and gzip copies.
    writeFileSync(path.join(storefrontDist, "assets/big-0a1b2c.js"), bigScript);
    writeFileSync(path.join(storefrontDist, "assets/big-0a1b2c.js.br"), brotliCompressSync(bigScript));
    writeFileSync(path.join(storefrontDist, "assets/big-0a1b2c.js.gz"), gzipSync(bigScript));
    writeFileSync(path.join(adminDist, "index.html"), "<!doctype html><title>admin</title>");
    writeFileSync(path.join(adminDist, "assets/admin-def456.js"), "console.log('admin')");
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" }, { frontEnds: { storefrontDist, adminDist } });
  });
  afterAll(() => app?.close());

  const get = (p: string, accept = "text/html") => fetch(`${app.url}${p}`, { headers: { accept } });

  it.each(["/", "/gallery", "/shop", "/no-such-page", "/blog/12"])("serves the storefront for %s (history fallback, revalidated)", async (p) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>storefront</title>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/admin", "/admin/", "/admin-login", "/admin-invitation"])("serves the back office for %s", async (p) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>admin</title>");
  });

  it("serves hashed build assets as immutable", async () => {
    for (const p of ["/assets/main-abc123.js", "/admin/assets/admin-def456.js"]) {
      const res = await get(p, "*/*");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("sends the build's precompressed copy of a script for the encoding the browser takes", async () => {
    const br = await raw(app.url, "/assets/big-0a1b2c.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.body.equals(brotliCompressSync(bigScript))).toBe(true);
    const gz = await raw(app.url, "/assets/big-0a1b2c.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(gzipSync(bigScript))).toBe(true);
    const plain = await raw(app.url, "/assets/big-0a1b2c.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it("never answers API paths with the SPA", async () => {
    expect((await get("/auth/api/unknown")).headers.get("content-type")).toMatch(/json/);
    expect((await get("/media/nothing.webp")).status).toBe(404);
    expect((await get("/assets/missing.js", "*/*")).status).toBe(404);
  });

  it("sends security headers (CSP, no sniffing, no framing)", async () => {
    const res = await get("/");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
