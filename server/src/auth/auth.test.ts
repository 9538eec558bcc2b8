import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import bcrypt from "bcryptjs";
import { IsNull, MoreThan } from "typeorm";
import type { RunningApp } from "../app/app.js";
import { ADMIN, apiClient, secondInstance, startTestApp, TEST_BCRYPT_COST, type TestApp } from "../../test/harness.js";
import { holdNextCall } from "../../test/hold.js";
import { AdminSession } from "./admin-session.entity.js";

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

  it("stores the password as a slow hash at the configured cost, never in clear", async () => {
    const [row] = await app.ds.query("SELECT passwordHash FROM admin_users");
    // The tests' own cost (production's default, 12, is config.test's and the timing test's below).
    expect(row.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${TEST_BCRYPT_COST.padStart(2, "0")}\\$`));
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });

  it("a password hashed at another cost is hashed again at the configured one when the admin signs in; the sessions stay valid", async () => {
    const before = await app.token();
    const other = await secondInstance(app, { BCRYPT_COST: "5" });
    try {
      const wrong = await fetch(`${other.url}/auth/api/login?username=${ADMIN.username}&password=nope`);
      expect(wrong.status).toBe(401);
      const [unchanged] = await app.ds.query("SELECT passwordHash FROM admin_users");
      expect(unchanged.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${TEST_BCRYPT_COST.padStart(2, "0")}\\$`));
      const res = await fetch(`${other.url}/auth/api/login?username=${ADMIN.username}&password=${ADMIN.password}`);
      expect(res.status).toBe(200);
      const [row] = await app.ds.query("SELECT passwordHash FROM admin_users");
      expect(row.passwordHash).toMatch(/^\$2[aby]\$05\$/);
      expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`)).status).toBe(200);
      expect((await app.rest("GET", "/validate-token", { token: before })).status).toBe(200);
    } finally {
      await other.close();
    }
    // Signing in here makes it again at this instance's cost.
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`)).status).toBe(200);
    const [row] = await app.ds.query("SELECT passwordHash FROM admin_users");
    expect(row.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${TEST_BCRYPT_COST.padStart(2, "0")}\\$`));
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
    const fresh = await app.rest("GET", `/login?username=${ADMIN.username}&password=egret-2025`);
    expect(fresh.body.status).toBe(true);
    // back, through the REST shim, so the other tests keep their password (the old token ended with the change)
    const back = await app.rest("POST", "/update-password", {
      token: fresh.body.token,
      json: { id: 1, password: ADMIN.password, currentPassword: "egret-2025" },
    });
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

describe("a password change ends the sessions issued before it, on every instance", () => {
  let a: TestApp;
  let b: RunningApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await secondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a token issued before the change is refused at once by both instances; the new password's token is taken by both", async () => {
    const onB = apiClient(b.url);
    const stolen = await a.token();
    const otherSession = await onB.token();
    expect((await onB.rest("GET", "/validate-token", { token: stolen })).status).toBe(200);

    const changed = await a.rest("POST", "/update-password", { token: stolen, form: { id: "1", password: "heron-2026", currentPassword: ADMIN.password } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: true, message: "Password updated successfully" });

    for (const client of [a, onB])
      for (const token of [stolen, otherSession]) {
        const rest = await client.rest("GET", "/validate-token", { token });
        expect(rest.status).toBe(401);
        expect((await client.gql(`{ me { id } }`, {}, { token })).body.data.me).toBeNull();
        expect((await client.gql(`{ allLocations { id } }`, {}, { token })).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      }

    const fresh = await onB.rest("GET", `/login?username=${ADMIN.username}&password=heron-2026`);
    expect(fresh.status).toBe(200);
    for (const client of [a, onB]) expect((await client.rest("GET", "/validate-token", { token: fresh.body.token })).status).toBe(200);
  });

  it("a change through GraphQL also ends the earlier sessions; signing in with the new password right after it works on both", async () => {
    const login = (client: typeof a, password: string) =>
      client.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: ADMIN.username, p: password });
    const before = (await login(a, "heron-2026")).body.data.login.token as string;
    const change = await a.gql(
      `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) }`,
      { c: "heron-2026", n: "egret-2027" },
      { token: before },
    );
    expect(change.body.data.changePassword).toBe(true);
    const after = (await login(apiClient(b.url) as typeof a, "egret-2027")).body.data.login.token as string;
    for (const url of [a.url, b.url]) {
      const client = apiClient(url);
      expect((await client.rest("GET", "/validate-token", { token: before })).status).toBe(401);
      expect((await client.rest("GET", "/validate-token", { token: after })).status).toBe(200);
    }
  });
});

describe("a sign-in whose session is written after a password change it did not see", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" });
  });
  afterAll(() => app?.close());

  it("is refused, and its session ended: the password it proved is no longer the admin's", async () => {
    const login = (password: string) =>
      app.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: ADMIN.username, p: password });
    const owner = (await login(ADMIN.password)).body.data.login.token as string;
    // The old password's sign-in is held after its comparison (a slow hash on a busy machine), while
    // the password is changed and the change's second has passed; then it writes its session.
    // Its client had failed nine times before: the refusal leaves its count as it was, not cleared.
    const client = "198.51.100.9";
    for (let i = 0; i < 9; i++) expect((await loginFrom(app, client, ADMIN.username, `wrong-${i}`)).status).toBe(401);
    const gate = holdNextCall(app.services.auth.secondFactors, "stateOf");
    const old = loginFrom(app, client, ADMIN.username, ADMIN.password);
    await gate.reached;
    const change = await app.gql(
      `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) }`,
      { c: ADMIN.password, n: "shikra-2029" },
      { token: owner },
    );
    expect(change.body).toEqual({ data: { changePassword: true } });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    gate.open();
    const refused = await old;
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: false, message: "Invalid username or password" });
    expect((await loginFrom(app, client, ADMIN.username, "wrong-9")).status).toBe(429);
    expect(await app.ds.getRepository(AdminSession).countBy({ userId: 1, endedAt: IsNull(), createdAt: MoreThan(new Date(Date.now() - 2_000)) })).toBe(0);
    // The new password signs in.
    expect((await login("shikra-2029")).body.data.login.token).toEqual(expect.any(String));
  });
});

describe("two password changes at once", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("the second to write is refused: one password stands, dated apart from the one before it", async () => {
    const token = await app.token();
    const change = (to: string) =>
      app.gql(
        `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) }`,
        { c: ADMIN.password, n: to },
        { token },
      );
    const before = (await app.ds.query("SELECT passwordChangedAt FROM admin_users WHERE id = 1"))[0].passwordChangedAt;
    // The first is held once its current password has been compared, while the second is made in the same second.
    const limits = (app.services.auth as unknown as { passwordChangeFailures: { delete(key: string): Promise<boolean> } }).passwordChangeFailures;
    const gate = holdNextCall(limits, "delete");
    const first = change("egret-first-1");
    await gate.reached;
    expect((await change("egret-second-2")).body).toEqual({ data: { changePassword: true } });
    gate.open();
    const refused = await first;
    expect(refused.body.errors?.[0]).toMatchObject({ message: "Current password is incorrect", extensions: { code: "BAD_USER_INPUT" } });
    const login = (password: string) => app.rest("GET", `/login?username=${ADMIN.username}&password=${password}`);
    expect((await login("egret-second-2")).status).toBe(200);
    expect((await login("egret-first-1")).status).toBe(401);
    const after = (await app.ds.query("SELECT passwordChangedAt FROM admin_users WHERE id = 1"))[0].passwordChangedAt;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });
});

/** The bcrypt comparison's time, as a client sees it. */
async function timed(send: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await send();
  return performance.now() - began;
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
/** A login from the client at `ip` (the app trusts the proxy on loopback). */
const loginFrom = (app: TestApp, ip: string, username: string, password: string) =>
  app.rest("GET", `/login?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`, { headers: { "x-forwarded-for": ip } });

describe("two password changes in one second", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => {
    vi.useRealTimers();
    return app?.close();
  });

  it("the second still ends a session signed in between them, though that session was dated to the first change's second", async () => {
    const auth = app.services.auth;
    // One clock second for the whole exchange (only Date is held still; bcrypt's work runs as usual).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Math.floor(Date.now() / 1000) * 1000 + 100));
    try {
      const change = (current: string, next: string) =>
        auth.changePassword({ id: 1, secondFactor: "off", secondFactorAt: null }, { currentPassword: current, newPassword: next, confirmPassword: next });
      await change(ADMIN.password, "kingfisher-2026");
      // Issued after the first change, so dated to the second that change counts from (one ahead of the clock).
      const between = (await auth.login(ADMIN.username, "kingfisher-2026", { ip: "127.0.0.1" })).token;
      expect(await auth.verifyToken(between)).not.toBeNull();
      await change("kingfisher-2026", "sunbird-2026");
      expect(await auth.verifyToken(between)).toBeNull();
      const after = (await auth.login(ADMIN.username, "sunbird-2026", { ip: "127.0.0.1" })).token;
      expect(await auth.verifyToken(after)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("login limits: per client before the comparison, and per account", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Production's cost: the tests' lowest one would make both sides too quick to tell apart.
    app = await startTestApp({ TRUST_PROXY: "loopback", BCRYPT_COST: "12" });
  });
  afterAll(() => app?.close());

  it("the first admin's password is hashed at the cost set (production's 12 here)", async () => {
    const [row] = await app.ds.query("SELECT passwordHash FROM admin_users");
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
  });

  it("an unknown username takes as long as a wrong password: the dummy hash has the real cost", async () => {
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await timed(() => loginFrom(app, `10.1.0.${i}`, `ghost-${i}`, "guess")));
      known.push(await timed(() => loginFrom(app, `10.1.1.${i}`, ADMIN.username, "guess")));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe("parallel wrong guesses", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" });
  });
  afterAll(() => app?.close());

  it("thirty wrong guesses sent at once from one client: only ten pass the check and are compared, then even the right password waits", async () => {
    const ip = "10.2.0.1";
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom(app, ip, ADMIN.username, `parallel-${i}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(21);
    const right = await loginFrom(app, ip, ADMIN.username, ADMIN.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many login attempts/);
    // The account's own limit (twenty) counts only the guesses that were compared: exactly ten of
    // the thirty, so ten more from other clients reach it (nine wrong, the tenth with the wait).
    const more: number[] = [];
    for (let i = 0; i < 10; i++) more.push((await loginFrom(app, `10.2.1.${i}`, ADMIN.username, `more-${i}`)).status);
    expect(more).toEqual([...Array(9).fill(401), 429]);
  });

  it("an IPv6 client is one client across its /64: a new address in it for each guess still waits after ten", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await loginFrom(app, `2001:db8:77:1::${i.toString(16)}`, `nobody-${i}`, "guess")).status);
    expect(statuses).toEqual([...Array(9).fill(401), 429, 429]);
    // Another /64 is another client.
    expect((await loginFrom(app, "2001:db8:77:2::1", "nobody", "guess")).status).toBe(401);
  });
});

