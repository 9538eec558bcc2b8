// Structured data in the server's first HTML (issue 25), with the real storefront build: each page
// kind's schema.org JSON-LD, checked by Adobe's validator (Google's rich-result requirements) to 0
// errors, and what it says checked against what the shop sells and the business settings.
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import path from "node:path";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, createPrint, filePart, startTestApp, type TestApp } from "../../test/harness.js";
import { galleryPath, printPath, workshopPath } from "./seo.js";
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

  it("/ names the site: a WebSite whose SearchAction leads to /search?q={search_term_string} (issue 46)", async () => {
    const { html, things, errors } = await pageData(app, "/");
    expect(errors).toEqual([]);
    const [site] = ofType(things, "WebSite");
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      name: "Chennai Wildlife Prints",
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: `${ORIGIN}/search?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    });
    // Browsers find the site's search from any page's head.
    expect(html).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Chennai Wildlife Prints" href="/opensearch.xml" />');
  });

  it("/ta names the same site, its SearchAction and its head's OpenSearch leading to the Tamil search page", async () => {
    const { html, things, errors } = await pageData(app, "/ta");
    expect(errors).toEqual([]);
    const [site] = ofType(things, "WebSite");
    expect(site).toMatchObject({
      "@id": `${ORIGIN}/#website`,
      potentialAction: { "@type": "SearchAction", target: `${ORIGIN}/ta/search?q={search_term_string}` },
    });
    expect(html).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Chennai Wildlife Prints" href="/ta/opensearch.xml" />');
  });

  it("/search is drawn by the server, noindex, follow, without a canonical or structured data; the browser finds the site's search from its head too (issue 46)", async () => {
    for (const url of ["/search?q=kingfisher", "/ta/search?q=kingfisher", "/search"]) {
      const res = await fetch(`${app.url}${url}`);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain('<meta name="robots" content="noindex, follow" />');
      expect(html, url).not.toContain('rel="canonical"');
      expect(structuredData(html), url).toEqual([]);
      expect(html, url).toContain('<link rel="search" type="application/opensearchdescription+xml"');
    }
    const html = await (await fetch(`${app.url}/search?q=kingfisher`)).text();
    expect(html).toContain("<title>Search: kingfisher — Chennai Wildlife Prints</title>");
    expect(html).toContain("Results for “kingfisher”");
  });

  it("a Tamil page names the business's Tamil address and city where the owner wrote them; the English pages keep the English (issue 30)", async () => {
    const set = await app.gql(
      `mutation { updateBusinessSettings(addressTa: "12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020", cityTa: "சென்னை, இந்தியா") { addressTa cityTa } }`,
      {},
      { token },
    );
    expect(set.body.data.updateBusinessSettings).toEqual({ addressTa: "12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020", cityTa: "சென்னை, இந்தியா" });
    try {
      const tamil = await pageData(app, "/ta/");
      expect(tamil.errors).toEqual([]);
      expect(ofType(tamil.things, "Organization")[0].address).toMatchObject({
        streetAddress: "12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020",
        addressLocality: "சென்னை",
        postalCode: "600020",
      });
      // The footer of every Tamil page, and the contact page's card, in Tamil (not marked English).
      expect(tamil.html).toMatch(/<span>சென்னை, இந்தியா<\/span>/);
      const contact = await (await fetch(`${app.url}/ta/contact`)).text();
      expect(contact).toMatch(/<p>12 பெசன்ட் அவென்யூ, அடையாறு, சென்னை 600020<\/p>/);

      const english = await pageData(app, "/");
      expect(ofType(english.things, "Organization")[0].address).toMatchObject({
        streetAddress: "12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu",
        addressLocality: "Chennai",
      });
      expect(english.html).toContain("<span>Chennai, India</span>");
      expect(await (await fetch(`${app.url}/contact`)).text()).toContain("<p>12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu</p>");
    } finally {
      await app.gql(`mutation { updateBusinessSettings(addressTa: "", cityTa: "") { cityTa } }`, {}, { token });
    }
    // Emptied: the Tamil page shows the English, marked as English.
    expect(await (await fetch(`${app.url}/ta/contact`)).text()).toContain('<p lang="en">12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu</p>');
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

  it("a print's page is a Product with one Offer per frame size at the checkout's price, free shipping in India and the returns of the policy", async () => {
    const print = await createPrint(app, "Greater Flamingos at Pulicat", [1499, 2999.5]);
    const path = printPath(print.id, "Greater Flamingos at Pulicat");
    const { things, errors } = await pageData(app, path);
    expect(errors).toEqual([]);
    const [product] = ofType(things, "Product");
    expect(product).toMatchObject({
      name: "Greater Flamingos at Pulicat",
      description: "A fine print.",
      sku: `PRINT-${print.id}`,
      brand: { "@type": "Brand", name: "Chennai Wildlife Prints" },
    });
    const images = product.image as string[];
    expect(images.length).toBeGreaterThan(1);
    for (const url of images) expect(url).toMatch(/^https:\/\/prints\.example\.in\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/);
    const offers = product.offers as Record<string, unknown>[];
    // The prices a checkout charges for each frame, in rupees with two decimals.
    const quoted = (
      await app.gql(`query($l: [CartPriceInput!]!) { cartPrices(lines: $l) { unitPricePaise } }`, {
        l: print.frames.map((f) => ({ portfolioItemId: print.id, frameId: f.id })),
      })
    ).body.data.cartPrices as { unitPricePaise: number }[];
    expect(offers.map((o) => o.price)).toEqual(quoted.map(({ unitPricePaise: p }) => `${Math.trunc(p / 100)}.${String(p % 100).padStart(2, "0")}`));
    expect(offers.map((o) => o.price)).toEqual(["1499.00", "2999.50"]);
    for (const offer of offers)
      expect(offer).toMatchObject({
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: `${ORIGIN}${path}`,
        shippingDetails: { shippingRate: { value: "0.00", currency: "INR" }, shippingDestination: { addressCountry: "IN" } },
        hasMerchantReturnPolicy: { applicableCountry: "IN", merchantReturnDays: 2, merchantReturnLink: `${ORIGIN}/returns` },
      });
    expect(ofType(things, "BreadcrumbList")[0].itemListElement).toHaveLength(3);
  });

  it("a limited edition's Offers say LimitedAvailability while prints are left and SoldOut when none is (issue 45)", async () => {
    const print = await createPrint(app, "Numbered Painted Storks", [1800, 3200]);
    const path = printPath(print.id, "Numbered Painted Storks");
    const availability = async () => {
      const { things, errors } = await pageData(app, path);
      expect(errors).toEqual([]);
      return (ofType(things, "Product")[0].offers as { availability: string }[]).map((o) => o.availability);
    };
    expect(await availability()).toEqual(["https://schema.org/InStock", "https://schema.org/InStock"]);
    const limit = `mutation($id: ID!, $closed: Boolean) { updatePortfolioItem(id: $id, editionSize: 10, editionClosed: $closed) { id } }`;
    expect((await app.gql(limit, { id: print.id }, { token })).body.errors).toBeUndefined();
    expect(await availability()).toEqual(["https://schema.org/LimitedAvailability", "https://schema.org/LimitedAvailability"]);
    // Closed early: none left to buy.
    expect((await app.gql(limit, { id: print.id, closed: true }, { token })).body.errors).toBeUndefined();
    expect(await availability()).toEqual(["https://schema.org/SoldOut", "https://schema.org/SoldOut"]);
  });

  it("a gallery group's photographs carry Google's image-licence fields, from the photo credits", async () => {
    await app.gql(`mutation { updateBusinessSettings(creator: "Priya Raman", creditLine: "Photo: Priya Raman") { creator } }`, {}, { token });
    const location = (await app.rest("POST", "/add-location", { token, form: { location: "Karikili" } })).body.data.id;
    const category = (await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: "pelicans" } })).body.data.id;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Spot-billed Pelicans",
      description: "Nesting at the lake.",
      locationIds: String(location),
      categoryId: String(category),
    }))
      form.append(k, v);
    form.append("images", filePart(await cameraJpeg({ width: 1600, height: 1066 }), "a.jpg"));
    form.append("images", filePart(await cameraJpeg({ width: 1200, height: 800, color: "#665544" }), "b.jpg"));
    const group = (await app.rest("POST", "/add-gallery", { token, multipart: form })).body.data as { id: number };
    const { things, errors } = await pageData(app, galleryPath(group.id, "Spot-billed Pelicans"));
    expect(errors).toEqual([]);
    const [gallery] = ofType(things, "ImageGallery");
    const images = gallery.image as Record<string, unknown>[];
    expect(images).toHaveLength(2);
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    for (const image of images) {
      expect(image.contentUrl).toMatch(/^https:\/\/prints\.example\.in\/media\//);
      expect(image).toMatchObject({
        "@type": "ImageObject",
        creator: { "@type": "Person", name: "Priya Raman" },
        creditText: "Photo: Priya Raman",
        copyrightNotice: `© ${year} Chennai Wildlife Prints (proprietorship)`,
        license: `${ORIGIN}/licensing`,
        acquireLicensePage: `${ORIGIN}/contact?type=Image%20licensing`,
      });
    }
    await app.gql(`mutation { updateBusinessSettings(creator: "", creditLine: "") { creator } }`, {}, { token });
  });

  it("a workshop is an Event in India's time with its place, organiser and price; full, it is sold out; a cost in words has no offer", async () => {
    const add = async (fields: Record<string, string>) => {
      const w = new FormData();
      for (const [k, v] of Object.entries({ description: "Dawn at the sanctuary.", destination: "Vedanthangal", maxParticipants: "10", ...fields }))
        w.append(k, v);
      return (await app.rest("POST", "/add-workshop", { token, multipart: w })).body.data as { id: number };
    };
    const travelDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const trip = await add({
      title: "Birding at Vedanthangal",
      travelDate,
      duration: "3 days",
      cost: "₹18,500 per person",
      meetingPoint: "Chengalpattu bus stand",
    });
    const { things, errors } = await pageData(app, workshopPath(trip.id, "Birding at Vedanthangal"));
    expect(errors).toEqual([]);
    const [event] = ofType(things, "Event");
    const end = new Date(Date.parse(`${travelDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(event).toMatchObject({
      name: "Birding at Vedanthangal",
      startDate: `${travelDate}T00:00:00+05:30`,
      endDate: `${end}T23:59:59+05:30`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Chengalpattu bus stand",
        address: { "@type": "PostalAddress", addressLocality: "Vedanthangal", addressCountry: "IN" },
      },
      organizer: { "@type": "Organization" },
      offers: { "@type": "Offer", price: "18500.00", priceCurrency: "INR", availability: "https://schema.org/InStock" },
    });

    const onRequest = await add({ title: "Owls at night", travelDate, duration: "Evening", cost: "On request" });
    const owls = ofType((await pageData(app, workshopPath(onRequest.id, "Owls at night"))).things, "Event")[0];
    expect(owls.offers).toBeUndefined();
    expect(owls.endDate).toBeUndefined();

    const full = await add({ title: "Pulicat by boat", travelDate, duration: "1 day", cost: "2500", maxParticipants: "1" });
    const join = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "Ravi", email: "ravi@example.in", phone: "+91 98400 12345", address: "Adyar, Chennai", numberOfPeople: 1) { seatsLeft } }`,
      { w: String(full.id) },
    );
    if (join.body.errors) throw new Error(JSON.stringify(join.body.errors));
    const sold = ofType((await pageData(app, workshopPath(full.id, "Pulicat by boat"))).things, "Event")[0];
    expect(sold.offers).toMatchObject({ price: "2500.00", availability: "https://schema.org/SoldOut" });
  });

  it("every address the sitemaps list answers 200, drawn by the server, naming itself as its canonical (issue 25)", async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const urls: string[] = [];
    for (const child of locs(index)) {
      expect(child.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
      const res = await fetch(`${app.url}${child.slice(ORIGIN.length)}`);
      expect(res.status).toBe(200);
      urls.push(...locs(await res.text()).filter((u) => !/\/media\//.test(u)));
    }
    // The pages of this test's prints, gallery groups, workshops and posts are among them.
    expect(urls.filter((u) => /\/(shop|gallery|workshops|blog)\/\d+/.test(u)).length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const res = await fetch(`${app.url}${url.slice(ORIGIN.length)}`, { redirect: "manual" });
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(
        [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]),
        url,
      ).toEqual([url]);
    }
  });

  it("an error page and a private page carry none", async () => {
    const missing = await fetch(`${app.url}/blog/98765`);
    expect(missing.status).toBe(404);
    expect(structuredData(await missing.text())).toEqual([]);
    expect(structuredData(await (await fetch(`${app.url}/cart`)).text())).toEqual([]);
  });
});
