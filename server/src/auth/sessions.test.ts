// Sessions (issue 47): each sign-in is a row whose id the token carries; a token counts only while its
// session has not ended, its account is active and enabled, and its password unchanged, read from the
// database on every request. The last-seen time is written about once a minute, not on every request.
import jwt from "jsonwebtoken";
import { IsNull } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestApp, type TestApp } from "../../test/harness.js";
import { AdminSession } from "./admin-session.entity.js";
import { AdminUser } from "./admin-user.entity.js";
import { deviceOf } from "./sessions.service.js";

const JWT_SECRET = "sessions-test-secret-0123456789abcdef";
const UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("a sign-in is a session the token names", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ JWT_SECRET });
  });
  afterAll(() => app?.close());

  const login = async (headers: Record<string, string> = {}) => {
    const res = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`, {}, { headers });
    return res.body.data.login.token as string;
  };
  const me = async (token: string) => (await app.gql(`{ me { id username role name email } }`, {}, { token })).body.data.me;
  const sessionOf = (token: string) => app.ds.getRepository(AdminSession).findOneByOrFail({ id: (jwt.decode(token) as jwt.JwtPayload).sid });

  it("today's first admin is the owner", async () => {
    expect(await me(await login())).toMatchObject({ username: ADMIN.username, role: "owner", name: null, email: null });
  });

  it("GraphQL and REST sign-ins each make a session with the client's address and browser; the token carries its id", async () => {
    const viaGraphql = await login({ "user-agent": UA });
    const rest = await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`, { headers: { "user-agent": "curl/8.5.0" } });
    expect(rest.status).toBe(200);
    const a = await sessionOf(viaGraphql);
    const b = await sessionOf(rest.body.token);
    expect(a).toMatchObject({ userId: 1, userAgent: UA, endedAt: null, secondFactorAt: null });
    expect(b).toMatchObject({ userId: 1, userAgent: "curl/8.5.0", endedAt: null });
    expect(a.ip).toMatch(/127\.0\.0\.1$/);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.id).not.toBe(b.id);
  });

  it("a token whose session ended is refused at once, the account's other sessions stay", async () => {
    const ended = await login();
    const kept = await login();
    await app.ds.getRepository(AdminSession).update({ id: (await sessionOf(ended)).id }, { endedAt: new Date() });
    expect(await me(ended)).toBeNull();
    expect((await app.rest("GET", "/validate-token", { token: ended })).status).toBe(401);
    expect(await me(kept)).toMatchObject({ role: "owner" });
  });

  it("a signed token without a session, or naming another account's session, is refused", async () => {
    const iat = Math.floor(Date.now() / 1000) + 5;
    const noSession = jwt.sign({ sub: "1", username: ADMIN.username, iat }, JWT_SECRET, { algorithm: "HS256", expiresIn: 3600 });
    const unknown = jwt.sign({ sub: "1", username: ADMIN.username, sid: "x".repeat(32), iat }, JWT_SECRET, { algorithm: "HS256", expiresIn: 3600 });
    expect(await me(noSession)).toBeNull();
    expect(await me(unknown)).toBeNull();
    // A second account's token naming the owner's session is nobody.
    const owners = await sessionOf(await login());
    await app.ds.getRepository(AdminUser).insert({
      username: "helper",
      usernameKey: "helper",
      role: "editor",
      passwordHash: "$2a$04$abcdefghijklmnopqrstuu0123456789012345678901234567890",
      passwordChangedAt: new Date(Date.now() - 60_000),
    });
    const helper = await app.ds.getRepository(AdminUser).findOneByOrFail({ username: "helper" });
    const borrowed = jwt.sign({ sub: String(helper.id), sid: owners.id, iat }, JWT_SECRET, { algorithm: "HS256", expiresIn: 3600 });
    expect(await me(borrowed)).toBeNull();
  });

  it("a disabled account's tokens are refused, and it cannot sign in; enabled again, it can", async () => {
    const token = await login();
    const users = app.ds.getRepository(AdminUser);
    await users.update({ id: 1 }, { disabled: true });
    try {
      expect(await me(token)).toBeNull();
      const res = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`);
      expect(res.body.errors[0]).toMatchObject({ message: "This account is disabled: ask the owner to enable it", extensions: { code: "UNAUTHENTICATED" } });
    } finally {
      await users.update({ id: 1 }, { disabled: false });
    }
    expect(await me(await login())).toMatchObject({ role: "owner" });
  });

  it("an account without a password (an invitation not yet accepted) cannot use a token, nor sign in with an empty password", async () => {
    const users = app.ds.getRepository(AdminUser);
    const invited = await users.save(
      users.create({ username: "invitee", usernameKey: "invitee", role: "editor", passwordHash: "", passwordChangedAt: new Date(Date.now() - 60_000) }),
    );
    // No session for it even when asked directly (a sign-in that read the account before it changed):
    // the row written is ended at once.
    await expect(app.services.auth.issueSession(invited, { ip: "127.0.0.1" })).rejects.toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    expect(await app.ds.getRepository(AdminSession).findBy({ userId: invited.id, endedAt: IsNull() })).toEqual([]);
    // A token naming such a session is refused too.
    const [ended] = await app.ds.getRepository(AdminSession).findBy({ userId: invited.id });
    const forged = jwt.sign({ sub: String(invited.id), sid: ended.id, iat: Math.floor(Date.now() / 1000) }, JWT_SECRET, {
      algorithm: "HS256",
      expiresIn: 3600,
    });
    expect(await me(forged)).toBeNull();
    const res = await app.rest("GET", `/login?username=invitee&password=x`);
    expect(res.status).toBe(401);
  });

  it("usernames are one whatever their case: the owner signs in as OWNER", async () => {
    const res = await app.gql(`mutation { login(username: "${ADMIN.username.toUpperCase()}", password: "${ADMIN.password}") { username } }`);
    expect(res.body.data.login.username).toBe(ADMIN.username);
  });

  it("a session started with a proved second factor carries its time to the principal", async () => {
    const at = new Date(Date.now() - 5000);
    const owner = await app.ds.getRepository(AdminUser).findOneByOrFail({ id: 1 });
    const { token } = await app.services.auth.issueSession(owner, { ip: "127.0.0.1", userAgent: UA, secondFactorAt: at });
    const principal = await app.services.auth.verifyToken(token);
    expect(principal).toMatchObject({ id: 1, role: "owner", secondFactorAt: at });
    expect(principal!.sessionId).toBe((await sessionOf(token!)).id);
  });

  it("last seen is written when it is over a minute old, once, and not on every request", async () => {
    const token = await login();
    const repo = app.ds.getRepository(AdminSession);
    const { id, lastSeenAt: first } = await sessionOf(token);
    await me(token);
    expect((await repo.findOneByOrFail({ id })).lastSeenAt).toEqual(first);
    const old = new Date(Date.now() - 5 * 60_000);
    await repo.update({ id }, { lastSeenAt: old });
    // Several requests at once: each may see it old, the conditional update moves it once, to now.
    await Promise.all([me(token), me(token), me(token)]);
    const seen = (await repo.findOneByOrFail({ id })).lastSeenAt;
    expect(seen.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await me(token);
    expect((await repo.findOneByOrFail({ id })).lastSeenAt).toEqual(seen);
  });

  it("the sweep forgets sessions over 90 days old, keeping each account's newest", async () => {
    const repo = app.ds.getRepository(AdminSession);
    const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 3600 * 1000);
    const old = (id: string, days: number) =>
      repo.insert({
        id,
        userId: 1,
        userAgent: "old",
        ip: "127.0.0.1",
        createdAt: daysAgo(days),
        lastSeenAt: daysAgo(days),
        endedAt: null,
        secondFactorAt: null,
      });
    await old("purge-a", 200);
    await old("purge-b", 95);
    await old("keep-c", 30);
    await app.services.auth.purgeSessions();
    expect((await repo.findBy({ userAgent: "old" })).map((r) => r.id)).toEqual(["keep-c"]);
    // An account whose only session is old keeps it (the staff list's last sign-in).
    const [{ id: lone }] = await app.ds.query<{ id: number }[]>("SELECT id FROM admin_users WHERE id <> 1 ORDER BY id LIMIT 1").catch(() => [{ id: 0 }]);
    if (lone) {
      await repo.insert({
        id: "lone-old",
        userId: lone,
        userAgent: "old",
        ip: "127.0.0.1",
        createdAt: daysAgo(300),
        lastSeenAt: daysAgo(300),
        endedAt: null,
        secondFactorAt: null,
      });
      await app.services.auth.purgeSessions();
      expect(await repo.findOneBy({ id: "lone-old" })).not.toBeNull();
    }
  });

  it("a password change ends the account's sessions", async () => {
    const token = await login();
    const res = await app.gql(
      `mutation { changePassword(currentPassword: "${ADMIN.password}", newPassword: "${ADMIN.password}", confirmPassword: "${ADMIN.password}") }`,
      {},
      { token },
    );
    expect(res.body.data.changePassword).toBe(true);
    expect((await sessionOf(token)).endedAt).not.toBeNull();
    expect(await app.ds.getRepository(AdminSession).countBy({ userId: 1, endedAt: IsNull() })).toBe(0);
    expect(await me(token)).toBeNull();
  });
});

describe("a session's device", () => {
  it("is the browser and system its User-Agent names, in a few words", () => {
    expect(deviceOf(UA)).toBe("Safari on macOS");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome on Windows",
    );
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(
      deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iPhone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(deviceOf("curl/8.5.0")).toBe("curl");
    expect(deviceOf("")).toBe("Unknown device");
  });
});
