import bcrypt from "bcryptjs";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createPrint, placePaidOrder, secondInstance, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../../test/harness.js";
import { holdNextCall } from "../../../test/hold.js";
import { AdminSession } from "../admin-session.entity.js";
import { AdminUser } from "../admin-user.entity.js";
import { TwoFactorChallenge } from "./two-factor.entities.js";

function codeAt(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
}

const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token userId username expiresAt mustSetUpSecondFactor secondFactor { challenge methods } } }`;
const SECOND = `mutation($c: String!, $code: String, $r: String) { loginSecondFactor(challenge: $c, code: $code, recoveryCode: $r) { token userId username expiresAt mustSetUpSecondFactor secondFactor { challenge } } }`;
const GONE = "This sign-in has expired or was already completed: sign in again with your password";

/** Turns TOTP on for the account of `token`: answers its secret and recovery codes. */
async function turnOnTotp(app: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await app.gql(`mutation { startTotpSetup { secret } }`, {}, { token })).body.data.startTotpSetup;
  const res = await app.gql(`mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }`, { c: codeAt(secret) }, { token });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return { secret, recoveryCodes: res.body.data.confirmTotpSetup.recoveryCodes };
}

/** A second account (role editor) with a password, as an accepted invitation leaves it. */
async function addAccount(app: TestApp, username: string, password: string): Promise<number> {
  const users = app.ds.getRepository(AdminUser);
  const saved = await users.save(
    users.create({
      username,
      usernameKey: username,
      role: "editor",
      passwordHash: await bcrypt.hash(password, 4),
      passwordChangedAt: new Date(Date.now() - 60_000),
    }),
  );
  return saved.id;
}

/** A code of the step after the last one used (each code is accepted once: a test asks for later and later ones). */
function laterCode(secret: string, steps: number): string {
  return codeAt(secret, Date.now() + steps * 30_000);
}

describe("signing in with a second factor", () => {
  let app: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  /** The code the first sign-in used. */
  let used: string;
  beforeAll(async () => {
    app = await startTestApp();
    ({ secret, recoveryCodes } = await turnOnTotp(app, await app.token()));
  });
  afterAll(() => app?.close());

  const login = (u = ADMIN.username, p = ADMIN.password) => app.gql(LOGIN, { u, p });

  it("login answers a challenge and no token; a code made from the secret completes it with a session that proved the factor", async () => {
    const first = (await login()).body.data.login;
    expect(first).toMatchObject({ token: null, expiresAt: null, userId: "1", username: ADMIN.username, mustSetUpSecondFactor: false });
    expect(first.secondFactor.methods).toEqual(["totp", "recovery"]);
    expect(first.secondFactor.challenge).toMatch(/^[\w-]{43}$/);
    // Only its hash is kept, bound to the account.
    const [row] = await app.ds.query<{ id: string; userId: number; purpose: string }[]>(
      "SELECT id, userId, purpose FROM two_factor_challenges WHERE purpose = 'login'",
    );
    expect(row).toMatchObject({ userId: 1, purpose: "login" });
    expect(row.id).not.toContain(first.secondFactor.challenge);

    used = laterCode(secret, 1);
    const done = (await app.gql(SECOND, { c: first.secondFactor.challenge, code: used })).body.data.loginSecondFactor;
    expect(done).toMatchObject({ userId: "1", username: ADMIN.username, secondFactor: null, mustSetUpSecondFactor: false });
    expect(done.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(done.expiresAt)).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect((await app.gql(`{ me { id username twoFactor { totp } } }`, {}, { token: done.token })).body.data.me).toEqual({
      id: "1",
      username: ADMIN.username,
      twoFactor: { totp: true },
    });
    const [session] = await app.ds.query<{ secondFactorAt: unknown }[]>("SELECT secondFactorAt FROM admin_sessions ORDER BY createdAt DESC LIMIT 1");
    expect(Date.now() - new Date(session.secondFactorAt as string).getTime()).toBeLessThan(60_000);

    // The challenge signed in once.
    const again = await app.gql(SECOND, { c: first.secondFactor.challenge, code: laterCode(secret, 1) });
    expect(again.body.errors[0]).toMatchObject({ message: GONE, extensions: { code: "UNAUTHENTICATED" } });
  });

  it("a code that signed in once is refused at the next sign-in (replay), and an older one too", async () => {
    const { challenge } = (await login()).body.data.login.secondFactor;
    for (const code of [used, codeAt(secret, Date.now() - 30_000)]) {
      const res = await app.gql(SECOND, { c: challenge, code });
      expect(res.body.errors[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      expect(res.body.errors[0].message).toMatch(/already used/);
    }
  });

  it("a recovery code signs in once", async () => {
    const use = async () => app.gql(SECOND, { c: (await login()).body.data.login.secondFactor.challenge, r: recoveryCodes[0] });
    const first = await use();
    expect(first.body.data.loginSecondFactor.token).toBeTruthy();
    const second = await use();
    expect(second.body.errors[0]).toMatchObject({ message: "The recovery code is not right, or was already used.", extensions: { code: "UNAUTHENTICATED" } });
    expect(
      (await app.gql(`{ me { twoFactor { recoveryCodesLeft } } }`, {}, { token: first.body.data.loginSecondFactor.token })).body.data.me.twoFactor,
    ).toEqual({
      recoveryCodesLeft: 9,
    });
  });

  it("an expired challenge is refused, even with a right code", async () => {
    const { challenge } = (await login()).body.data.login.secondFactor;
    await app.ds.getRepository(TwoFactorChallenge).update({ purpose: "login" }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await app.gql(SECOND, { c: challenge, code: laterCode(secret, 1) });
    expect(res.body.errors[0]).toMatchObject({ message: GONE, extensions: { code: "UNAUTHENTICATED" } });
  });

  it("a password changed after the challenge was made voids it", async () => {
    const { challenge } = (await login()).body.data.login.secondFactor;
    await app.ds.getRepository(AdminUser).update({ id: 1 }, { passwordChangedAt: new Date(Date.now() + 1000) });
    const res = await app.gql(SECOND, { c: challenge, r: recoveryCodes[2] });
    expect(res.body.errors[0]).toMatchObject({ message: GONE, extensions: { code: "UNAUTHENTICATED" } });
    await app.ds.getRepository(AdminUser).update({ id: 1 }, { passwordChangedAt: new Date(Date.now() - 60_000) });
  });

  it("one account's challenge does not take another account's code", async () => {
    await addAccount(app, "helper", "helper-password");
    const helperToken = (await login("helper", "helper-password")).body.data.login.token as string;
    expect(helperToken).toBeTruthy();
    const helper = await turnOnTotp(app, helperToken);
    const { challenge } = (await login()).body.data.login.secondFactor;
    const crossed = await app.gql(SECOND, { c: challenge, code: codeAt(helper.secret, Date.now() + 30_000) });
    expect(crossed.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const crossedRecovery = await app.gql(SECOND, { c: challenge, r: helper.recoveryCodes[0] });
    expect(crossedRecovery.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const own = await app.gql(SECOND, { c: challenge, r: recoveryCodes[1] });
    expect(own.body.data.loginSecondFactor).toMatchObject({ userId: "1" });
  });

  it("the audit log has each sign-in and each wrong code, and none of the secrets, codes or challenges", async () => {
    const rows = await app.ds.query<{ operation: string; actor: string }[]>("SELECT operation, actor FROM audit_entries");
    expect(rows.filter((r) => r.operation === "sign-in" && r.actor === ADMIN.username).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.operation === "second factor failed" && r.actor === ADMIN.username)).toBe(true);
    const everything = JSON.stringify(await app.ds.query("SELECT * FROM audit_entries"));
    const [{ secret: sealed }] = await app.ds.query<{ secret: string }[]>("SELECT secret FROM admin_totp WHERE userId = 1");
    for (const kept of [secret, sealed, ...recoveryCodes]) expect(everything).not.toContain(kept);
    const hashes = await app.ds.query<{ hash: string }[]>("SELECT hash FROM admin_recovery_codes");
    for (const { hash } of hashes) expect(everything).not.toContain(hash);
  });

  it("the REST shim refuses an account with a second factor once its password is right, and keeps working for one without", async () => {
    const res = await app.rest("GET", `/login?username=${ADMIN.username}&password=${ADMIN.password}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, message: "Two-factor sign-in required: sign in from the back office" });
    const wrong = await app.rest("GET", `/login?username=${ADMIN.username}&password=not-it`);
    expect(wrong.body.message).toBe("Invalid username or password");
    await addAccount(app, "packer", "packer-password");
    const ok = await app.rest("GET", `/login?username=packer&password=packer-password`);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBeTruthy();
  });
});

