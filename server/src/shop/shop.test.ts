import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, createPrint, filePart, startTestApp, uploadImage, type TestApp } from "../../test/harness.js";

describe("the catalogue of framed prints", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("seeds the reference data into an empty database even without demo content", async () => {
    const frames = await app.rest("GET", "/framemaster", { token });
    expect(frames.body.map((f: { frame_size: string; frame_name: string }) => `${f.frame_size} (${f.frame_name})`)).toEqual([
      "8x12 (Classic Black)",
      "12x18 (Classic Black)",
      "16x24 (Natural Teak)",
      "20x30 (Natural Teak)",
      "24x36 (Gallery White)",
    ]);
    const cats = await app.rest("GET", "/getcategorymaster", { token });
    expect(cats.body.map((c: { category_name: string }) => c.category_name)).toEqual(["Birds", "Landscapes", "Wildlife"]);
    const subs = await app.rest("GET", `/getsubcategorymaster?catid=${cats.body[0].id}`, { token });
    expect(subs.body.map((s: { sub_category_name: string }) => s.sub_category_name)).toEqual(["Kingfishers", "Raptors", "Songbirds", "Waterbirds"]);
    expect((await app.rest("GET", "/gallery")).body.data).toEqual([]);
  });

  it("the owner adds a frame size; a duplicate is a CONFLICT; one in use cannot be deleted", async () => {
    const res = await app.gql(`mutation { createFrameSize(size: "30x45", name: "Walnut", widthCm: 96, heightCm: 134) { id label } }`, {}, { token });
    expect(res.body.data.createFrameSize.label).toBe("30x45 (Walnut)");
    const dup = await app.gql(`mutation { createFrameSize(size: "30X45", name: "walnut", widthCm: 96, heightCm: 134) { id } }`, {}, { token });
    expect(dup.body.errors[0]).toMatchObject({ message: "Duplicate: Frame size already exists!", extensions: { code: "CONFLICT" } });
    const print = await createPrint(app, "Used frame", [999]);
    const firstFrame = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes[0].id;
    const del = await app.gql(`mutation($id: ID!) { deleteFrameSize(id: $id) { id } }`, { id: firstFrame }, { token });
    expect(del.body.errors[0].extensions.code).toBe("CONFLICT");
    await app.gql(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id: print.id }, { token });
  });

  it("a shop category or subcategory that a print uses cannot be deleted (shop answers masters whether it is in use)", async () => {
    const print = await createPrint(app, "Used category", [999]);
    const cat = (await app.gql(`{ shopCategories { id subcategories { id } } }`)).body.data.shopCategories[0];
    const delSub = await app.gql(`mutation($id: ID!) { deleteShopSubcategory(id: $id) { id } }`, { id: cat.subcategories[0].id }, { token });
    expect(delSub.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^This subcategory has \d+ prints?; move them first$/),
      extensions: { code: "CONFLICT" },
    });
    const delCat = await app.gql(`mutation($id: ID!) { deleteShopCategory(id: $id) { id } }`, { id: cat.id }, { token });
    expect(delCat.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^This category has \d+ prints?; move them first$/),
      extensions: { code: "CONFLICT" },
    });
    const after = (await app.gql(`{ shopCategories { id subcategories { id } } }`)).body.data.shopCategories[0];
    expect(after).toEqual(cat);
    await app.gql(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id: print.id }, { token });
  });

  it("refuses an incomplete print with the spec's message, and a subcategory of another category", async () => {
    const cats = (await app.gql(`{ shopCategories { id subcategories { id } } }`)).body.data.shopCategories;
    const imageId = await uploadImage(app);
    const frame = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes[0].id;
    const create = (vars: Record<string, unknown>) =>
      app.gql(
        `mutation($t: String!, $d: String!, $c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!) { createPortfolioItem(title: $t, description: $d, categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p) { id } }`,
        { t: "Heron", d: "Grey heron.", c: cats[0].id, s: cats[0].subcategories[0].id, i: imageId, p: [{ frameSizeId: frame, pricePaise: 149900 }], ...vars },
        { token },
      );
    for (const bad of [{ t: " " }, { d: "" }, { p: [] }, { p: [{ frameSizeId: frame, pricePaise: 0 }] }]) {
      expect((await create(bad)).body.errors[0]).toMatchObject({
        message: "Please fill all fields and set price for each selected frame size",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const mismatch = await create({ s: cats[1].subcategories[0].id });
    expect(mismatch.body.errors[0].message).toBe("The subcategory does not belong to the chosen category");
    expect((await app.gql(`{ _allPortfolioItemsMeta { count } }`, {}, { token })).body.data._allPortfolioItemsMeta.count).toBe(0);
  });

  it("shopItems pages newest first, and says when there is more", async () => {
    for (let i = 1; i <= 5; i++) await createPrint(app, `Print ${i}`, [1000 + i, 2000 + i], `#${(0x102030 * i).toString(16).slice(-6)}`);
    const page = async (offset: number) =>
      (await app.gql(`{ shopItems(offset: ${offset}, limit: 2) { total hasMore items { title basePricePaise frames { size pricePaise } } } }`)).body.data
        .shopItems;
    const first = await page(0);
    expect(first).toMatchObject({ total: 5, hasMore: true });
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(["Print 5", "Print 4"]);
    expect(first.items[0]).toMatchObject({
      basePricePaise: 100500,
      frames: [
        { size: "8x12", pricePaise: 100500 },
        { size: "12x18", pricePaise: 200500 },
      ],
    });
    expect((await page(2)).hasMore).toBe(true);
    const last = await page(4);
    expect(last).toMatchObject({ hasMore: false });
    expect(last.items.map((i: { title: string }) => i.title)).toEqual(["Print 1"]);
  });

  it("getAdsWithFrames answers the old shape with rupee prices and filters by category", async () => {
    const ads = await app.rest("GET", "/getAdsWithFrames");
    expect(ads.body).toHaveLength(5);
    expect(ads.body[0]).toMatchObject({
      title: "Print 5",
      categoryName: "Birds",
      frames: [
        { frameSize: "8x12", frameName: "Classic Black", price: 1005 },
        { frameSize: "12x18", price: 2005 },
      ],
    });
    expect(ads.body[0].imageUrl).toMatch(/^\/media\//);
    const other = (await app.rest("GET", "/getcategorymaster", { token })).body.find((c: { category_name: string }) => c.category_name === "Wildlife");
    expect((await app.rest("GET", `/getAdsWithFrames?categoryId=${other.id}`)).body).toEqual([]);
  });

  it("getAdsWithFrames answers every print (the old site stopped at 48), or a page when asked", async () => {
    const before = (await app.rest("GET", "/getAdsWithFrames")).body.length as number;
    const imageId = await uploadImage(app, "#445566");
    const frames = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes as { id: string }[];
    const cat = (await app.gql(`{ shopCategories { id subcategories { id } } }`)).body.data.shopCategories[0];
    for (let i = 1; i <= 50; i++) {
      const res = await app.gql(
        `mutation($t: String!, $c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!) { createPortfolioItem(title: $t, description: "A bulk print.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p) { id } }`,
        { t: `Bulk ${i}`, c: cat.id, s: cat.subcategories[0].id, i: imageId, p: [{ frameSizeId: frames[0].id, pricePaise: 150000 }] },
        { token },
      );
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    }
    const all = (await app.rest("GET", "/getAdsWithFrames")).body as { title: string }[];
    expect(all).toHaveLength(before + 50);
    expect(all[0].title).toBe("Bulk 50");
    const third = (await app.rest("GET", "/getAdsWithFrames?limit=20&page=3")).body as { title: string }[];
    expect(third.map((a) => a.title)).toEqual(all.slice(40, 60).map((a) => a.title));
    for (const bad of ["limit=0", "limit=x", "limit=5&page=0"]) {
      const res = await app.rest("GET", `/getAdsWithFrames?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(limit|page) must be/);
    }
  });

  it("add-ads (multipart, framePrices in rupees), get-Portfolio-Items rows per frame, update-ads, delete-ads", async () => {
    const frames = (await app.rest("GET", "/framemaster", { token })).body;
    const cat = (await app.rest("GET", "/getcategorymaster", { token })).body[0];
    const sub = (await app.rest("GET", `/getsubcategorymaster?catid=${cat.id}`, { token })).body[0];
    const form = new FormData();
    form.append("title", "Pied Kingfisher");
    form.append("description", "Hovering over the Adyar.");
    form.append("categoryId", String(cat.id));
    form.append("subcategoryId", String(sub.id));
    form.append(
      "framePrices",
      JSON.stringify([
        { frameId: frames[0].id, price: "1499.50" },
        { frameId: frames[2].id, price: 3999 },
      ]),
    );
    form.append("image", filePart(await cameraJpeg({ color: "#204080" }), "pied.jpg"));
    const added = await app.rest("POST", "/add-ads", { token, multipart: form });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ status: true, message: "Portfolio item added successfully" });

    const rows = await app.rest("GET", "/get-Portfolio-Items?limit=25&page=0", { token });
    const pied = rows.body.filter((r: { title: string }) => r.title === "Pied Kingfisher");
    expect(pied.map((r: { frameSize: string; framePrice: number }) => [r.frameSize, r.framePrice])).toEqual([
      ["8x12", 1499.5],
      ["16x24", 3999],
    ]);
    expect(Object.keys(pied[0]).sort()).toEqual([
      "categoryId",
      "categoryName",
      "description",
      "frameId",
      "frameName",
      "framePrice",
      "frameSize",
      "id",
      "imageUrl",
      "title",
    ]);
    expect((await app.rest("GET", "/get-Portfolio-Items?limit=2&page=1", { token })).body).toHaveLength(2);

    const update = new FormData();
    update.append("title", "Pied Kingfisher, hovering");
    update.append("description", "Hovering over the Adyar.");
    update.append("categoryId", String(cat.id));
    update.append("subcategoryId", String(sub.id));
    update.append(
      "framePrices",
      JSON.stringify([
        { frameId: frames[0].id, price: 1599 },
        { frameId: frames[2].id, price: 3999 },
      ]),
    );
    expect((await app.rest("PUT", `/update-ads/${pied[0].id}`, { token, multipart: update })).body.status).toBe(true);
    const after = (await app.rest("GET", "/get-Portfolio-Items?limit=50&page=0", { token })).body.filter((r: { id: number }) => r.id === pied[0].id);
    expect(after.map((r: { title: string; framePrice: number; frameId: number }) => [r.title, r.framePrice, r.frameId])).toEqual([
      ["Pied Kingfisher, hovering", 1599, pied[0].frameId],
      ["Pied Kingfisher, hovering", 3999, pied[1].frameId],
    ]);

    const del = await app.rest("PATCH", `/delete-ads/${pied[0].frameId}`, { token });
    expect(del.body).toEqual({ status: true, message: "Frame deleted successfully" });
    await app.rest("PATCH", `/delete-ads/${pied[1].frameId}`, { token });
    expect((await app.rest("GET", "/getAdsWithFrames")).body.some((a: { title: string }) => a.title.startsWith("Pied"))).toBe(false);
  });

  it("add-ads refuses missing fields with the spec's message", async () => {
    const form = new FormData();
    form.append("title", "No frames");
    const res = await app.rest("POST", "/add-ads", { token, multipart: form });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please fill all fields and set price for each selected frame size");
  });

  it("every admin path of the shop answers 401 without a token", async () => {
    for (const [method, route] of [
      ["GET", "/framemaster"],
      ["GET", "/getcategorymaster"],
      ["GET", "/getsubcategorymaster?catid=1"],
      ["GET", "/get-Portfolio-Items?limit=25&page=0"],
      ["POST", "/add-ads"],
      ["PUT", "/update-ads/1"],
      ["PATCH", "/delete-ads/1"],
    ]) {
      expect((await app.rest(method, route)).status).toBe(401);
    }
    for (const op of [
      `{ allPortfolioItems { id } }`,
      `{ allFrameSizes { id } }`,
      `mutation { createFrameSize(size: "1", name: "x") { id } }`,
      `mutation { deleteFramePrice(id: 1) }`,
      `mutation { createShopCategory(name: "x") { id } }`,
    ]) {
      expect((await app.gql(op)).status).toBe(401);
    }
  });
});
