// Issue 42 item 23: MariaDB compared keys under utf8mb4_unicode_ci, where every emoji equals every
// other, `Café` equals `cafe` and a token equals the same token in other case, while SQLite compares
// bytes: the two accepted and refused different names, and a token matched its case-swapped twin.
// Tokens, keys and Instagram short codes compare bytes (utf8mb4_bin) on MariaDB as on SQLite, and the
// unique names are normalised in code (core/names.ts) the same way for both: the same answers here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, dialect, placePaidOrder, startTestApp, uploadImage, type TestApp } from "../../test/harness.js";

const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");

describe(`keys and names compare alike on both databases (${dialect})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  const createLocation = async (name: string) => {
    const res = await app.gql(`mutation($n: String!) { createLocation(name: $n) { id name } }`, { n: name }, { token });
    return res.body.errors ? { refused: res.body.errors[0].extensions?.code as string } : { name: res.body.data.createLocation.name as string };
  };

  it("location names: accents and emoji are distinct; case, spaces and Unicode composition are not", async () => {
    expect(await createLocation("Café Point")).toEqual({ name: "Café Point" });
    expect(await createLocation("Cafe Point")).toEqual({ name: "Cafe Point" });
    expect(await createLocation("CAFÉ POINT")).toEqual({ refused: "CONFLICT" });
    // The same letters, decomposed (e + combining acute): the same name, stored composed.
    expect(await createLocation("Cafe\u0301 Point")).toEqual({ refused: "CONFLICT" });
    expect(await createLocation("Tiger Reserve")).toEqual({ name: "Tiger Reserve" });
    expect(await createLocation("  Tiger   Reserve ")).toEqual({ refused: "CONFLICT" });
    expect(await createLocation("Marsh 🦩")).toEqual({ name: "Marsh 🦩" });
    expect(await createLocation("Marsh 🦆")).toEqual({ name: "Marsh 🦆" });
    expect(await createLocation("Tamil ஏரி")).toEqual({ name: "Tamil ஏரி" });
    expect(await createLocation("Tamil ஏறி")).toEqual({ name: "Tamil ஏறி" });
  });

  it("shop subcategories and frame sizes: the same rule", async () => {
    const cats = (await app.gql(`{ shopCategories { id } }`)).body.data.shopCategories as { id: string }[];
    const sub = async (name: string) => {
      const res = await app.gql(
        `mutation($c: ID!, $n: String!) { createShopSubcategory(categoryId: $c, name: $n) { name } }`,
        { c: cats[0].id, n: name },
        { token },
      );
      return res.body.errors ? res.body.errors[0].extensions?.code : res.body.data.createShopSubcategory.name;
    };
    expect(await sub("Rés Print")).toBe("Rés Print");
    expect(await sub("Res Print")).toBe("Res Print");
    expect(await sub("res  print ")).toBe("CONFLICT");
    const frame = async (name: string) => {
      const res = await app.gql(
        `mutation($n: String!) { createFrameSize(size: "Panorama", name: $n, widthCm: 90, heightCm: 40) { id } }`,
        { n: name },
        { token },
      );
      return res.body.errors ? res.body.errors[0].extensions?.code : "created";
    };
    expect(await frame("Teak 🖼")).toBe("created");
    expect(await frame("Teak 🪞")).toBe("created");
    expect(await frame("Téak 🖼")).toBe("created");
    expect(await frame(" teak  🖼")).toBe("CONFLICT");
  });

  it("Instagram short codes differing only in case are two posts", async () => {
    const imageId = await uploadImage(app);
    const a = await app.services.content.createPost({ caption: "Flamingos", imageId, shortCode: "CzB3xQaLm1P" });
    const b = await app.services.content.createPost({ caption: "Pelicans", imageId, shortCode: "czb3XqAlM1p" });
    expect(a.id).not.toBe(b.id);
    const rows = await app.ds.query("SELECT id FROM instagram_posts WHERE shortCode = ?", ["czb3XqAlM1p"]);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
  });

  it("a newsletter token in other case names no one", async () => {
    await app.services.newsletter.subscribe({ email: "kite@example.in", firstName: "Black", lastName: "Kite" }, "collation-test");
    const [{ confirmToken }] = await app.ds.query("SELECT confirmToken FROM newsletter_subscribers WHERE email = ?", ["kite@example.in"]);
    expect(swapCase(confirmToken as string)).not.toBe(confirmToken);
    expect(await app.services.newsletter.confirmation(confirmToken as string)).toBe("pending");
    expect(await app.services.newsletter.confirmation(swapCase(confirmToken as string))).toBe("invalid");
  });

  // Mailboxes are stored and compared lower-cased (newsletter.service.ts, core/email.ts mailboxKey):
  // under utf8mb4_unicode_ci `josé@` was also `jose@`, which are two mailboxes.
  it("newsletter addresses: josé@… and jose@… are two subscribers, each with its own link; JOSÉ@… is josé@…", async () => {
    const subscribe = (email: string) => app.services.newsletter.subscribe({ email, firstName: "", lastName: "" }, "collation-mailboxes");
    await subscribe("josé@example.in");
    await subscribe("jose@example.in");
    await subscribe("JOSÉ@Example.in");
    const rows: { email: string; confirmToken: string }[] = await app.ds.query(
      "SELECT email, confirmToken FROM newsletter_subscribers WHERE email IN (?, ?) ORDER BY id",
      ["josé@example.in", "jose@example.in"],
    );
    expect(rows.map((r) => r.email)).toEqual(["josé@example.in", "jose@example.in"]);
    expect(rows[0].confirmToken).not.toBe(rows[1].confirmToken);
  });

  it("a code's per-customer limit: josé@… and jose@… are two customers; JOSÉ@… is josé@…", async () => {
    const print = await createPrint(app, "Purple Sunbird", [999]);
    await app.gql(`mutation { createDiscountCode(code: "ONCE-EACH", kind: PERCENT, value: 10, maxUsesPerCustomer: 1) { id } }`, {}, { token });
    let phones = 0;
    const checkout = async (email: string) => {
      const res = await app.gql(
        `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i, discountCode: "ONCE-EACH") { orderId } }`,
        {
          c: { ...CUSTOMER, email, phone: `98${String(4_100_000 + ++phones * 7).padStart(8, "0")}` },
          i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
        },
      );
      return res.body.errors ? res.body.errors[0].message : "started";
    };
    expect(await checkout("josé@example.in")).toBe("started");
    expect(await checkout("jose@example.in")).toBe("started");
    expect(await checkout("JOSÉ@EXAMPLE.IN")).toBe("You have already used this code");
  });

  it("a print sold under titles differing only in case keeps one sales row each, in the running totals and in a rebuild", async () => {
    const print = await createPrint(app, "Pied Kingfisher", [999]);
    const sell = () => placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    await sell();
    const renamed = await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, title: "PIED KINGFISHER") { title } }`, { id: print.id }, { token });
    expect(renamed.body.data.updatePortfolioItem.title).toBe("PIED KINGFISHER");
    await sell();
    const rows = () =>
      app.ds.query<{ title: string; units: number }[]>("SELECT title, units FROM sales_monthly_prints WHERE portfolioItemId = ?", [Number(print.id)]);
    const expected = [
      { title: "PIED KINGFISHER", units: 1 },
      { title: "Pied Kingfisher", units: 1 },
    ];
    expect((await rows()).map((r) => ({ title: r.title, units: Number(r.units) })).sort((a, b) => (a.title < b.title ? -1 : 1))).toEqual(expected);
    await app.services.analytics.rebuildSales();
    expect((await rows()).map((r) => ({ title: r.title, units: Number(r.units) })).sort((a, b) => (a.title < b.title ? -1 : 1))).toEqual(expected);
  });
});
