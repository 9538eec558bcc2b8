import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, createPrint, filePart, startTestApp, type TestApp } from "../../test/harness.js";

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

  it.each(["/admin", "/admin/", "/admin-login"])("serves the back office for %s", async (p) => {
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

  it("writes Open Graph tags for a shared gallery group, escaped, with an absolute image URL", async () => {
    const token = await app.token();
    const location = (await app.rest("POST", "/add-location", { token, form: { location: "Pulicat Lake" } })).body.data.id;
    const category = (await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: "waterfowl" } })).body.data.id;
    const form = new FormData();
    form.append("title", 'Flamingos "in pink" <lines>');
    form.append("description", "Wading at dawn.");
    form.append("locationIds", String(location));
    form.append("categoryId", String(category));
    form.append("images", filePart(await cameraJpeg(), "f.jpg"));
    const item = (await app.rest("POST", "/add-gallery", { token, multipart: form })).body.data;

    const html = await (await get(`/gallery?item=${item.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Flamingos &quot;in pink&quot; &lt;lines&gt;" />');
    expect(html).toContain('<meta property="og:description" content="Wading at dawn." />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/prints\.example\.in\/media\/[0-9a-f]{64}\/\d+\.webp" \/>/);
    expect(html).toContain(`<meta property="og:url" content="https://prints.example.in/gallery?item=${item.id}" />`);
    expect(html).toContain("<title>Flamingos &quot;in pink&quot; &lt;lines&gt; — Chennai Wildlife Prints</title>");

    const plain = await (await get("/gallery?item=99999")).text();
    expect(plain).not.toContain("og:title");
    expect(plain).toContain("<title>storefront</title>");
  });

  it("writes Open Graph tags for a shared print", async () => {
    const print = await createPrint(app, "Brahminy Kite", [1499]);
    const html = await (await get(`/shop?print=${print.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Brahminy Kite — framed print" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(await (await get("/shop?print=abc")).text()).not.toContain("og:title");
  });
});