describe("wrong codes at the second step", () => {
  let app: TestApp;
  let secret: string;
  beforeAll(async () => {
    app = await startTestApp();
    ({ secret } = await turnOnTotp(app, await app.token()));
  });
  afterAll(() => app?.close());

  it("a challenge is dropped at its fifth wrong code; the codes count against the client's sign-in limit, which a right password does not clear", async () => {
    const login = async () => (await app.gql(LOGIN, { u: ADMIN.username, p: ADMIN.password })).body.data.login.secondFactor.challenge as string;
    const challenge = await login();
    for (let i = 0; i < 5; i++) {
      const res = await app.gql(SECOND, { c: challenge, code: "000000" });
      expect(res.body.errors[0].message).toMatch(/code is not right/);
    }
    const dropped = await app.gql(SECOND, { c: challenge, code: laterCode(secret, 1) });
    expect(dropped.body.errors[0].message).toBe(GONE);

    // Five more wrong codes on a new challenge: the tenth of the client answers the wait.
    const next = await login();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await app.gql(SECOND, { c: next, code: "000001" })).body.errors[0].message);
    expect(messages[4]).toMatch(/^Too many login attempts/);
    const waiting = await app.gql(LOGIN, { u: ADMIN.username, p: ADMIN.password });
    expect(waiting.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("wrong codes sent at once, and a password change with sign-ins under way", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("ten wrong codes at once on one challenge: five are checked, the rest find it gone, and then so does a right one", async () => {
    const { recoveryCodes } = await turnOnTotp(app, await app.token());
    const { challenge } = (await app.gql(LOGIN, { u: ADMIN.username, p: ADMIN.password })).body.data.login.secondFactor;
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.gql(SECOND, { c: challenge, code: "000000" })));
    const messages = answers.map((res) => res.body.errors[0].message);
    // Each try is taken before its code is checked, so the count each read cannot let all ten through.
    expect(messages.filter((m) => m === GONE)).toHaveLength(5);
    expect(messages.filter((m) => /code is not right|^Too many login attempts/.test(m))).toHaveLength(5);
    expect((await app.gql(SECOND, { c: challenge, r: recoveryCodes[0] })).body.errors[0].message).toBe(GONE);
    // An empty code costs no try: it is refused as such before one is taken.
    const next = (await app.gql(LOGIN, { u: ADMIN.username, p: ADMIN.password })).body.data.login.secondFactor.challenge as string;
    for (let i = 0; i < 6; i++) expect((await app.gql(SECOND, { c: next, code: " " })).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await app.gql(SECOND, { c: next, r: recoveryCodes[1] })).body.errors).toBeUndefined();
  });

  it("a password hashed at another cost is hashed again at sign-in, and the second step is still asked (the new hash is not taken for a change)", async () => {
    const users = app.ds.getRepository(AdminUser);
    const id = await addAccount(app, "ravi", "ravi-password-1");
    const plain = (await app.gql(LOGIN, { u: "ravi", p: "ravi-password-1" })).body.data.login;
    await turnOnTotp(app, plain.token);
    await users.update({ id }, { passwordHash: await bcrypt.hash("ravi-password-1", 5) });
    const res = await app.gql(LOGIN, { u: "ravi", p: "ravi-password-1" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login.secondFactor.challenge).toEqual(expect.any(String));
    expect(bcrypt.getRounds((await users.findOneByOrFail({ id })).passwordHash)).toBe(4);
  });

  it("two sign-ins at once after a cost change both complete: the other's new hash of the same password is not taken for a change", async () => {
    const users = app.ds.getRepository(AdminUser);
    const id = await addAccount(app, "tara", "tara-password-1");
    await users.update({ id }, { passwordHash: await bcrypt.hash("tara-password-1", 5) });
    // The first is held after its comparison, before its own new hash, while the second signs in and makes it.
    const gate = holdNextCall(app.services.auth.secondFactors, "stateOf");
    const first = app.gql(LOGIN, { u: "tara", p: "tara-password-1" });
    await gate.reached;
    const second = await app.gql(LOGIN, { u: "tara", p: "tara-password-1" });
    expect(second.body.data.login.token).toEqual(expect.any(String));
    gate.open();
    const res = await first;
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login.token).toEqual(expect.any(String));
    expect(bcrypt.getRounds((await users.findOneByOrFail({ id })).passwordHash)).toBe(4);
  });

  it("a second step completes while another instance, of another cost, makes the hash of the same password again", async () => {
    const id = await addAccount(app, "anand", "anand-password-1");
    const plain = (await app.gql(LOGIN, { u: "anand", p: "anand-password-1" })).body.data.login;
    const { recoveryCodes: codes } = await turnOnTotp(app, plain.token);
    const challenge = (await app.gql(LOGIN, { u: "anand", p: "anand-password-1" })).body.data.login.secondFactor.challenge as string;
    const other = await secondInstance(app, { BCRYPT_COST: "5" });
    try {
      // The second step is held before its code is checked, after it read the account; meanwhile a
      // sign-in through the other instance makes the hash again at its cost.
      const gate = holdNextCall(app.services.twoFactor, "prove");
      const step = app.gql(SECOND, { c: challenge, r: codes[0] });
      await gate.reached;
      const elsewhere = await fetch(`${other.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: LOGIN, variables: { u: "anand", p: "anand-password-1" } }),
      }).then((r) => r.json() as Promise<{ data: { login: { secondFactor: { challenge: string } } } }>);
      expect(elsewhere.data.login.secondFactor.challenge).toEqual(expect.any(String));
      expect(bcrypt.getRounds((await app.ds.getRepository(AdminUser).findOneByOrFail({ id })).passwordHash)).toBe(5);
      gate.open();
      const res = await step;
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.loginSecondFactor.token).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });

  it("a password change ends the sign-ins the old password began; one with the new password in the same second completes", async () => {
    const P1 = "kingfisher-old-1";
    const P2 = "kingfisher-new-2";
    await addAccount(app, "meera", P1);
    const plain = (await app.gql(LOGIN, { u: "meera", p: P1 })).body.data.login;
    const { secret, recoveryCodes } = await turnOnTotp(app, plain.token);
    const signedIn = (await app.gql(LOGIN, { u: "meera", p: P1 })).body.data.login.secondFactor.challenge as string;
    const token = (await app.gql(SECOND, { c: signedIn, r: recoveryCodes[0] })).body.data.loginSecondFactor.token as string;
    // At the start of a second, so that the change and the next sign-in fall in the same one: the change
    // is dated from the next whole second, and a challenge made before that date used to be void.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 10));
    // Begun with the old password in the change's own second: only the change's dropping it ends it.
    const begun = (await app.gql(LOGIN, { u: "meera", p: P1 })).body.data.login.secondFactor.challenge as string;
    const change = await app.gql(
      `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) }`,
      { c: P1, n: P2 },
      { token },
    );
    expect(change.body).toEqual({ data: { changePassword: true } });
    const next = (await app.gql(LOGIN, { u: "meera", p: P2 })).body.data.login.secondFactor.challenge as string;
    const done = await app.gql(SECOND, { c: next, code: laterCode(secret, 1) });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.loginSecondFactor.token).toEqual(expect.any(String));
    // The sign-in the old password began is gone, with a right recovery code.
    expect((await app.gql(SECOND, { c: begun, r: recoveryCodes[1] })).body.errors[0].message).toBe(GONE);
  });

  it("a sign-in that proved the old password as it was changed drops its own challenge, not the one the new password began", async () => {
    const P1 = "heron-old-1";
    const P2 = "heron-new-2";
    const id = await addAccount(app, "kavya", P1);
    const plain = (await app.gql(LOGIN, { u: "kavya", p: P1 })).body.data.login;
    const { recoveryCodes } = await turnOnTotp(app, plain.token);
    // The old password's sign-in is held after its comparison, at its challenge, while the password
    // changes and the new one's sign-in starts (a slow hash on a busy machine); then it goes on.
    const gate = holdNextCall(app.services.auth.secondFactors, "challenge");
    const old = app.gql(LOGIN, { u: "kavya", p: P1 });
    await gate.reached;
    await app.ds.getRepository(AdminUser).update({ id }, { passwordHash: await bcrypt.hash(P2, 4), passwordChangedAt: new Date(Date.now() - 5_000) });
    const next = (await app.gql(LOGIN, { u: "kavya", p: P2 })).body.data.login.secondFactor.challenge as string;
    gate.open();
    expect((await old).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    // The new password's sign-in is still under way, and completes.
    const done = await app.gql(SECOND, { c: next, r: recoveryCodes[0] });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.loginSecondFactor.token).toEqual(expect.any(String));
    // The challenge the old password's sign-in wrote is not left behind.
    expect(await app.ds.getRepository(TwoFactorChallenge).countBy({ userId: id, purpose: "login" })).toBe(0);
  });
});

describe("step-up before sensitive operations", () => {
  let app: TestApp;
  let secret: string;
  let token: string;
  let print: Awaited<ReturnType<typeof createPrint>>;
  const REFUND = `mutation($o: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: 100, reason: "Damaged frame", idempotencyKey: $k) { refundedPaise } }`;
  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    print = await createPrint(app, "Spot-billed Pelican", [1499]);
    const on = await turnOnTotp(app, await app.token());
    secret = on.secret;
    // Signed in with a recovery code: the app's next code is left for the step-up.
    const { challenge } = (await app.gql(LOGIN, { u: ADMIN.username, p: ADMIN.password })).body.data.login.secondFactor;
    token = (await app.gql(SECOND, { c: challenge, r: on.recoveryCodes[0] })).body.data.loginSecondFactor.token;
  });
  afterAll(() => app?.close());

  /** Dates the sessions' last second factor `minutes` ago (null: never). */
  const age = (minutes: number | null) =>
    app.ds.getRepository(AdminSession).update({ userId: 1 }, { secondFactorAt: minutes === null ? null : new Date(Date.now() - minutes * 60_000) });

  it("a refund within 15 minutes of the second factor passes; after, it is FORBIDDEN with STEP_UP_REQUIRED until stepUp", async () => {
    const order = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    await age(14);
    const fresh = await app.gql(REFUND, { o: order.orderId, k: "refund-key-0001" }, { token });
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data.refundOrder.refundedPaise).toBe(100);

    await age(16);
    const stale = await app.gql(REFUND, { o: order.orderId, k: "refund-key-0002" }, { token });
    expect(stale.body.errors[0]).toMatchObject({ extensions: { code: "FORBIDDEN", reason: "STEP_UP_REQUIRED" } });
    expect(stale.body.errors[0].message).toMatch(/^Confirm it is you/);
    expect(stale.body.data).toBeNull();

    const wrong = await app.gql(`mutation { stepUp(code: "000000") }`, {}, { token });
    expect(wrong.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const stepped = await app.gql(`mutation($c: String) { stepUp(code: $c) }`, { c: laterCode(secret, 1) }, { token });
    expect(stepped.body).toEqual({ data: { stepUp: true } });
    const retried = await app.gql(REFUND, { o: order.orderId, k: "refund-key-0002" }, { token });
    expect(retried.body.data.refundOrder.refundedPaise).toBe(200);

    // Never proved in this session (signed in before the factor was on): asked too.
    await age(null);
    expect((await app.gql(REFUND, { o: order.orderId, k: "refund-key-0003" }, { token })).body.errors[0].extensions).toMatchObject({
      reason: "STEP_UP_REQUIRED",
    });
  });

  it("operations that move no money or access are not asked; the password's change is, through REST too", async () => {
    await age(60);
    expect((await app.gql(`{ allOrders { id } }`, {}, { token })).body.errors).toBeUndefined();
    const res = await app.rest("POST", "/update-password", { token, form: { password: "brand-new-1", currentPassword: ADMIN.password } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, reason: "STEP_UP_REQUIRED" });
    const gql = await app.gql(
      `mutation { changePassword(currentPassword: "${ADMIN.password}", newPassword: "brand-new-1", confirmPassword: "brand-new-1") }`,
      {},
      { token },
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "STEP_UP_REQUIRED" });
  });

  it("ending another account's sessions asks for it, ending one's own does not", async () => {
    const { STEP_UP_OPERATIONS } = await import("../../core/second-factor.js");
    const rule = STEP_UP_OPERATIONS["Mutation.endAllSessions"];
    expect(typeof rule).toBe("function");
    if (typeof rule === "function") {
      expect(rule({ userId: "1" }, { id: 1 })).toBe(false);
      expect(rule({ userId: "2" }, { id: 1 })).toBe(true);
    }
  });
});

describe("the owner's requirement of a second factor", () => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await app.token();
  });
  afterAll(() => app?.close());

  it("is off by default, and cannot be turned on by an account without a second factor", async () => {
    expect((await app.gql(`{ twoFactorSettings { requireTwoFactor } }`, {}, { token: owner })).body.data.twoFactorSettings).toEqual({
      requireTwoFactor: false,
    });
    const res = await app.gql(`mutation { updateTwoFactorSettings(requireTwoFactor: true) { requireTwoFactor } }`, {}, { token: owner });
    expect(res.body.errors[0]).toMatchObject({
      message: "Set up your own second factor before requiring one of everyone",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("on, an account without one signs in told to set one up, may do nothing else until it has, then everything its role allows", async () => {
    await turnOnTotp(app, owner);
    const on = await app.gql(`mutation { updateTwoFactorSettings(requireTwoFactor: true) { requireTwoFactor } }`, {}, { token: owner });
    expect(on.body.data.updateTwoFactorSettings).toEqual({ requireTwoFactor: true });
    await addAccount(app, "helper", "helper-password");
    const signedIn = (await app.gql(LOGIN, { u: "helper", p: "helper-password" })).body.data.login;
    expect(signedIn).toMatchObject({ mustSetUpSecondFactor: true, secondFactor: null });
    const token = signedIn.token as string;

    const refused = await app.gql(`{ allBlogPosts { id } }`, {}, { token });
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: "FORBIDDEN", reason: "SECOND_FACTOR_SETUP_REQUIRED" } });
    const rest = await app.rest("GET", "/view-gallery", { token });
    expect(rest.status).toBe(200);
    const guarded = await app.rest("GET", "/dashboard-stats", { token });
    expect(guarded.status).toBe(403);
    expect(guarded.body).toMatchObject({ status: false, reason: "SECOND_FACTOR_SETUP_REQUIRED" });
    expect((await app.gql(`{ me { username twoFactor { totp } } }`, {}, { token })).body.data.me).toEqual({ username: "helper", twoFactor: { totp: false } });

    const { secret } = await turnOnTotp(app, token);
    expect((await app.gql(`{ allBlogPosts { id } }`, {}, { token })).body.errors).toBeUndefined();
    // Its last factor cannot be turned off while one is required.
    const off = await app.gql(`mutation($c: String!) { disableTotp(code: $c) }`, { c: laterCode(secret, 1) }, { token });
    expect(off.body.errors[0].message).toMatch(/^A second factor is required for every account/);
  });
});

describe("passkey sign-in, server side", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" });
  });
  afterAll(() => app?.close());

  it("the options name no account and ask for this site's passkeys; a forged answer is refused and uses its challenge up", async () => {
    const options = JSON.parse((await app.gql(`{ passkeyLoginOptions }`)).body.data.passkeyLoginOptions);
    expect(options).toMatchObject({ rpId: "prints.example.in", userVerification: "required", allowCredentials: [] });
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: "https://prints.example.in" })).toString(
      "base64url",
    );
    const forged = JSON.stringify({
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA", userHandle: "AAAA" },
      clientExtensionResults: {},
    });
    const res = await app.gql(`mutation($r: String!) { verifyPasskeyLogin(response: $r) { token } }`, { r: forged });
    expect(res.body.errors[0]).toMatchObject({ message: "The passkey could not be verified", extensions: { code: "UNAUTHENTICATED" } });
    expect(res.body.data).toBeNull();
  });
});