describe("login limit per account", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" });
  });
  afterAll(() => app?.close());

  it("twenty wrong passwords for one account, from twenty clients, lock that account for minutes (not forever), whoever asks", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await loginFrom(app, `10.3.0.${i}`, ADMIN.username, `spread-${i}`)).status);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const right = await loginFrom(app, "10.3.1.1", ADMIN.username, ADMIN.password);
    expect(right.status).toBe(429);
    const minutes = Number(/try again in (\d+) minute/.exec(right.body.message)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
    // Another account is not locked by it.
    expect((await loginFrom(app, "10.3.1.2", "someone-else", "guess")).status).toBe(401);
  });
});

describe("wrong current passwords in a password change are counted like failed sign-ins", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("the tenth wrong current password is answered 429, and then even the right one waits (GraphQL and REST)", async () => {
    const token = await app.token();
    const change = (current: string) =>
      app.gql(
        `mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "stork-2028", confirmPassword: "stork-2028") }`,
        { c: current },
        { token },
      );
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) codes.push((await change(`wrong-${i}`)).body.errors[0].extensions.code!);
    expect(codes).toEqual([...Array(9).fill("BAD_USER_INPUT"), "TOO_MANY_REQUESTS"]);
    const right = await change(ADMIN.password);
    expect(right.status).toBe(429);
    expect(right.body.errors[0].message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    const rest = await app.rest("POST", "/update-password", { token, form: { id: "1", password: "stork-2028", currentPassword: ADMIN.password } });
    expect(rest.status).toBe(429);
    expect(rest.body.status).toBe(false);
    // Nothing changed: the password is still the old one.
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`)).status).toBe(200);
  });
});

describe("a sign-in whose password is changed while its hash is made again at the configured cost", () => {
  let app: TestApp;
  let other: RunningApp;
  beforeAll(async () => {
    app = await startTestApp();
    // Another cost than the stored hash's: a sign-in here makes the hash again (a bcrypt long).
    other = await secondInstance(app, { BCRYPT_COST: "5" });
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  it("fails, and leaves no session: the password it proved is no longer the admin's", async () => {
    const owner = await app.token();
    // The change is made, through the other instance's REST call, while the sign-in's new hash is being made.
    const hash = bcrypt.hash.bind(bcrypt);
    const spy = vi.spyOn(bcrypt, "hash").mockImplementationOnce((async (password: string, cost: number) => {
      const changed = await app.rest("POST", "/update-password", { token: owner, form: { id: "1", password: "heron-2026", currentPassword: ADMIN.password } });
      expect(changed.status).toBe(200);
      return hash(password, cost);
    }) as typeof bcrypt.hash);
    try {
      const res = await fetch(`${other.url}/auth/api/login?username=${ADMIN.username}&password=${ADMIN.password}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: false, message: "Invalid username or password" });
    } finally {
      spy.mockRestore();
    }
    // The new password stands (the old one was not written back) and signs in.
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`)).status).toBe(401);
    expect((await app.rest("GET", `/login?username=${ADMIN.username}&password=heron-2026`)).status).toBe(200);
  });
});
