import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, startTestApp, type TestApp } from "../../test/harness.js";

describe("locations and gallery categories", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("add-location (form-encoded) trims the name and answers 201 with the row", async () => {
    const res = await app.rest("POST", "/add-location", { token, form: { location: "  Pulicat   Lake " } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, data: { location: "Pulicat Lake" } });
  });

  it("add-location answers 409 for a duplicate, whatever its case", async () => {
    const res = await app.rest("POST", "/add-location", { token, form: { location: "pulicat lake" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: false, message: "Duplicate: Location already exists!" });
  });

  it("add-location refuses a blank name with 400", async () => {
    const res = await app.rest("POST", "/add-location", { token, json: { location: "   " } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Location name is required");
  });

  it("view-location is a bare list sorted by name; locations is the {status, data} envelope", async () => {
    await app.rest("POST", "/add-location", { token, form: { location: "Adyar Estuary" } });
    const list = await app.rest("GET", "/view-location");
    expect(list.body.map((l: { location: string }) => l.location)).toEqual(["Adyar Estuary", "Pulicat Lake"]);
    expect(Object.keys(list.body[0]).sort()).toEqual(["id", "location"]);
    const envelope = await app.rest("GET", "/locations");
    expect(envelope.body).toEqual({ status: true, data: list.body });
  });

  it("add-gallerycat answers 201, then 409 'Duplicate: Already exists!'; view-gallerycat lists it", async () => {
    const first = await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: "raptors" } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ category_name: "raptors" });
    const dup = await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: "Raptors" } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("Duplicate: Already exists!");
    expect((await app.rest("GET", "/view-gallerycat")).body).toEqual([{ id: first.body.data.id, category_name: "raptors" }]);
    expect((await app.rest("GET", "/gallery-categories")).body).toEqual({ status: true, data: [{ id: first.body.data.id, category_name: "raptors" }] });
  });

  it("GraphQL createLocation / createGalleryCategory answer CONFLICT with the spec's messages", async () => {
    const loc = await app.gql(`mutation { createLocation(name: "PULICAT LAKE") { id } }`, {}, { token });
    expect(loc.status).toBe(409);
    expect(loc.body.errors[0]).toMatchObject({ message: "Duplicate: Location already exists!", extensions: { code: "CONFLICT" } });
    const cat = await app.gql(`mutation { createGalleryCategory(name: "songbirds") { id name displayName } }`, {}, { token });
    expect(cat.body.data.createGalleryCategory).toMatchObject({ name: "songbirds", displayName: "Songbirds" });
  });

  it("the admin list pages, sorts, searches and counts (ra-data-graphql-simple arguments)", async () => {
    for (const name of ["Guindy National Park", "Vedanthangal", "Pallikaranai Marsh"])
      await app.gql(`mutation($n: String!) { createLocation(name: $n) { id } }`, { n: name }, { token });
    const page = await app.gql(
      `{ allLocations(page: 1, perPage: 2, sortField: "name", sortOrder: "DESC") { name slug } _allLocationsMeta { count } }`,
      {},
      { token },
    );
    expect(page.body.data._allLocationsMeta.count).toBe(5);
    expect(page.body.data.allLocations).toEqual([
      { name: "Pallikaranai Marsh", slug: "pallikaranai-marsh" },
      { name: "Guindy National Park", slug: "guindy-national-park" },
    ]);
    const search = await app.gql(`{ allLocations(filter: { q: "MARSH" }) { name } _allLocationsMeta(filter: { q: "marsh" }) { count } }`, {}, { token });
    expect(search.body.data).toEqual({ allLocations: [{ name: "Pallikaranai Marsh" }], _allLocationsMeta: { count: 1 } });
    const bad = await app.gql(`{ allLocations(sortField: "nameKey; DROP TABLE locations") { id } }`, {}, { token });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("updateLocation renames; the public locations query is sorted by name", async () => {
    const all = (await app.gql(`{ locations { id name } }`)).body.data.locations as { id: string; name: string }[];
    expect(all.map((l) => l.name)).toEqual([...all.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
    const vedanthangal = all.find((l) => l.name === "Vedanthangal")!;
    const res = await app.gql(
      `mutation($id: ID!) { updateLocation(id: $id, name: "Vedanthangal Bird Sanctuary") { name } }`,
      { id: vedanthangal.id },
      { token },
    );
    expect(res.body.data.updateLocation.name).toBe("Vedanthangal Bird Sanctuary");
  });

  it("delete-location removes an unused location; a used one answers 409 and stays", async () => {
    const spare = await app.rest("POST", "/add-location", { token, form: { location: "Kelambakkam Backwaters" } });
    const del = await app.rest("PUT", `/delete-location/${spare.body.data.id}`, { token });
    expect(del.body).toEqual({ status: true, message: "Location deleted successfully" });
    expect((await app.rest("GET", "/view-location")).body.some((l: { location: string }) => l.location === "Kelambakkam Backwaters")).toBe(false);

    const locations = (await app.rest("GET", "/view-location")).body;
    const categories = (await app.rest("GET", "/view-gallerycat")).body;
    const form = new FormData();
    form.append("title", "Shikra");
    form.append("locationIds", String(locations[0].id));
    form.append("categoryId", String(categories[0].id));
    form.append("images", filePart(await cameraJpeg(), "shikra.jpg"));
    expect((await app.rest("POST", "/add-gallery", { token, multipart: form })).status).toBe(201);

    const used = await app.rest("PUT", `/delete-location/${locations[0].id}`, { token });
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/used by 1 gallery group/);
    const usedCat = await app.rest("PUT", `/delete-gallerycat/${categories[0].id}`, { token });
    expect(usedCat.status).toBe(409);
    expect((await app.rest("GET", "/view-location")).body).toHaveLength(locations.length);

    expect((await app.rest("PUT", "/delete-location/999999", { token })).status).toBe(404);
  });
});
