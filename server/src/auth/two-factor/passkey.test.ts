// Passkeys end to end on the server, with an authenticator made in the test from node:crypto: an
// Ed25519 (EdDSA) or P-256 (ES256) key pair, 'none' attestation, the authenticator data and CBOR as the
// WebAuthn spec lays them out (CBOR through the encoder SimpleWebAuthn itself uses). The browser's half
// is the back office's browser test (a virtual authenticator); this one proves what the server accepts
// and refuses.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, outboxMails, startTestApp, type TestApp } from "../../../test/harness.js";
import { AdminSession } from "../admin-session.entity.js";

const SITE = "https://prints.example.in";
const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

type Algorithm = "EdDSA" | "ES256";

/** A passkey held by a software authenticator: its key pair, id, the account handle it was made for, its counter. */
class SoftwarePasskey {
  readonly id = randomBytes(16);
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };
  private counter = 0;
  userHandle = "";

  constructor(private readonly algorithm: Algorithm = "EdDSA") {
    this.keys = algorithm === "EdDSA" ? generateKeyPairSync("ed25519") : generateKeyPairSync("ec", { namedCurve: "P-256" });
  }

  /** Another key of the same kind, for a signature that is not this passkey's. */
  strangerKey(): KeyObject {
    return this.algorithm === "EdDSA" ? generateKeyPairSync("ed25519").privateKey : generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
  }

  /** navigator.credentials.create()'s answer to the server's options, as @simplewebauthn/browser sends it. */
  register(optionsJson: string, origin = SITE): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rp: { id: string }; user: { id: string } };
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    // The COSE key (RFC 9053): OKP Ed25519 with EdDSA, or EC2 P-256 with ES256.
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>(
        this.algorithm === "EdDSA"
          ? [
              [1, 1],
              [3, -8],
              [-1, 6],
              [-2, Buffer.from(jwk.x!, "base64url")],
            ]
          : [
              [1, 2],
              [3, -7],
              [-1, 1],
              [-2, Buffer.from(jwk.x!, "base64url")],
              [-3, Buffer.from(jwk.y!, "base64url")],
            ],
      ),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    // rpIdHash, flags (user present, user verified, attested credential data), counter, AAGUID, id, key.
    const authData = Buffer.concat([sha256(options.rp.id), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, this.id, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false });
    return JSON.stringify({
      id: b64u(this.id),
      rawId: b64u(this.id),
      type: "public-key",
      response: { clientDataJSON: b64u(Buffer.from(clientDataJSON)), attestationObject: b64u(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
    });
  }

  /** navigator.credentials.get()'s answer: the authenticator data and client data signed with the passkey's key. */
  assert(
    optionsJson: string,
    { origin = SITE, counter = ++this.counter, key = this.keys.privateKey }: { origin?: string; counter?: number; key?: KeyObject } = {},
  ): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rpId: string };
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([0x05]), count]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }));
    // EdDSA signs the message itself; ES256 its SHA-256, DER-encoded (node's default for EC keys), as authenticators do.
    const signature = sign(this.algorithm === "EdDSA" ? null : "sha256", Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return JSON.stringify({
      id: b64u(this.id),
      rawId: b64u(this.id),
      type: "public-key",
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
    });
  }
}

const REGISTER = `mutation($r: String!, $n: String!) { verifyPasskeyRegistration(response: $r, name: $n) { id name createdAt lastUsedAt } }`;
const LOGIN = `mutation($r: String!) { verifyPasskeyLogin(response: $r) { token userId username secondFactor { challenge } } }`;

