// Structured data in the server's first HTML (issue 25), with the real storefront build: each page
// kind's schema.org JSON-LD, checked by Adobe's validator (Google's rich-result requirements) to 0
// errors, and what it says checked against what the shop sells and the business settings.
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import path from "node:path";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { STOREFRONT_DIST } from "../../test/storefront-build.js";

const ORIGIN = "https://prints.example.in";

type Thing = Record<string, unknown> & { "@type": string };

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Thing);
}

/** Adobe's validator on the page as a crawler extracts it: the errors (warnings are Google's "recommended"). */
async function validationErrors(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return issues.filter((i) => i.severity === "ERROR").map((i) => `${i.rootType}: ${i.issueMessage}`);
}

export async function pageData(app: TestApp, url: string): Promise<{ html: string; things: Thing[]; errors: string[] }> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, things: structuredData(html), errors: await validationErrors(html) };
}

const ofType = (things: Thing[], type: string) => things.filter((t) => t["@type"] === type);

describe("structured data in the first HTML", () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: ORIGIN }, { frontEnds: { storefrontDist: STOREFRONT_DIST, adminDist: path.join(tmpdir(), "no-admin-build") } });
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("/ names the business: an Organization with its address in Chennai, contacts and social profiles, from the settings", async () => {
    await app.gql(`mutation { updateBusinessSettings(phone: "+91 44 2441 0000") { phone } }`, {}, { token });
    const { things, errors } = await pageData(app, "/");
    expect(errors).toEqual([]);
    const [org] = ofType(things, "Organization");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@id": `${ORIGIN}/#organization`,
      name: "Chennai Wildlife Prints",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: "+91 44 2441 0000",
      email: "hello@chennaiwildlifeprints.in",
      address: { "@type": "PostalAddress", addressLocality: "Chennai", postalCode: "600020", addressCountry: "IN" },
      sameAs: ["https://www.instagram.com/chennaiwildlifeprints/", "https://www.facebook.com/chennaiwildlifeprints"],
    });
  });

  it("a blog post is a BlogPosting with India-time dates, its author and the business as publisher, and a breadcrumb", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "Flamingos </script> at Pulicat", excerpt: "Pink at dawn.", content: "<p>Flamingos.</p>", tags: "[]" }))
      form.append(k, v);
    const { id } = (await app.rest("POST", "/createblog", { token, multipart: form })).body.data;
    const { author } = (await app.gql(`query($id: ID!) { blogPost(id: $id) { author } }`, { id })).body.data.blogPost;
    const { html, things, errors } = await pageData(app, `/blog/${id}`);
    expect(errors).toEqual([]);
    // The title's "</script>" cannot end the block early.
    expect(html).not.toContain("Flamingos </script>");
    const [post] = ofType(things, "BlogPosting");
    expect(post).toMatchObject({
      headline: "Flamingos </script> at Pulicat",
      mainEntityOfPage: `${ORIGIN}/blog/${id}`,
      author: { "@type": "Person", name: author },
      publisher: { "@type": "Organization", name: "Chennai Wildlife Prints" },
    });
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(post.dateModified).toMatch(/\+05:30$/);
    const [trail] = ofType(things, "BreadcrumbList");
    expect((trail.itemListElement as { position: number; name: string; item: string }[]).map((c) => [c.position, c.name, c.item])).toEqual([
      [1, "Home", `${ORIGIN}/`],
      [2, "Blog", `${ORIGIN}/blog`],
      [3, "Flamingos </script> at Pulicat", `${ORIGIN}/blog/${id}`],
    ]);
  });

  it("an error page and a private page carry none", async () => {
    const missing = await fetch(`${app.url}/blog/98765`);
    expect(missing.status).toBe(404);
    expect(structuredData(await missing.text())).toEqual([]);
    expect(structuredData(await (await fetch(`${app.url}/cart`)).text())).toEqual([]);
  });
});
