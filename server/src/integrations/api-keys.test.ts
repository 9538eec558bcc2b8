// API keys: made by the owner with scopes and shown once; a key reads what its scopes allow and is
// FORBIDDEN (403 on REST) the rest, never reaches the owner's own operations, is refused at once
// (401) when unknown or revoked, on every instance, and has its own rate limit counted across
// instances (429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app/app.js";
import { createPrint, filePart, cameraJpeg, placePaidOrder, secondInstance, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const CREATE = `mutation($n: String!, $s: [String!]!) { createApiKey(name: $n, scopes: $s) { id key apiKey { name scopes prefix createdAt lastUsedAt revokedAt } } }`;

describe("API keys", () => {
  let app: TestApp;
  let second: RunningApp;
  let owner: string;
  let orderId: string;
  let bookingGroupId: string;

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, API_KEY_RATE_PER_MINUTE: "8" });
    second = await secondInstance(app, { RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, API_KEY_RATE_PER_MINUTE: "8" });
    owner = await app.token();
    const print = await createPrint(app, "Indian Roller", [1499]);
    ({ orderId, bookingGroupId } = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]));
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  const newKey = async (name: string, scopes: string[]) => {
    const res = await app.gql(CREATE, { n: name, s: scopes }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createApiKey as { id: string; key: string; apiKey: Record<string, unknown> };
  };
  const gqlOn = async (base: string, query: string, key: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] },
    };
  };
  const restOn = async (base: string, method: string, path: string, key: string) => {
    const res = await fetch(`${base}/auth/api${path}`, { method, headers: { authorization: `Bearer ${key}` } });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { message?: string } };
  };

  it("is shown once and listed by name, scopes and use, never by its value", async () => {
    const made = await newKey("Accountant's export", ["orders:read"]);
    expect(made.key).toMatch(/^wpk_[\w-]{40}$/);
    expect(made.apiKey).toMatchObject({
      name: "Accountant's export",
      scopes: ["orders:read"],
      prefix: made.key.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = await app.gql(`{ allApiKeys { id name scopes prefix } }`, {}, { token: owner });
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    const [row] = await app.ds.query("SELECT hash FROM api_keys WHERE id = ?", [made.id]);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.hash).not.toContain(made.key);
    const bad = await app.gql(CREATE, { n: "x", s: ["orders:delete"] }, { token: owner });
    expect(bad.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Unknown scope "orders:delete"/), extensions: { code: "BAD_USER_INPUT" } });
    expect((await app.gql(CREATE, { n: "x", s: [] }, { token: owner })).body.errors[0].message).toBe("Choose at least one scope");
  });

  it("orders:read lists orders but may not change one nor read contact messages (403)", async () => {
    const { key } = await newKey("Orders reader", ["orders:read"]);
    const list = await gqlOn(app.url, `{ allOrders { bookingGroupId } orderStatusCounts { all } }`, key);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.allOrders.map((o: { bookingGroupId: string }) => o.bookingGroupId)).toContain(bookingGroupId);

    const id = (await app.ds.query("SELECT id FROM orders WHERE providerOrderId = ?", [orderId]))[0].id;
    const move = await gqlOn(app.url, `mutation { transitionOrderToState(id: "${id}", state: "processing") { status } }`, key);
    expect(move.status).toBe(403);
    expect(move.body.errors![0]).toMatchObject({
      message: "This API key may not use Mutation.transitionOrderToState: it needs the scope orders:write.",
      extensions: { code: "FORBIDDEN" },
    });
    const messages = await gqlOn(app.url, `{ allContactMessages { id } }`, key);
    expect(messages.body.errors![0].extensions.code).toBe("FORBIDDEN");

    expect((await restOn(app.url, "GET", "/grouped-bookings", key)).status).toBe(200);
    const put = await restOn(app.url, "PUT", `/update-booking-status?bookingGroupId=${bookingGroupId}&status=Processing`, key);
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/needs the scope orders:write/);
    expect((await restOn(app.url, "GET", "/view-interest", key)).status).toBe(403);
    expect((await app.ds.query("SELECT status FROM orders WHERE id = ?", [id]))[0].status).toBe("new");
  });

  it("orders:write moves an order, and the history names the key", async () => {
    const { key } = await newKey("Courier sync", ["orders:write", "orders:read"]);
    const res = await restOn(app.url, "PUT", `/update-booking-status?bookingGroupId=${bookingGroupId}&status=Processing`, key);
    expect(res.status).toBe(200);
    const [step] = await app.ds.query("SELECT actor FROM order_status_changes WHERE toStatus = 'processing' ORDER BY id DESC LIMIT 1");
    expect(step.actor).toBe("admin:key:Courier sync");
  });

  it("never reaches the owner's own operations, whatever its scopes", async () => {
    const { key } = await newKey("Everything", ["catalogue:read", "catalogue:write", "orders:read", "orders:write", "content:write", "messages:read"]);
    for (const query of [
      `mutation { createApiKey(name: "more", scopes: ["orders:read"]) { key } }`,
      `mutation { revokeApiKey(id: "1") { id } }`,
      `{ allApiKeys { id } }`,
    ]) {
      const res = await gqlOn(app.url, query, key);
      expect(res.status).toBe(403);
      expect(res.body.errors![0].message).toMatch(/only the owner may\.$/);
    }
    const password = await gqlOn(app.url, `mutation { changePassword(currentPassword: "x", newPassword: "yyyyyy", confirmPassword: "yyyyyy") }`, key);
    expect(password.body.errors![0].extensions.code).toBe("UNAUTHENTICATED");
    // A key without catalogue:write or content:write cannot even start an upload.
    const { key: reader } = await newKey("Reader", ["catalogue:read"]);
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation($f: Upload!) { uploadMedia(file: $f) { id } }", variables: { f: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.f"] }));
    form.append("0", filePart(await cameraJpeg(), "a.jpg"), "a.jpg");
    const upload = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${reader}`, "apollo-require-preflight": "true" },
      body: form,
    });
    expect(upload.status).toBe(403);
  });

  it("an unknown or revoked key gets 401 at once, on every instance, even for public reads", async () => {
    const { id, key } = await newKey("Soon revoked", ["catalogue:read"]);
    expect((await gqlOn(second.url, `{ allLocations { id } }`, key)).status).toBe(200);
    const revoked = await app.gql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id }, { token: owner });
    expect(revoked.body.data.revokeApiKey.revokedAt).toBeTruthy();
    for (const base of [app.url, second.url]) {
      const res = await gqlOn(base, `{ shopCategories { id } }`, key);
      expect(res.status).toBe(401);
      expect(res.body.errors![0]).toMatchObject({ message: "Invalid or revoked API key", extensions: { code: "UNAUTHENTICATED" } });
      expect((await restOn(base, "GET", "/framemaster", key)).status).toBe(401);
    }
    expect((await gqlOn(app.url, `{ shopCategories { id } }`, "wpk_unknownkeyunknownkeyunknownkeyunknownke")).status).toBe(401);
  });

  it("keeps the GraphQL cost and alias limits for a key, as for everyone", async () => {
    const { key } = await newKey("Greedy script", ["catalogue:read", "orders:read"]);
    const page = `galleryPage { items { id title images { id image { id url variants { url width height } } } category { id name } locations { id name } } }`;
    // Each nested fragment multiplies the cost of what is inside it (graphql-armor's depth factor).
    const nested = (inner: string, levels: number): string => (levels === 0 ? inner : `... on Query { ${nested(inner, levels - 1)} }`);
    const costly = await gqlOn(app.url, `{ ${nested(Array.from({ length: 10 }, (_, i) => `p${i}: ${page}`).join(" "), 6)} }`, key);
    expect(costly.status).toBe(400);
    expect(costly.body.errors![0].message).toMatch(/cost/i);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: allLocations { id }`).join(" ");
    const wide = await gqlOn(app.url, `{ ${aliases} }`, key);
    expect(wide.status).toBe(400);
    expect(wide.body.errors![0].message).toMatch(/aliases/i);
    expect((await gqlOn(app.url, `{ allLocations { id } }`, key)).status).toBe(200);
  });

  it("records its last use and has its own rate limit, counted across instances (429 with Retry-After)", async () => {
    const { id, key } = await newKey("Busy script", ["catalogue:read"]);
    const { key: other } = await newKey("Quiet script", ["catalogue:read"]);
    const statuses: number[] = [];
    // 8 a minute: 4 through each instance pass, the 9th is refused wherever it goes.
    for (let i = 0; i < 8; i++) statuses.push((await gqlOn(i % 2 ? second.url : app.url, `{ allLocations { id } }`, key)).status);
    expect(statuses).toEqual(Array(8).fill(200));
    const refused = await gqlOn(second.url, `{ allLocations { id } }`, key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.errors![0].extensions.code).toBe("TOO_MANY_REQUESTS");
    const rest = await restOn(app.url, "GET", "/framemaster", key);
    expect(rest.status).toBe(429);
    expect(rest.headers.get("retry-after")).toBeTruthy();
    // Another key is not affected.
    expect((await gqlOn(app.url, `{ allLocations { id } }`, other)).status).toBe(200);
    const [row] = await app.ds.query("SELECT lastUsedAt FROM api_keys WHERE id = ?", [id]);
    expect(row.lastUsedAt).toBeTruthy();
  });
});