describe("passkeys with a software authenticator", () => {
  let app: TestApp;
  let owner: string;
  const passkey = new SoftwarePasskey();
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: SITE });
    owner = await app.token();
  });
  afterAll(() => app?.close());

  const loginOptions = async () => (await app.gql(`{ passkeyLoginOptions }`)).body.data.passkeyLoginOptions as string;

  it("registers a named passkey for the account, once", async () => {
    const options = (await app.gql(`{ passkeyRegistrationOptions }`, {}, { token: owner })).body.data.passkeyRegistrationOptions;
    const response = passkey.register(options);
    const res = await app.gql(REGISTER, { r: response, n: "Test laptop" }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.verifyPasskeyRegistration).toMatchObject({ name: "Test laptop", lastUsedAt: null });
    const again = await app.gql(REGISTER, { r: response, n: "Again" }, { token: owner });
    expect(again.body.errors[0].message).toBe("The passkey could not be verified: start again");
    const [row] = await app.ds.query<{ credentialId: string; publicKey: string }[]>("SELECT credentialId, publicKey FROM admin_passkeys");
    expect(row.credentialId).toBe(b64u(passkey.id));
    expect((await app.gql(`{ me { twoFactor { totp passkeys { name } recoveryCodesLeft } } }`, {}, { token: owner })).body.data.me.twoFactor).toEqual({
      totp: false,
      passkeys: [{ name: "Test laptop" }],
      recoveryCodesLeft: 0,
    });
  });

  it("a passkey signs in without a username, its challenge once; the password alone now asks for it", async () => {
    const assertion = passkey.assert(await loginOptions());
    const res = await app.gql(LOGIN, { r: assertion });
    expect(res.body.errors).toBeUndefined();
    const session = res.body.data.verifyPasskeyLogin;
    expect(session).toMatchObject({ userId: "1", username: ADMIN.username, secondFactor: null });
    expect((await app.gql(`{ me { id } }`, {}, { token: session.token })).body.data.me).toEqual({ id: "1" });
    const [row] = await app.ds.query<{ lastUsedAt: unknown; counter: unknown }[]>("SELECT lastUsedAt, counter FROM admin_passkeys");
    expect(row.lastUsedAt).not.toBeNull();
    expect(Number(row.counter)).toBe(1);

    // The same answer again: its challenge was used.
    const replay = await app.gql(LOGIN, { r: assertion });
    expect(replay.body.errors[0]).toMatchObject({ message: "The passkey could not be verified", extensions: { code: "UNAUTHENTICATED" } });

    const password = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token secondFactor { methods } } }`);
    expect(password.body.data.login).toEqual({ token: null, secondFactor: { methods: ["passkey"] } });
  });

  it("refuses an answer made for another site, signed by another key, or with a counter gone back", async () => {
    const refused = async (assertion: string) => (await app.gql(LOGIN, { r: assertion })).body.errors?.[0]?.message;
    expect(await refused(passkey.assert(await loginOptions(), { origin: "https://prints.example.in.evil.example" }))).toBe("The passkey could not be verified");
    const stranger = passkey.strangerKey();
    expect(await refused(passkey.assert(await loginOptions(), { key: stranger }))).toBe("The passkey could not be verified");
    expect(await refused(passkey.assert(await loginOptions(), { counter: 1 }))).toBe("The passkey could not be verified");
    // A challenge of the registration's, or the step-up's, is not a sign-in's.
    const registration = (await app.gql(`{ passkeyRegistrationOptions }`, {}, { token: owner })).body.data.passkeyRegistrationOptions;
    expect(await refused(passkey.assert(JSON.stringify({ ...JSON.parse(registration), rpId: "prints.example.in" })))).toBe("The passkey could not be verified");
  });

  it("a passkey renews the session's second factor for a step-up", async () => {
    const token = (await app.gql(LOGIN, { r: passkey.assert(await loginOptions()) })).body.data.verifyPasskeyLogin.token as string;
    await app.ds.getRepository(AdminSession).update({ userId: 1 }, { secondFactorAt: new Date(Date.now() - 20 * 60_000) });
    const remove = `mutation { removePasskey(id: "999999") }`;
    const regenerate = `mutation { regenerateRecoveryCodes { recoveryCodes } }`;
    expect((await app.gql(remove, {}, { token })).body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "STEP_UP_REQUIRED" });
    // Passkeys alone give no code: recovery codes are made after a step-up instead.
    expect((await app.gql(regenerate, {}, { token })).body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "STEP_UP_REQUIRED" });
    const options = (await app.gql(`{ passkeyStepUpOptions }`, {}, { token })).body.data.passkeyStepUpOptions;
    expect(JSON.parse(options).allowCredentials).toEqual([{ id: b64u(passkey.id), type: "public-key", transports: ["internal"] }]);
    const stepped = await app.gql(`mutation($r: String!) { verifyPasskeyStepUp(response: $r) }`, { r: passkey.assert(options) }, { token });
    expect(stepped.body).toEqual({ data: { verifyPasskeyStepUp: true } });
    expect((await app.gql(remove, {}, { token })).body.errors[0]).toMatchObject({ message: "Passkey not found", extensions: { code: "NOT_FOUND" } });
    expect((await app.gql(regenerate, {}, { token })).body.data.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
    const password = await app.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { secondFactor { methods } } }`);
    expect(password.body.data.login.secondFactor.methods).toEqual(["recovery", "passkey"]);
  });

  it("a passkey added or removed is mailed to the account's holder (the owner, at the business's address); a refused removal mails nothing", async () => {
    // Signed in with the passkey just now: the second factor is fresh for the step-up's operations.
    const token = (await app.gql(LOGIN, { r: passkey.assert(await loginOptions()) })).body.data.verifyPasskeyLogin.token as string;
    const business = await app.gql(`mutation { updateBusinessSettings(email: "owner@kingfisher.example") { email } }`, {}, { token });
    expect(business.body.errors, JSON.stringify(business.body.errors)).toBeUndefined();
    const second = new SoftwarePasskey();
    const options = (await app.gql(`{ passkeyRegistrationOptions }`, {}, { token })).body.data.passkeyRegistrationOptions;
    // Its name is kept on one line, without bidi controls: it is written into the mail.
    const made = await app.gql(REGISTER, { r: second.register(options), n: "Spare\n\u202Ekey" }, { token });
    expect(made.body.data?.verifyPasskeyRegistration.name).toBe("Spare key");
    expect(made.body.errors).toBeUndefined();
    const removed = await app.gql(`mutation($id: ID!) { removePasskey(id: $id) }`, { id: made.body.data.verifyPasskeyRegistration.id }, { token });
    expect(removed.body).toEqual({ data: { removePasskey: true } });
    const mails = (await outboxMails(app)).filter((m) => m.to === "owner@kingfisher.example");
    expect(mails.map((m) => m.subject)).toEqual(["A second factor was added to your account", "A second factor was removed from your account"]);
    expect(mails[0].text).toContain(`The passkey “Spare key” was added to your back-office account ${ADMIN.username}`);
    expect(mails[1].text).toContain(`The passkey “Spare key” was removed from your back-office account ${ADMIN.username}`);
    expect(mails[0].text).toMatch(/from the address \S+/);
    // A refused removal mails nothing.
    expect((await app.gql(`mutation { removePasskey(id: "999999") }`, {}, { token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await outboxMails(app)).filter((m) => m.to === "owner@kingfisher.example")).toHaveLength(2);
  });
});

