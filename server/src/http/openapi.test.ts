// GET /auth/api/openapi.json (issue 14): an OpenAPI 3.1 document that a standard validator accepts,
// covering every path the REST router mounts (and nothing it does not), with the admin calls' token
// and scopes; the schemas it publishes are the ones the shims check with (a wrong type is a 400 naming
// the field, before any service runs), and the answers the shims give match the schemas it publishes.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../integrations/events.js";
import { SCOPES } from "../core/scopes.js";
import { cameraJpeg, createPrint, CUSTOMER, filePart, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { principalResolver } from "../app/principal.js";
import { createRestRouter } from "../app/rest.js";
import { scopesOf } from "./access.js";
import { declaredAccess } from "./api-route.js";

type Json = Record<string, any>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every `METHOD /path` the REST router mounts, read off the router itself. */
function mountedRoutes(router: Router): string[] {
  const out: string[] = [];
  for (const layer of router.stack as { route?: { path: string; methods: Record<string, boolean> } }[]) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== "_all") out.push(`${method.toUpperCase()} ${layer.route.path}`);
  }
  return out.sort();
}

describe("the OpenAPI document", () => {
  let app: TestApp;
  let doc: Json;
  let owner: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    owner = await app.token();
    const res = await fetch(`${app.url}/auth/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    doc = (await res.json()) as Json;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Checks an answer against the schema the document gives for that call and status. */
  const expectDocumented = (method: string, path: string, status: number, body: unknown) => {
    const op = doc.paths[path.replace(/:([A-Za-z_]+)/g, "{$1}")]?.[method.toLowerCase()];
    expect(op, `${method} ${path} is documented`).toBeDefined();
    const answer = op.responses[String(status)];
    expect(answer, `${method} ${path} documents its ${status}`).toBeDefined();
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema = answer.content["application/json"].schema;
      validate = ajv.compile(schema.$ref ? { ...doc.components.schemas.Error, $defs: {} } : schema);
      validators.set(key, validate);
    }
    expect(validate(body) ? [] : validate.errors, `${key}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  };

  it("covers every path the server mounts under /auth/api, and only those", () => {
    const mounted = mountedRoutes(createRestRouter(app.services, principalResolver(app.services), 1 << 20));
    const documented = Object.entries<Json>(doc.paths)
      .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path.replace(/\{([A-Za-z_]+)\}/g, ":$1")}`))
      .sort();
    expect(mounted.length).toBeGreaterThan(45);
    expect(documented).toEqual(mounted);
  });

  it("names the token and the API-key scopes of every admin call, and none for public ones", () => {
    // Who may call each shim, as the specs declare it (`access`): the same declaration route() mounts the guard from.
    const access = declaredAccess();
    expect(Object.keys(access).length).toBeGreaterThan(30);
    for (const [path, item] of Object.entries<Json>(doc.paths))
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{([A-Za-z_]+)\}/g, ":$1")}`;
        if (op.security.length === 0) {
          expect(access[key], `${key} is public but declares access`).toBeUndefined();
          continue;
        }
        expect(op.responses["401"], key).toBeDefined();
        expect(access[key], `${key} is an admin call but declares no access`).toBeDefined();
        expect(op.security).toEqual([{ bearer: [...scopesOf(access[key])] }]);
      }
    // Every shim that declares access is an admin call in the document.
    for (const [key, declared] of Object.entries(access)) {
      const [method, path] = key.split(" ");
      expect(doc.paths[path.replace(/:([A-Za-z_]+)/g, "{$1}")]?.[method.toLowerCase()]?.security, key).toEqual([{ bearer: [...scopesOf(declared)] }]);
    }
    expect(doc.paths["/getAdsWithFrames"].get.security).toEqual([]);
    expect(doc.paths["/add-location"].post.requestBody.content["application/x-www-form-urlencoded"].schema.required).toEqual(["location"]);
  });

  it("refuses a wrong type with 400 naming the field, before the service runs; a number for a text is taken as its text", async () => {
    const injected = await app.rest("POST", "/add-location", { token: owner, json: { location: { $gt: "" } } });
    expect(injected).toMatchObject({
      status: 400,
      body: { status: false, message: expect.stringMatching(/^Invalid request: body\.location has the wrong type/) },
    });
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM locations");
    expect(Number(n)).toBe(0);

    const listed = await app.rest("POST", "/contact", { json: { name: ["a", "b"], email: "x@example.in", subject: "s", message: "m" } });
    expect(listed).toMatchObject({ status: 400, body: { success: false, message: expect.stringMatching(/body\.name/) } });
    expectDocumented("POST", "/contact", 400, listed.body);

    const wrongId = await app.rest("DELETE", "/delete-gallery/not-a-number", { token: owner });
    expect(wrongId).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Invalid request: params\.id/) } });

    const numeric = await app.rest("POST", "/add-location", { token: owner, json: { location: 600090 } });
    expect(numeric).toMatchObject({ status: 201, body: { data: { location: "600090" } } });
  });

  it("the shims answer in the shapes the document publishes", async () => {
    const json = async (method: string, path: string, status: number, opts: Parameters<TestApp["rest"]>[2], documentedPath = path) => {
      const res = await app.rest(method, path, opts);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
      expectDocumented(method, documentedPath, status, res.body);
      return res.body;
    };
    const token = owner;

    // Writes that build a small shop, each answer checked.
    const location = await json("POST", "/add-location", 201, { token, form: { location: "Pulicat Lake" } });
    const category = await json("POST", "/add-gallerycat", 201, { token, form: { categoryName: "waders" } });
    const images = new FormData();
    images.append("title", "Flamingos at dawn");
    images.append("categoryId", String(category.data.id));
    images.append("locationIds", String(location.data.id));
    images.append("images", filePart(await cameraJpeg({ width: 600, height: 400 }), "flamingo.jpg"));
    const gallery = await json("POST", "/add-gallery", 201, { token, multipart: images });
    const hero = new FormData();
    hero.append("title", "Birds of the marsh");
    hero.append("subtitle", "Pallikaranai");
    hero.append("image", filePart(await cameraJpeg({ width: 800, height: 400 }), "hero.jpg"));
    await json("POST", "/insert-hero", 201, { token, multipart: hero });
    await json("POST", "/update-author", 200, {
      token,
      form: { name: "Arun Kumar", title: "Wildlife Photographer", bio1: "Birds.", bio2: "More birds.", quote: "Patience.", awards: "12", countries: "9" },
    });
    const post = await json("POST", "/createblog", 201, {
      token,
      json: { title: "Waders of Pulicat", excerpt: "Flamingos.", content: "<p>Flamingos in winter.</p>", tags: ["waders"] },
    });
    const commented = await app.rest("POST", `/comment/${post.data.id}`, { form: { name: "Ravi", email: "ravi@example.in", comment: "Lovely!" } });
    expect(commented.status).toBe(201);
    expectDocumented("POST", "/comment/:id", 201, commented.body);
    const travel = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const workshop = await json("POST", "/add-workshop", 201, {
      token,
      json: {
        title: "Pulicat by boat",
        description: "A morning with flamingos.",
        destination: "Pulicat",
        travelDate: travel,
        duration: "1 day",
        maxParticipants: 8,
        organizer: "Arun",
        cost: "₹2,500",
        meetingPoint: "Pulicat jetty",
        tagsJson: ["waders"],
        includesJson: ["Boat"],
      },
    });
    const joined = await app.rest("POST", "/join-workshop", {
      json: { workshopId: workshop.data.id, fullName: "Meena Iyer", phone: "9840012345", address: "Chennai", numberOfPeople: 2 },
    });
    expect(joined.status).toBe(201);
    expectDocumented("POST", "/join-workshop", 201, joined.body);
    await json("POST", "/add-interest", 201, { form: { imageId: String(gallery.data.id), name: "Meena", email: "meena@example.in" } });
    await json("POST", "/newsletter/subscribe", 201, { json: { email: "meena@example.in", firstName: "Meena" } });
    await json("POST", "/contact", 200, {
      json: { name: "Meena", email: "meena@example.in", subject: "A print", message: "Do you ship to Madurai?", inquiryType: "General Inquiry" },
    });
    const print = await createPrint(app, "Greater Flamingo", [1499, 2499]);
    const paid = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);

    // The reads, public and admin.
    for (const path of [
      "/view-gallery",
      "/gallery",
      "/locations",
      "/view-location",
      "/gallery-categories",
      "/view-gallerycat",
      "/view-hero-section",
      "/get-author-public",
      "/getAdsWithFrames",
      "/view-workshops",
      "/list-with-comments",
    ])
      await json("GET", path, 200, {});
    const read = async (path: string, concrete: string) => {
      const res = await app.rest("GET", concrete, { token });
      expect(res.status, concrete).toBe(200);
      expectDocumented("GET", path, 200, res.body);
      return res.body;
    };
    await read("/blogid/:id", `/blogid/${post.data.id}`);
    await read("/blog/:id/comments", `/blog/${post.data.id}/comments`);
    await read("/getOrdersByMobile", `/getOrdersByMobile?mobile=${encodeURIComponent(CUSTOMER.phone)}`);
    await read("/acknowledgment", `/acknowledgment?orderId=${paid.orderId}`);
    for (const path of [
      "/view-hero",
      "/get-author",
      "/framemaster",
      "/getcategorymaster",
      "/get-Portfolio-Items",
      "/grouped-bookings",
      "/getBookingProcessCounts",
      "/dashboard-stats",
      "/join-summary",
      "/list",
      "/view-interest",
      "/validate-token",
    ])
      await read(path, path);
    await read("/getsubcategorymaster", "/getsubcategorymaster?catid=1");
    await read("/join-details/:workshopId", `/join-details/${workshop.data.id}`);
    const grouped = await read("/grouped-bookings", "/grouped-bookings");
    expect(grouped.data).toHaveLength(1);

    // The owner's moves, and a refusal in the documented error shape.
    await json("PUT", `/update-booking-status?bookingGroupId=${paid.bookingGroupId}&status=Processing`, 200, { token }, "/update-booking-status");
    await json("POST", "/add-courier", 200, {
      token,
      json: { booking_group_id: paid.bookingGroupId, courier_name: "India Post", tracking_id: "EE123456789IN" },
    });
    const illegal = await app.rest("PUT", `/update-booking-status?bookingGroupId=${paid.bookingGroupId}&status=New%20Orders`, { token });
    expect(illegal.status).toBeGreaterThanOrEqual(400);
    expectDocumented("PUT", "/update-booking-status", illegal.status, illegal.body);
    const login = await json("GET", `/login?username=owner&password=kingfisher-42`, 200, {}, "/login");
    expect(login.token).toEqual(expect.any(String));
  });

  it("publishes a limited edition's fields (issue 45): edition_size and edition_remaining of getAdsWithFrames, edition_numbers of the order shims' items", async () => {
    const row = doc.paths["/getAdsWithFrames"].get.responses["200"].content["application/json"].schema.items;
    for (const field of ["edition_size", "edition_remaining"]) {
      expect(row.required, field).toContain(field);
      expect(row.properties[field].anyOf, field).toEqual([expect.objectContaining({ type: "integer" }), { type: "null" }]);
      expect(row.properties[field].description, field).toMatch(/null for an open edition/);
    }
    const lookup = doc.paths["/getOrdersByMobile"].get.responses["200"].content["application/json"].schema.items;
    expect(lookup.properties.items.description).toMatch(/edition_numbers/);

    const print = await createPrint(app, "Numbered Openbill", [1999]);
    const edition = await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, editionSize: 25) { id } }`, { id: print.id }, { token: owner });
    expect(edition.body.errors).toBeUndefined();
    const phone = "9123400045";
    await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 2 }], { phone });
    const ads = await app.rest("GET", "/getAdsWithFrames");
    expectDocumented("GET", "/getAdsWithFrames", 200, ads.body);
    expect((ads.body as { adId: number }[]).find((r) => r.adId === Number(print.id))).toMatchObject({ edition_size: 25, edition_remaining: 23 });
    const orders = await app.rest("GET", `/getOrdersByMobile?mobile=${phone}`);
    expectDocumented("GET", "/getOrdersByMobile", 200, orders.body);
    expect(JSON.parse((orders.body as { items: string }[])[0].items)).toEqual([expect.objectContaining({ quantity: 2, edition_numbers: [1, 2] })]);
  });

  it("GET /schema.graphql is the repository's schema.graphql, printed from the running schema", async () => {
    const res = await fetch(`${app.url}/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(readFileSync(new URL("../../../schema.graphql", import.meta.url), "utf8"));
  });

  it("/developers is drawn with every scope and webhook event the server knows, and links both documents", async () => {
    const res = await fetch(`${app.url}/developers`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of [...SCOPES, ...WEBHOOK_EVENTS]) expect(html, name).toContain(`>${name}</th>`);
    expect(html).toContain('href="/auth/api/openapi.json"');
    expect(html).toContain('href="/schema.graphql"');
    expect(html).toContain("standardwebhooks");
    expect(html).toMatch(/Authorization: Bearer/);
  });

  // Last: compiling every schema keeps the event loop busy for seconds, which the server's idle
  // keep-alive timer and the test's fetch would both see late.
  it("is valid OpenAPI 3.1 by a standard validator", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    // Every schema in it is a JSON Schema that compiles (2020-12, OpenAPI 3.1's dialect).
    for (const [path, item] of Object.entries<Json>(doc.paths))
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        for (const content of [op.requestBody?.content, ...Object.values<Json>(op.responses).map((r) => r.content)])
          for (const media of Object.values<Json>(content ?? {}))
            expect(() => ajv.compile(media.schema.$ref ? {} : media.schema), `${method} ${path}`).not.toThrow();
      }
  });
});
