import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, outboxMails, startTestApp, type TestApp } from "../../../test/harness.js";
import { AdminUser } from "../admin-user.entity.js";
import { WRONG_CODES_PER_HOUR } from "./two-factor.service.js";

/** The code an authenticator app shows for `secret` at `at` (ms), as the test computes it from the secret alone. */
function codeAt(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });
}

const TWO_FACTOR = `{ me { twoFactor { totp recoveryCodesLeft passkeys { id name createdAt lastUsedAt } } } }`;

/** Turns TOTP on for the test's admin: answers the secret and the recovery codes. */
async function turnOnTotp(app: TestApp): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = await app.token();
  const setup = await app.gql(`mutation { startTotpSetup { secret otpauthUrl qrCode } }`, {}, { token });
  const { secret } = setup.body.data.startTotpSetup;
  const confirmed = await app.gql(`mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }`, { c: codeAt(secret) }, { token });
  expect(confirmed.body.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.body.data.confirmTotpSetup.recoveryCodes };
}

describe("TOTP and recovery codes of an admin account", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("a setup answers the secret once (base32, an otpauth URL naming the shop, a QR code), sealed at rest, pending until a first code", async () => {
    const token = await app.token();
    const res = await app.gql(`mutation { startTotpSetup { secret otpauthUrl qrCode } }`, {}, { token });
    const setup = res.body.data.startTotpSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Chennai Wildlife Prints:${ADMIN.username}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: setup.secret,
      issuer: "Chennai Wildlife Prints",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);

    const [row] = await app.ds.query("SELECT secret, confirmedAt FROM admin_totp");
    expect(row.secret).not.toContain(setup.secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(row.confirmedAt).toBeNull();
    // Pending: the account has no second factor yet.
    expect((await app.gql(TWO_FACTOR, {}, { token })).body.data.me.twoFactor).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: [] });

    const wrong = await app.gql(`mutation { confirmTotpSetup(code: "000000") { recoveryCodes } }`, {}, { token });
    expect(wrong.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(wrong.body.errors[0].message).toMatch(/code is not right/);
  });

  it("a first code from the secret turns TOTP on and answers ten recovery codes, stored hashed; a second setup is refused while it is on", async () => {
    const token = await app.token();
    const { secret, recoveryCodes } = await turnOnTotp(app);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const stored = await app.ds.query<{ hash: string }[]>("SELECT hash FROM admin_recovery_codes");
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(recoveryCodes.some((c) => hash.includes(c.replace(/-/g, "")))).toBe(false);
    const [row] = await app.ds.query("SELECT secret, confirmedAt FROM admin_totp");
    expect(row.secret).not.toContain(secret);
    expect(row.confirmedAt).not.toBeNull();

    expect((await app.gql(TWO_FACTOR, {}, { token })).body.data.me.twoFactor).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
    const again = await app.gql(`mutation { startTotpSetup { secret } }`, {}, { token });
    expect(again.body.errors[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    // Nothing in the schema answers the secret again.
    expect(JSON.stringify(await app.gql(`{ me { twoFactor { totp } } }`, {}, { token }))).not.toContain(secret);
  });

  it("a code is accepted once: two requests with the same code at once pass once, the same code again and an older one are refused", async () => {
    const token = await app.token();
    const { secret } = await turnOnAgain(app);

    // The confirmation used this step's code; the next step's is within the window of one step.
    const next = codeAt(secret, Date.now() + 30_000);
    const regenerate = (code: string) => app.gql(`mutation($c: String!) { regenerateRecoveryCodes(code: $c) { recoveryCodes } }`, { c: code }, { token });
    const both = await Promise.all([regenerate(next), regenerate(next)]);
    const passed = both.filter((r) => !r.body.errors);
    expect(passed).toHaveLength(1);
    expect(passed[0].body.data.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
    const refused = both.find((r) => r.body.errors)!;
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });

    for (const code of [next, codeAt(secret), codeAt(secret, Date.now() - 30_000)]) {
      const res = await regenerate(code);
      expect(res.body.errors?.[0]?.message, code).toMatch(/already used/);
    }
  });

  it("a recovery code proves the second factor once", async () => {
    const token = await app.token();
    const res = await app.gql(
      `mutation { regenerateRecoveryCodes(code: "${codeAt((await turnOnAgain(app)).secret, Date.now() + 30_000)}") { recoveryCodes } }`,
      {},
      { token },
    );
    const codes = res.body.data.regenerateRecoveryCodes.recoveryCodes as string[];
    const account = { id: 1, username: ADMIN.username };
    // Typed as a person would: upper case, spaces for dashes.
    await expect(app.services.twoFactor.prove(account, { recoveryCode: codes[3].toUpperCase().replace(/-/g, " ") }, "test-client", true)).resolves.toBe(
      "recovery",
    );
    await expect(app.services.twoFactor.prove(account, { recoveryCode: codes[3] }, "test-client", true)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "The recovery code is not right, or was already used.",
    });
    expect((await app.gql(TWO_FACTOR, {}, { token })).body.data.me.twoFactor.recoveryCodesLeft).toBe(9);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM admin_recovery_codes WHERE usedAt IS NOT NULL");
    expect(Number(n)).toBe(1);
  });

  it("TOTP is turned off with a code; its secret and recovery codes go with it", async () => {
    const token = await app.token();
    const { secret } = await turnOnAgain(app);
    const wrong = await app.gql(`mutation { disableTotp(code: "123456") }`, {}, { token });
    expect(wrong.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    const off = await app.gql(`mutation($c: String!) { disableTotp(code: $c) }`, { c: codeAt(secret, Date.now() + 30_000) }, { token });
    expect(off.body).toEqual({ data: { disableTotp: true } });
    expect((await app.gql(TWO_FACTOR, {}, { token })).body.data.me.twoFactor).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect(await app.ds.query("SELECT * FROM admin_totp")).toEqual([]);
    expect(await app.ds.query("SELECT * FROM admin_recovery_codes")).toEqual([]);
  });

  it("each authenticator app turned on or off is mailed to the account's holder, at its own address; nothing for a wrong code", async () => {
    const users = app.ds.getRepository(AdminUser);
    await users.insert({
      username: "meera",
      usernameKey: "meera",
      name: "Meera",
      email: "meera@kingfisher.example",
      role: "manager",
      passwordHash: await app.services.auth.hashPassword("meera-password-1"),
      passwordChangedAt: new Date(Date.now() - 60_000),
    });
    const token = (await app.gql(`mutation { login(username: "meera", password: "meera-password-1") { token } }`)).body.data.login.token as string;
    const { secret } = (await app.gql(`mutation { startTotpSetup { secret } }`, {}, { token })).body.data.startTotpSetup;
    expect((await app.gql(`mutation { confirmTotpSetup(code: "000000") { recoveryCodes } }`, {}, { token })).body.errors).toBeDefined();
    expect((await outboxMails(app)).filter((m) => m.to === "meera@kingfisher.example")).toEqual([]);
    const on = await app.gql(`mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }`, { c: codeAt(secret) }, { token });
    expect(on.body.errors).toBeUndefined();
    const off = await app.gql(`mutation($c: String!) { disableTotp(code: $c) }`, { c: codeAt(secret, Date.now() + 30_000) }, { token });
    expect(off.body).toEqual({ data: { disableTotp: true } });
    const mails = (await outboxMails(app)).filter((m) => m.to === "meera@kingfisher.example");
    expect(mails.map((m) => m.subject)).toEqual(["A second factor was added to your account", "A second factor was removed from your account"]);
    expect(mails[0].text).toMatch(/^Hello Meera,/);
    expect(mails[0].text).toContain("An authenticator app was added to your back-office account meera");
    expect(mails[1].text).toContain("The authenticator app was removed from your back-office account meera");
    expect(mails[1].text).toContain("change your password");
  });

  it("a sealed secret copied onto another account's row opens nowhere", async () => {
    const { SecretBox } = await import("./secret-box.js");
    const box = new SecretBox("server-secret", "totp-secret");
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "admin:1");
    expect(box.open(sealed, "admin:1")).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "admin:2")).toBeNull();
    expect(new SecretBox("another-secret", "totp-secret").open(sealed, "admin:1")).toBeNull();
    const [v, iv, body, tag] = sealed.split(".");
    const flipped = `${v}.${iv}.${body.slice(0, -2)}${body.endsWith("A") ? "B" : "A"}${body.slice(-1)}.${tag}`;
    expect(box.open(flipped, "admin:1")).toBeNull();
  });

  it("the operations are the signed-in account's: none without a token", async () => {
    for (const q of [
      `mutation { startTotpSetup { secret } }`,
      `mutation { confirmTotpSetup(code: "123456") { recoveryCodes } }`,
      `{ passkeyRegistrationOptions }`,
    ])
      expect((await app.gql(q)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});

/** Starts over with TOTP on (whatever the state the test before left): answers the secret and codes. */
async function turnOnAgain(app: TestApp) {
  await app.ds.query("DELETE FROM admin_totp");
  await app.ds.query("DELETE FROM admin_recovery_codes");
  return turnOnTotp(app);
}

describe("wrong second-factor codes count against the sign-in limits", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("the tenth wrong code from one client answers the wait, and the password's sign-in from that client waits too", async () => {
    const token = await app.token();
    await turnOnTotp(app);
    const messages: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app.gql(`mutation { regenerateRecoveryCodes(code: "00000${i % 10}") { recoveryCodes } }`, {}, { token });
      messages.push(res.body.errors[0].message);
    }
    expect(messages.slice(0, 9).every((m) => /code is not right/.test(m))).toBe(true);
    expect(messages[9]).toMatch(/^Too many login attempts\. Please try again in 1[45] minutes\.$/);
    const eleventh = await app.gql(`mutation { regenerateRecoveryCodes(code: "123456") { recoveryCodes } }`, {}, { token });
    expect(eleventh.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
    const login = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`);
    expect(login.body.errors[0]).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
  });
});

describe("wrong codes for one account, from many clients", () => {
  // An app of its own: the account's codes wait an hour at the end.
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("are limited to 10 an hour whatever the client, so guessing codes from many addresses stays slow", async () => {
    const { secret } = await turnOnTotp(app);
    const account = { id: 1, username: ADMIN.username };
    const prove = (code: string, client: string) => app.services.twoFactor.prove(account, { code }, client, true);
    // A right code gives its point back: it is not a guess.
    await expect(prove(codeAt(secret, Date.now() + 30_000), "10.0.0.100")).resolves.toBe("totp");
    for (let i = 0; i < WRONG_CODES_PER_HOUR; i++)
      await expect(prove("000000", `10.0.0.${i}`), `guess ${i}`).rejects.toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    const refused = await prove("000000", "10.0.0.50").catch((err: unknown) => err);
    expect(refused).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
    expect((refused as Error).message).toMatch(/^Too many wrong codes for this account\. Please try again in (60|59) minutes, or use a passkey\.$/);
    // The hour is the account's: even the right code waits.
    await expect(prove(codeAt(secret, Date.now() + 60_000), "10.0.0.51")).rejects.toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
  });
});

describe("passkeys, server side", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in" });
  });
  afterAll(() => app?.close());

  it("registration options ask for a discoverable passkey of this site, user verification preferred, with a fresh challenge kept by the server", async () => {
    const token = await app.token();
    const res = await app.gql(`{ passkeyRegistrationOptions }`, {}, { token });
    const options = JSON.parse(res.body.data.passkeyRegistrationOptions);
    expect(options.rp).toEqual({ id: "prints.example.in", name: "Chennai Wildlife Prints" });
    expect(options.user.name).toBe(ADMIN.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", requireResidentKey: true, userVerification: "preferred" });
    expect(options.attestation).toBe("none");
    expect(options.challenge).toMatch(/^[\w-]{43}$/);
    const rows = await app.ds.query<{ id: string; purpose: string; userId: number }[]>("SELECT id, purpose, userId FROM two_factor_challenges");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "passkey-register", userId: 1 });
    // Only its hash is stored.
    expect(rows[0].id).not.toBe(options.challenge);
  });

  it("a forged registration is refused and uses its challenge up; one without a live challenge is refused", async () => {
    const token = await app.token();
    const options = JSON.parse((await app.gql(`{ passkeyRegistrationOptions }`, {}, { token })).body.data.passkeyRegistrationOptions);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: "https://prints.example.in" })).toString(
      "base64url",
    );
    const forged = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON, attestationObject: "AAAA" }, clientExtensionResults: {} };
    const register = (response: unknown) =>
      app.gql(`mutation($r: String!) { verifyPasskeyRegistration(response: $r, name: "Forged") { id } }`, { r: JSON.stringify(response) }, { token });
    const first = await register(forged);
    expect(first.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(first.body.errors[0].message).toMatch(/^The passkey could not be verified: /);
    const second = await register(forged);
    expect(second.body.errors[0].message).toBe("The passkey could not be verified: start again");
    expect((await app.gql(`mutation { verifyPasskeyRegistration(response: "not json", name: "x") { id } }`, {}, { token })).body.errors[0].message).toBe(
      "The passkey's answer is not JSON",
    );
    expect(await app.ds.query("SELECT * FROM admin_passkeys")).toEqual([]);
  });

  it("removing a passkey that is not the account's is NOT_FOUND", async () => {
    const token = await app.token();
    const res = await app.gql(`mutation { removePasskey(id: "42") }`, {}, { token });
    expect(res.body.errors[0]).toMatchObject({ message: "Passkey not found", extensions: { code: "NOT_FOUND" } });
  });

  it("a setup not confirmed within 15 minutes has expired: it is started again", async () => {
    const token = await app.token();
    const { secret } = (await app.gql(`mutation { startTotpSetup { secret } }`, {}, { token })).body.data.startTotpSetup;
    const late = new Date(Date.now() - 16 * 60_000);
    await app.ds.query("UPDATE admin_totp SET createdAt = ? WHERE confirmedAt IS NULL", [
      app.ds.options.type === "mysql" ? late : late.toISOString().replace("T", " ").replace("Z", ""),
    ]);
    const refused = await app.gql(`mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }`, { c: codeAt(secret) }, { token });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "The setup has expired (it lasts 15 minutes): start again",
      extensions: { code: "BAD_USER_INPUT" },
    });
    await app.ds.query("DELETE FROM admin_totp WHERE confirmedAt IS NULL");
  });

  it("adding a way in asks for the password once the session's sign-in is over 10 minutes old: a stolen token alone cannot plant a factor", async () => {
    const token = await app.token();
    const sid = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sid as string;
    const old = new Date(Date.now() - 11 * 60_000);
    await app.ds.getRepository("AdminSession").update({ id: sid }, { createdAt: old });
    for (const op of [`mutation { startTotpSetup { secret } }`, `{ passkeyRegistrationOptions }`, `mutation { regenerateRecoveryCodes { recoveryCodes } }`]) {
      const refused = await app.gql(op, {}, { token });
      expect(refused.body.errors?.[0]?.extensions, op).toMatchObject({ code: "FORBIDDEN", reason: "PASSWORD_REQUIRED" });
    }
    const wrong = await app.gql(`mutation { startTotpSetup(currentPassword: "not-it") { secret } }`, {}, { token });
    expect(wrong.body.errors?.[0]).toMatchObject({ message: "Current password is incorrect", extensions: { code: "BAD_USER_INPUT" } });
    const right = await app.gql(`mutation($p: String) { startTotpSetup(currentPassword: $p) { secret } }`, { p: ADMIN.password }, { token });
    expect(right.body.errors).toBeUndefined();
    expect(right.body.data.startTotpSetup.secret).toMatch(/^[A-Z2-7]{32}$/);
    // A fresh sign-in needs no password again.
    const again = await app.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: ADMIN.username, p: ADMIN.password });
    expect((await app.gql(`{ passkeyRegistrationOptions }`, {}, { token: again.body.data.login.token })).body.errors).toBeUndefined();
    await app.ds.getRepository("AdminSession").update({ id: sid }, { createdAt: new Date() });
  });
});

describe("the owner's factor notices and the business's address", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("go only to an address the owner entered: a first save of other settings keeps the built-in sample address, which is never mailed", async () => {
    const token = await app.token();
    // The back office's form sends every field it shows, the sample address included.
    const saved = await app.gql(
      `mutation { updateBusinessSettings(phone: "+91 98400 11111", email: "hello@chennaiwildlifeprints.in") { email phone } }`,
      {},
      { token },
    );
    expect(saved.body.data.updateBusinessSettings).toEqual({ email: "hello@chennaiwildlifeprints.in", phone: "+91 98400 11111" });
    const { secret } = await turnOnTotp(app);
    expect((await outboxMails(app)).filter((m) => /second factor/.test(m.subject))).toEqual([]);

    await app.gql(`mutation { updateBusinessSettings(email: "owner@kingfisher.example") { email } }`, {}, { token });
    const off = await app.gql(`mutation($c: String!) { disableTotp(code: $c) }`, { c: codeAt(secret, Date.now() + 30_000) }, { token });
    expect(off.body).toEqual({ data: { disableTotp: true } });
    const mails = (await outboxMails(app)).filter((m) => /second factor/.test(m.subject));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([["owner@kingfisher.example", "A second factor was removed from your account"]]);
  });
});