describe("an ES256 passkey (P-256: what most platform authenticators and Chrome's virtual one make)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: SITE });
  });
  afterAll(() => app?.close());

  // Guards the dependency tree: with two copies of @peculiar/asn1-schema installed (SimpleWebAuthn's
  // resolving 2.8.0, which @postalsys/vmc pins, while @peculiar/asn1-ecc registers ECDSASigValue in its
  // own 2.11.1), every ES256 signature throws "Cannot get schema for 'ECDSASigValue' target". The root
  // package.json's overrides hold one version of @peculiar/asn1-schema and @peculiar/asn1-x509.
  it("registers and signs in", async () => {
    const passkey = new SoftwarePasskey("ES256");
    const token = await app.token();
    const options = (await app.gql(`{ passkeyRegistrationOptions }`, {}, { token })).body.data.passkeyRegistrationOptions;
    expect((await app.gql(REGISTER, { r: passkey.register(options), n: "Phone" }, { token })).body.errors).toBeUndefined();
    const login = (await app.gql(`{ passkeyLoginOptions }`)).body.data.passkeyLoginOptions;
    const res = await app.gql(LOGIN, { r: passkey.assert(login) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.verifyPasskeyLogin.token).toBeTruthy();
  });
});

describe("passkey sign-ins started per client", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: SITE, TRUST_PROXY: "loopback" });
  });
  afterAll(() => app?.close());

  const optionsFrom = async (ip: string) => (await app.gql(`{ passkeyLoginOptions }`, {}, { headers: { "X-Forwarded-For": ip } })).body;

  it("an IPv6 client is one client across its /64: thirty starts a minute, whichever of its addresses asks", async () => {
    for (let i = 1; i <= 30; i++) expect((await optionsFrom(`2001:db8:5:1::${i.toString(16)}`)).errors).toBeUndefined();
    const more = await optionsFrom("2001:db8:5:1:ffff::1");
    expect(more.errors[0]).toMatchObject({
      message: "Too many passkey sign-ins started. Please try again in a minute.",
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
    // Another /64 is another client.
    expect(JSON.parse((await optionsFrom("2001:db8:5:2::1")).data.passkeyLoginOptions).challenge).toMatch(/^[\w-]+$/);
  });
});
