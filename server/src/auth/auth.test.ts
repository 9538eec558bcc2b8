import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestApp, type TestApp } from "../../test/harness.js";

describe("admin sign-in, token and password", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("GET login answers status, token and userId for the right password", async () => {
    const res = await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, userId: 1 });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("GET login answers 401 'Invalid username or password' for a wrong password or user", async () => {
    for (const q of [`username=${ADMIN.username}&password=nope`, `username=ghost&password=${ADMIN.password}`]) {
      const res = await app.rest("GET", `/login?${q}`);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: false, message: "Invalid username or password" });
    }
  });

  it("stores the password as a slow hash, never in clear", async () => {
    const [row] = await app.ds.query("SELECT passwordHash FROM admin_users");
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });

  it("validate-token accepts the issued token and refuses a missing, forged or expired one", async () => {
    const token = await app.token();
    const ok = await app.rest("GET", "/validate-token", { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: true, userId: 1 });

    expect((await app.rest("GET", "/validate-token")).status).toBe(401);
    const [h, p] = token.split(".");
    const forged = `${h}.${p}.${"A".repeat(43)}`;
    const bad = await app.rest("GET", "/validate-token", { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.body.status).toBe(false);

    const jwt = (await import("jsonwebtoken")).default;
    const secret = (await import("node:fs")).readFileSync(`${app.dataDir}/secrets/jwt-secret`, "utf8");
    const expired = jwt.sign({ sub: "1" }, secret, { algorithm: "HS256", expiresIn: -10 });
    expect((await app.rest("GET", "/validate-token", { token: expired })).status).toBe(401);
  });

  it("GraphQL login returns a token with its expiry; me answers the admin only with it", async () => {
    const res = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token userId username expiresAt } }`);
    const login = res.body.data.login;
    expect(login.username).toBe(ADMIN.username);
    const hours = (Date.parse(login.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThanOrEqual(12);
    expect((await app.gql(`{ me { id username } }`, {}, { token: login.token })).body.data.me).toEqual({ id: "1", username: ADMIN.username });
    expect((await app.gql(`{ me { id } }`)).body.data.me).toBeNull();
  });

  it("GraphQL login with a wrong password is UNAUTHENTICATED with the spec's message", async () => {
    const res = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "wrong-one") { token } }`);
    expect(res.body.errors[0]).toMatchObject({ message: "Invalid username or password", extensions: { code: "UNAUTHENTICATED" } });
  });

  it("update-password enforces the spec's rules and asks for the current password", async () => {
    const token = await app.token();
    const post = (form: Record<string, string>, t: string | null = token) => app.rest("POST", "/update-password", { form, token: t });

    let res = await post({ id: "1", password: "brand-new", currentPassword: ADMIN.password }, null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, message: "User not logged in" });

    res = await post({ id: "1", password: "short", currentPassword: ADMIN.password });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 6 characters long");

    res = await post({ id: "1", password: "brand-new", confirmPassword: "brand-old", currentPassword: ADMIN.password });
    expect(res.body.message).toBe("New passwords don't match");

    res = await post({ id: "1", password: "brand-new", currentPassword: "not-it" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Current password is incorrect");

    res = await post({ id: "1", password: "brand-new" });
    expect(res.body.message).toBe("Current password is required");
  });

  it("changePassword through GraphQL changes it; the old password stops working", async () => {
    const token = await app.token();
    const change = (cur: string, next: string, confirm: string) =>
      app.gql(
        `mutation($c: String!, $n: String!, $f: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $f) }`,
        { c: cur, n: next, f: confirm },
        { token },
      );
    expect((await change(ADMIN.password, "abc", "abc")).body.errors[0]).toMatchObject({
      message: "Password must be at least 6 characters long",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await change(ADMIN.password, "egret-2025", "egret-2025")).body.data.changePassword).toBe(true);
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`)).status).toBe(401);
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=egret-2025`)).body.status).toBe(true);
    // back, through the REST shim, so the other tests keep their password
    const back = await app.rest("POST", "/update-password", { token, json: { id: 1, password: ADMIN.password, currentPassword: "egret-2025" } });
    expect(back.body).toEqual({ status: true, message: "Password updated successfully" });
  });
});

describe("login rate limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("refuses a client after 10 failed attempts with 429, even with the right password", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await app.rest("GET", `/login?username=${ADMIN.username}&password=guess-${i}`)).status);
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
    const right = await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many login attempts/);
    const gql = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`);
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("every admin operation needs a valid token", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const restCalls: [string, string][] = [
    ["POST", "/add-location"],
    ["PUT", "/delete-location/1"],
    ["POST", "/add-gallerycat"],
    ["PUT", "/delete-gallerycat/1"],
    ["POST", "/add-gallery"],
    ["DELETE", "/delete-gallery/1"],
    ["DELETE", "/delete-gallery-group/abc"],
    ["GET", "/view-interest"],
    ["POST", "/update-password"],
  ];

  it.each(restCalls)("%s %s answers 401 without a token and with a forged one", async (method, route) => {
    for (const token of [null, "forged.token.value"]) {
      const res = await app.rest(method, route, { token, form: method === "GET" ? undefined : { location: "X", categoryName: "X" } });
      expect(res.status).toBe(401);
      expect(res.body.status).toBe(false);
    }
  });

  const gqlOps = [
    `{ allLocations { id } }`,
    `{ _allLocationsMeta { count } }`,
    `{ Location(id: 1) { id } }`,
    `mutation { createLocation(name: "X") { id } }`,
    `mutation { updateLocation(id: 1, name: "X") { id } }`,
    `mutation { deleteLocation(id: 1) { id } }`,
    `{ allGalleryCategories { id } }`,
    `{ _allGalleryCategoriesMeta { count } }`,
    `mutation { createGalleryCategory(name: "X") { id } }`,
    `mutation { deleteGalleryCategory(id: 1) { id } }`,
    `{ allGalleryItems { id } }`,
    `{ _allGalleryItemsMeta { count } }`,
    `{ GalleryItem(id: 1) { id } }`,
    `mutation { createGalleryItem(title: "X", categoryId: 1, locationIds: [1], mediaIds: [1]) { id } }`,
    `mutation { updateGalleryItem(id: 1, title: "X") { id } }`,
    `mutation { deleteGalleryItem(id: 1) { id } }`,
    `mutation { deleteGalleryImage(id: 1) }`,
    `mutation { deleteGalleryGroup(groupId: "x") }`,
    `{ allInterestSubmissions { id } }`,
    `{ _allInterestSubmissionsMeta { count } }`,
    `{ InterestSubmission(id: 1) { id } }`,
    `mutation { deleteInterestSubmission(id: 1) { id } }`,
    `mutation { changePassword(currentPassword: "a", newPassword: "bbbbbb", confirmPassword: "bbbbbb") }`,
  ];

  it.each(gqlOps)("GraphQL %s is UNAUTHENTICATED (401) without a token", async (op) => {
    const res = await app.gql(op);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect(Object.values(res.body.data ?? {}).every((v) => v === null)).toBe(true);
  });

  it("an upload without a token is refused before its body is read", async () => {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation($file: Upload!) { uploadMedia(file: $file) { id } }", variables: { file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([new Uint8Array(10)]), "x.jpg");
    const res = await fetch(`${app.url}/graphql`, { method: "POST", body: form, headers: { "apollo-require-preflight": "true" } });
    expect(res.status).toBe(401);
  });
});
