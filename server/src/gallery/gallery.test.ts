import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, startTestApp, uploadForm, type TestApp } from "../../test/harness.js";

describe("gallery", () => {
  let app: TestApp;
  let token: string;
  let loc: { pulicat: number; adyar: number };
  let cat: { waterfowl: number; raptors: number };

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    const add = async (route: string, form: Record<string, string>) => (await app.rest("POST", route, { token, form })).body.data.id as number;
    loc = { pulicat: await add("/add-location", { location: "Pulicat Lake" }), adyar: await add("/add-location", { location: "Adyar Estuary" }) };
    cat = { waterfowl: await add("/add-gallerycat", { categoryName: "waterfowl" }), raptors: await add("/add-gallerycat", { categoryName: "raptors" }) };
  });
  afterAll(() => app?.close());

  const galleryForm = async (fields: { title?: string; description?: string; locationIds?: number[]; categoryId?: number; images?: number }) => {
    const form = new FormData();
    if (fields.title !== undefined) form.append("title", fields.title);
    if (fields.description !== undefined) form.append("description", fields.description);
    for (const id of fields.locationIds ?? []) form.append("locationIds", String(id));
    if (fields.categoryId !== undefined) form.append("categoryId", String(fields.categoryId));
    for (let i = 0; i < (fields.images ?? 0); i++)
      form.append(
        "images",
        filePart(await cameraJpeg({ color: `#${(0x204060 + i * 0x111111 + (fields.title?.length ?? 0)).toString(16).slice(-6)}` }), `shot-${i}.jpg`),
      );
    return form;
  };

  it("add-gallery (multipart, repeated locationIds and images) creates one group", async () => {
    const form = await galleryForm({
      title: "Greater Flamingos",
      description: "Wading in pink lines.",
      locationIds: [loc.pulicat, loc.adyar],
      categoryId: cat.waterfowl,
      images: 3,
    });
    const res = await app.rest("POST", "/add-gallery", { token, multipart: form });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, message: "Gallery item added successfully!" });
    const item = res.body.data;
    expect(item).toMatchObject({
      title: "Greater Flamingos",
      description: "Wading in pink lines.",
      category_name: "waterfowl",
      locations: ["Adyar Estuary", "Pulicat Lake"],
      location_name: "Adyar Estuary, Pulicat Lake",
    });
    expect(item.tittle_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.images).toHaveLength(3);
    for (const img of item.images) {
      expect(img.title).toBe("Greater Flamingos");
      expect(img.image_url).toMatch(/^\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/);
      expect((await fetch(`${app.url}${img.image_url}`)).status).toBe(200);
    }
  });

  it("add-gallery refuses missing fields with the spec's message and writes nothing", async () => {
    const cases = [
      { locationIds: [loc.pulicat], categoryId: cat.waterfowl, images: 1 },
      { title: "No location", categoryId: cat.waterfowl, images: 1 },
      { title: "No category", locationIds: [loc.pulicat], images: 1 },
      { title: "No image", locationIds: [loc.pulicat], categoryId: cat.waterfowl, images: 0 },
    ];
    for (const c of cases) {
      const res = await app.rest("POST", "/add-gallery", { token, multipart: await galleryForm(c) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Please fill in all fields and upload at least one image" });
    }
    expect((await app.rest("GET", "/view-gallery")).body).toHaveLength(1);
  });

  it("add-gallery refuses a non-image among the files; no group and no media are written", async () => {
    const mediaBefore = readdirSync(path.join(app.dataDir, "media")).length;
    const form = await galleryForm({ title: "Mixed", locationIds: [loc.adyar], categoryId: cat.raptors, images: 0 });
    form.append("images", filePart(Buffer.from("MZ this is an executable"), "setup.exe", "application/octet-stream"));
    const res = await app.rest("POST", "/add-gallery", { token, multipart: form });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Only image files can be uploaded (JPEG, PNG, WebP, AVIF, GIF or TIFF)");
    expect((await app.rest("GET", "/view-gallery")).body).toHaveLength(1);
    expect(readdirSync(path.join(app.dataDir, "media")).length).toBe(mediaBefore);
  });

  it("add-gallery refuses an unknown category or location with 400", async () => {
    const res = await app.rest("POST", "/add-gallery", {
      token,
      multipart: await galleryForm({ title: "Ghost", locationIds: [loc.adyar], categoryId: 9999, images: 1 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The chosen category does not exist");
  });

  it("GraphQL: uploadMedia then createGalleryItem; galleryItems sorts by title and filters", async () => {
    const ids: string[] = [];
    for (const color of ["#112233", "#445566"]) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
        body: uploadForm(`mutation($file: Upload!) { uploadMedia(file: $file) { id } }`, filePart(await cameraJpeg({ color }), "k.jpg")),
      });
      ids.push(((await res.json()) as any).data.uploadMedia.id);
    }
    const created = await app.gql(
      `mutation($m: [ID!]!, $l: [ID!]!, $c: ID!) { createGalleryItem(title: "Brahminy Kite", categoryId: $c, locationIds: $l, mediaIds: $m) { id groupId imageCount locationIds categoryId category { displayName } images { position image { id } } } }`,
      { m: ids, l: [loc.pulicat], c: cat.raptors },
      { token },
    );
    const item = created.body.data.createGalleryItem;
    expect(item).toMatchObject({ imageCount: 2, locationIds: [String(loc.pulicat)], categoryId: String(cat.raptors), category: { displayName: "Raptors" } });
    expect(item.images.map((i: { image: { id: string } }) => i.image.id)).toEqual(ids);

    const all = (await app.gql(`{ galleryItems { title } }`)).body.data.galleryItems;
    expect(all.map((i: { title: string }) => i.title)).toEqual(["Brahminy Kite", "Greater Flamingos"]);
    const byLocation = (await app.gql(`query($l: ID) { galleryItems(locationId: $l) { title } }`, { l: loc.adyar })).body.data.galleryItems;
    expect(byLocation).toEqual([{ title: "Greater Flamingos" }]);
    const byCategory = (await app.gql(`query($c: ID) { galleryItems(categoryId: $c) { title } }`, { c: cat.raptors })).body.data.galleryItems;
    expect(byCategory).toEqual([{ title: "Brahminy Kite" }]);

    const missing = await app.gql(
      `mutation($l: [ID!]!, $c: ID!) { createGalleryItem(title: "X", categoryId: $c, locationIds: $l, mediaIds: []) { id } }`,
      { l: [loc.pulicat], c: cat.raptors },
      { token },
    );
    expect(missing.body.errors[0]).toMatchObject({
      message: "Please fill in all fields and upload at least one image",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("galleryPage gives the storefront a page at a time, by title, with the filtered total", async () => {
    const page = async (v: Record<string, unknown>) =>
      (
        await app.gql(
          `query($l: ID, $c: ID, $o: Int, $n: Int) { galleryPage(locationId: $l, categoryId: $c, offset: $o, limit: $n) { items { title } total hasMore } }`,
          v,
        )
      ).body.data.galleryPage;
    const all = (await app.gql(`{ galleryItems { title } }`)).body.data.galleryItems.map((i: { title: string }) => i.title);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await page({ o: 0, n: 1 });
    expect(first).toEqual({ items: [{ title: all[0] }], total: all.length, hasMore: true });
    const rest = await page({ o: 1, n: 48 });
    expect(rest.items.map((i: { title: string }) => i.title)).toEqual(all.slice(1));
    expect(rest.hasMore).toBe(false);
    expect(await page({ l: loc.adyar })).toEqual({ items: [{ title: "Greater Flamingos" }], total: 1, hasMore: false });
    expect(await page({ c: cat.raptors, o: 5 })).toEqual({ items: [], total: 1, hasMore: false });
    // A caller cannot ask for the whole gallery at once through it.
    const huge = await app.gql(`{ galleryPage(limit: 100000) { items { id } } }`);
    expect(huge.body.errors).toBeUndefined();
    expect(huge.body.data.galleryPage.items.length).toBeLessThanOrEqual(48);
  });

  it("the admin list pages with its count, and loads each page in a fixed number of queries", async () => {
    const res = await app.gql(
      `{ allGalleryItems(page: 0, perPage: 1, sortField: "title", sortOrder: "DESC") { title imageCount locations { name } } _allGalleryItemsMeta { count } }`,
      {},
      { token },
    );
    expect(res.body.data).toEqual({
      allGalleryItems: [{ title: "Greater Flamingos", imageCount: 3, locations: [{ name: "Adyar Estuary" }, { name: "Pulicat Lake" }] }],
      _allGalleryItemsMeta: { count: 2 },
    });

    const queries: string[] = [];
    const logger = app.ds.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (q: string) => void queries.push(q);
    const before = app.ds.options.logging;
    Object.assign(app.ds.options, { logging: ["query"] });
    try {
      await app.gql(`{ allGalleryItems(perPage: 50) { title category { name } locations { name } images { image { url } } } }`, {}, { token });
    } finally {
      Object.assign(app.ds.options, { logging: before });
      logger.logQuery = original;
    }
    // One query for the page of ids, one for the groups with their relations (the token check aside).
    // (The outbox workers' polls, which may fall in the same moment, are not the request's.)
    expect(
      queries.filter((q) => /^SELECT/i.test(q.trim()) && !/admin_users|admin_sessions|admin_totp|mail_outbox|webhook_deliveries|media_jobs/.test(q)),
    ).toHaveLength(2);
  });

  it("galleryTotals counts groups and images for the back office", async () => {
    const res = await app.gql(`{ galleryTotals { items images } }`, {}, { token });
    expect(res.body.data.galleryTotals).toEqual({ items: 2, images: 5 });
    expect((await app.gql(`{ galleryTotals { items } }`)).status).toBe(401);
  });

  it("view-gallery is the bare list, gallery the {status, data} envelope, both sorted by title", async () => {
    const bare = await app.rest("GET", "/view-gallery");
    expect(bare.body.map((i: { title: string }) => i.title)).toEqual(["Brahminy Kite", "Greater Flamingos"]);
    expect(Object.keys(bare.body[0])).toEqual(
      expect.arrayContaining(["id", "title", "description", "tittle_id", "locations", "location_name", "category_name", "images"]),
    );
    expect((await app.rest("GET", "/gallery")).body).toEqual({ status: true, data: bare.body });
  });

  it("delete-gallery removes one image; the group goes with its last image", async () => {
    const kite = (await app.rest("GET", "/view-gallery")).body[0];
    const first = await app.rest("DELETE", `/delete-gallery/${kite.images[0].id}`, { token });
    expect(first.body).toEqual({ status: true, message: "Gallery item deleted successfully!" });
    expect((await app.rest("GET", "/view-gallery")).body[0].images).toHaveLength(1);
    await app.rest("DELETE", `/delete-gallery/${kite.images[1].id}`, { token });
    expect((await app.rest("GET", "/view-gallery")).body.map((i: { title: string }) => i.title)).toEqual(["Greater Flamingos"]);
    expect((await app.rest("DELETE", `/delete-gallery/${kite.images[1].id}`, { token })).status).toBe(404);
  });

  it("delete-gallery-group removes the whole group and answers deletedCount", async () => {
    const flamingos = (await app.rest("GET", "/view-gallery")).body[0];
    const res = await app.rest("DELETE", `/delete-gallery-group/${flamingos.tittle_id}`, { token });
    expect(res.body).toEqual({ status: true, message: "Gallery group deleted successfully! (3 images removed)", deletedCount: 3 });
    expect((await app.rest("GET", "/view-gallery")).body).toEqual([]);
    expect((await app.rest("DELETE", `/delete-gallery-group/${flamingos.tittle_id}`, { token })).status).toBe(404);
  });
});
