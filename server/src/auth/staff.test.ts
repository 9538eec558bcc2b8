// The owner's team (issue 47): invitations mailed with a single-use link valid 72 hours, accepted
// once; roles changed and accounts disabled by the owner (sessions ended at once, on every instance);
// always one active owner, even when two owners demote each other at once; each account's sessions
// listed and ended, anyone's by the owner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, outboxMails, secondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import type { RunningApp } from "../app/app.js";
import { AdminUser } from "./admin-user.entity.js";
import { EXPIRED_INVITATION, INVALID_INVITATION } from "./staff.service.js";

const PUBLIC_URL = "https://prints.example.in";
const STAFF = `id name username email role disabled status invitedAt invitationExpiresAt lastSignInAt twoFactor`;

describe("staff accounts: invitations, roles, disabling, sessions", () => {
  let app: TestApp;
  let other: RunningApp;
  let owner: string;
  /** Each test's clients are their own, so the invitation limit of one never meets another's. */
  let client = 0;
  const from = () => ({ "x-forwarded-for": `10.47.0.${++client}` });

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL, TRUST_PROXY: "loopback" });
    other = await secondInstance(app, { PUBLIC_URL, TRUST_PROXY: "loopback" });
    owner = await app.token();
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, token: string | null = owner, base = app.url) =>
    fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const error = (res: { body: any }) => res.body.errors?.[0] as { message: string; extensions: { code: string } } | undefined;

  /** The token of the last invitation mailed to `email`. */
  const mailedToken = async (email: string) => {
    const mail = (await outboxMails(app)).filter((m) => m.to === email).at(-1);
    const match = /https:\/\/prints\.example\.in\/admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    if (!match) throw new Error(`no invitation mailed to ${email}`);
    return match[1];
  };
  const invite = async (username: string, role: string) => {
    const email = `${username}@example.in`;
    const res = await gql(
      `mutation($n: String!, $u: String!, $e: String!, $r: String!) { inviteStaff(name: $n, username: $u, email: $e, role: $r) { ${STAFF} } }`,
      {
        n: `Person ${username}`,
        u: username,
        e: email,
        r: role,
      },
    );
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return { user: res.body.data.inviteStaff, token: await mailedToken(email), email };
  };
  const accept = (token: string, password: string) =>
    gql(`mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }`, { t: token, p: password }, null);
  const signIn = async (username: string, password: string, base = app.url) => {
    const res = await gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: username, p: password }, null, base);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.login.token as string;
  };
  /** An invited, accepted and signed-in member of `role`. */
  const member = async (username: string, role: string) => {
    const { user, token } = await invite(username, role);
    expect((await accept(token, "heron-and-egret")).body.data.acceptInvitation).toBe(true);
    return { id: user.id as string, token: await signIn(username, "heron-and-egret") };
  };
  const me = async (token: string, base = app.url) => (await gql(`{ me { id username role } }`, {}, token, base)).body.data?.me;

  it("an invitation: the account waits without a password, the mail links to PUBLIC_URL/admin-invitation with a long URL-safe token; accepted, the invitee signs in with the role", async () => {
    const { user, token, email } = await invite("kavya", "editor");
    expect(user).toMatchObject({ name: "Person kavya", username: "kavya", email, role: "editor", disabled: false, status: "invited", lastSignInAt: null });
    expect(new Date(user.invitationExpiresAt).getTime() - new Date(user.invitedAt).getTime()).toBe(72 * 3600 * 1000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Stored hashed: the token is nowhere in the account's row.
    const row = await app.ds.getRepository(AdminUser).findOneByOrFail({ username: "kavya" });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.passwordHash).toBe("");
    // Nobody signs in to an invited account, whatever password is tried.
    expect(error(await gql(`mutation { login(username: "kavya", password: "") { token } }`, {}, null))?.extensions.code).toBe("BAD_USER_INPUT");
    expect(error(await gql(`mutation { login(username: "kavya", password: "anything") { token } }`, {}, null))?.extensions.code).toBe("UNAUTHENTICATED");

    // The password's rules are changePassword's.
    expect(error(await accept(token, "short"))).toMatchObject({
      message: "Password must be at least 6 characters long",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await accept(token, "kingfisher-blue")).body.data.acceptInvitation).toBe(true);
    const session = await signIn("KAVYA", "kingfisher-blue");
    expect(await me(session)).toMatchObject({ username: "kavya", role: "editor" });
    const listed = (await gql(`{ staffUsers { ${STAFF} } }`)).body.data.staffUsers.find((u: { username: string }) => u.username === "kavya");
    expect(listed).toMatchObject({ status: "active", invitationExpiresAt: null });
    expect(listed.lastSignInAt).not.toBeNull();

    // Single use: the link is dead once used, even with another password.
    expect(error(await accept(token, "another-password"))).toMatchObject({ message: INVALID_INVITATION, extensions: { code: "BAD_USER_INPUT" } });
    expect((await app.rest("GET", "/login?username=kavya&password=another-password")).status).toBe(401);
  });

  it("two acceptances of one link at once set one password", async () => {
    const { token } = await invite("twice", "editor");
    const results = await Promise.all([accept(token, "first-password"), accept(token, "second-password")]);
    expect(results.filter((r) => r.body.data?.acceptInvitation === true)).toHaveLength(1);
    expect(results.map((r) => error(r)?.message).filter(Boolean)).toEqual([INVALID_INVITATION]);
  });

  it("re-sending an invitation mails a new link and kills the old one", async () => {
    const { user, token: old, email } = await invite("arjun", "fulfilment");
    const resent = await gql(`mutation($id: ID!) { resendInvitation(id: $id) { status invitationExpiresAt } }`, { id: user.id });
    expect(resent.body.data.resendInvitation.status).toBe("invited");
    const fresh = await mailedToken(email);
    expect(fresh).not.toBe(old);
    expect(error(await accept(old, "egret-white"))?.message).toBe(INVALID_INVITATION);
    expect((await accept(fresh, "egret-white")).body.data.acceptInvitation).toBe(true);
    // Accepted: nothing to re-send or revoke any more.
    expect(error(await gql(`mutation($id: ID!) { resendInvitation(id: $id) { id } }`, { id: user.id }))?.extensions.code).toBe("CONFLICT");
    expect(error(await gql(`mutation($id: ID!) { revokeInvitation(id: $id) }`, { id: user.id }))?.extensions.code).toBe("CONFLICT");
  });

  it("an expired link is refused with a clear 400; sent again, the new one works", async () => {
    const { user, token, email } = await invite("late", "editor");
    await app.ds.getRepository(AdminUser).update({ id: Number(user.id) }, { invitationExpiresAt: new Date(Date.now() - 1000) });
    const res = await accept(token, "too-late-now");
    expect(res.status).toBe(400);
    expect(error(res)).toMatchObject({ message: EXPIRED_INVITATION, extensions: { code: "BAD_USER_INPUT" } });
    await gql(`mutation($id: ID!) { resendInvitation(id: $id) { id } }`, { id: user.id });
    expect((await accept(await mailedToken(email), "on-time-now")).body.data.acceptInvitation).toBe(true);
  });

  it("a revoked invitation's link is refused, and its username is free again", async () => {
    const { user, token } = await invite("gone", "manager");
    expect((await gql(`mutation($id: ID!) { revokeInvitation(id: $id) }`, { id: user.id })).body.data.revokeInvitation).toBe(true);
    expect(error(await accept(token, "not-any-more"))?.message).toBe(INVALID_INVITATION);
    await invite("gone", "manager");
  });

  it("usernames are unique whatever their case; emails, roles and usernames are checked", async () => {
    await invite("meena", "editor");
    const inviteWith = (u: string, e: string, r: string) =>
      gql(`mutation($u: String!, $e: String!, $r: String!) { inviteStaff(name: "X", username: $u, email: $e, role: $r) { id } }`, { u, e, r });
    expect(error(await inviteWith("MEENA", "m2@example.in", "editor"))).toMatchObject({
      message: "The username MEENA is taken",
      extensions: { code: "CONFLICT" },
    });
    expect(error(await inviteWith(ADMIN.username.toUpperCase(), "o@example.in", "editor"))?.extensions.code).toBe("CONFLICT");
    expect(error(await inviteWith("someone", "a,victim@example.in", "editor"))?.extensions.code).toBe("BAD_USER_INPUT");
    expect(error(await inviteWith("someone", "s@example.in", "admin"))?.message).toBe("Role must be one of owner, manager, fulfilment or editor");
    expect(error(await inviteWith("a b", "s@example.in", "editor"))?.extensions.code).toBe("BAD_USER_INPUT");
    // Two invitations of one new username at once: one account.
    const both = await Promise.all([inviteWith("same-time", "s1@example.in", "editor"), inviteWith("Same-Time", "s2@example.in", "editor")]);
    expect(both.filter((r) => r.body.data?.inviteStaff)).toHaveLength(1);
    expect(both.map((r) => error(r)?.extensions.code).filter(Boolean)).toEqual(["CONFLICT"]);
  });

  it("a wrong link is a 400, and a client guessing links waits after ten", async () => {
    const guesser = { "x-forwarded-for": "10.47.9.9", "content-type": "application/json" };
    const guess = (t: string) =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: guesser,
        body: JSON.stringify({ query: `mutation($t: String!) { acceptInvitation(token: $t, password: "guessing-game") }`, variables: { t } }),
      }).then(async (r) => ((await r.json()) as any).errors?.[0]?.extensions?.code);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push(await guess(`guess-${i}-${"x".repeat(24)}`));
    expect(codes.slice(0, 9)).toEqual(Array(9).fill("BAD_USER_INPUT"));
    expect(codes.slice(9)).toEqual(["TOO_MANY_REQUESTS", "TOO_MANY_REQUESTS"]);
  });

  it("only the owner manages the staff; the refusal names the role needed", async () => {
    const manager = await member("manju", "manager");
    const res = await gql(`{ staffUsers { id } }`, {}, manager.token);
    expect(res.status).toBe(403);
    expect(error(res)).toMatchObject({
      message: "Your role (manager) may not use Query.staffUsers: it needs the role owner.",
      extensions: { code: "FORBIDDEN" },
    });
    const editor = await member("eddie", "editor");
    expect(
      error(await gql(`mutation { refundOrder(orderId: "order_x", amountPaise: 100, reason: "r", idempotencyKey: "k") { id } }`, {}, editor.token))?.message,
    ).toBe("Your role (editor) may not use Mutation.refundOrder: it needs the role owner or manager.");
  });

  it("a role changed counts from the next request; disabling ends the account's sessions at once on every instance, and it cannot sign in", async () => {
    const helper = await member("packer", "fulfilment");
    const onOther = await signIn("packer", "heron-and-egret", other.url);
    expect(await me(onOther, other.url)).toMatchObject({ role: "fulfilment" });
    expect(error(await gql(`{ allBlogPosts { id } }`, {}, helper.token))?.extensions.code).toBe("FORBIDDEN");
    await gql(`mutation($id: ID!) { updateStaff(id: $id, role: "editor") { role } }`, { id: helper.id });
    expect(await me(onOther, other.url)).toMatchObject({ role: "editor" });
    expect(error(await gql(`{ allBlogPosts { id } }`, {}, helper.token))).toBeUndefined();

    const disabled = await gql(`mutation($id: ID!) { updateStaff(id: $id, disabled: true) { status disabled } }`, { id: helper.id });
    expect(disabled.body.data.updateStaff).toEqual({ status: "disabled", disabled: true });
    expect(await me(onOther, other.url)).toBeNull();
    expect(await me(helper.token)).toBeNull();
    const again = await gql(`mutation { login(username: "packer", password: "heron-and-egret") { token } }`, {}, null, other.url);
    expect(error(again)?.extensions.code).toBe("UNAUTHENTICATED");
    // Enabled again: the old sessions stay ended, a new sign-in works.
    await gql(`mutation($id: ID!) { updateStaff(id: $id, disabled: false) { status } }`, { id: helper.id });
    expect(await me(onOther, other.url)).toBeNull();
    expect(await me(await signIn("packer", "heron-and-egret", other.url), other.url)).toMatchObject({ username: "packer" });
  });

  it("the last active owner cannot be demoted or disabled, even by two owners demoting each other at once", async () => {
    const ownerId = String((await me(owner)).id);
    const lastOwner = "There must always be an active owner: make another account the owner first.";
    expect(error(await gql(`mutation($id: ID!) { updateStaff(id: $id, role: "manager") { id } }`, { id: ownerId }))).toMatchObject({
      message: lastOwner,
      extensions: { code: "CONFLICT" },
    });
    expect(error(await gql(`mutation($id: ID!) { updateStaff(id: $id, disabled: true) { id } }`, { id: ownerId }))?.message).toBe(lastOwner);
    // An invited owner is no owner yet: it does not count.
    await invite("future-owner", "owner");
    expect(error(await gql(`mutation($id: ID!) { updateStaff(id: $id, role: "manager") { id } }`, { id: ownerId }))?.message).toBe(lastOwner);

    for (let round = 0; round < 3; round++) {
      const second = await member(`co-owner-${round}`, "owner");
      const demote = (id: string, token: string) => gql(`mutation($id: ID!) { updateStaff(id: $id, role: "manager") { id } }`, { id }, token);
      const [a, b] = await Promise.all([demote(second.id, owner), demote(ownerId, second.token)]);
      const outcomes = [a, b].map((r) => (r.body.data?.updateStaff ? "done" : error(r)!.extensions.code)).sort();
      // One demotion passes; the other is refused: as the last owner's (CONFLICT), or because its
      // sender was no longer an owner when it arrived (FORBIDDEN).
      expect(outcomes.filter((o) => o === "done")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "CONFLICT" || o === "FORBIDDEN")).toHaveLength(1);
      const owners = (await app.ds.getRepository(AdminUser).findBy({ role: "owner", disabled: false })).filter((u) => u.passwordHash !== "");
      expect(owners).toHaveLength(1);
      // The first owner keeps the shop for the next round.
      if (owners[0].id !== Number(ownerId)) {
        const restore = await gql(`mutation($id: ID!) { updateStaff(id: $id, role: "owner") { id } }`, { id: ownerId }, second.token);
        expect(restore.body.errors).toBeUndefined();
      }
      if (owners[0].id !== Number(ownerId)) await gql(`mutation($id: ID!) { updateStaff(id: $id, disabled: true) { id } }`, { id: second.id });
    }
  });

  it("sessions: each account lists and ends its own; the owner ends anyone's; others' are not found", async () => {
    const writer = await member("writer", "editor");
    const second = await signIn("writer", "heron-and-egret");
    const list = (await gql(`{ mySessions { id device ip signedInAt lastSeenAt current } }`, {}, writer.token)).body.data.mySessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const secondId = list.find((s: { current: boolean }) => !s.current).id;
    expect((await gql(`mutation($id: ID!) { endSession(id: $id) }`, { id: secondId }, writer.token)).body.data.endSession).toBe(true);
    expect(await me(second)).toBeNull();
    expect(await me(writer.token)).toMatchObject({ username: "writer" });

    // Another account's session is not found to a non-owner; its sessions are the owner's to end.
    const ownerSession = (await gql(`{ mySessions { id current } }`)).body.data.mySessions.find((s: { current: boolean }) => s.current).id;
    expect(error(await gql(`mutation($id: ID!) { endSession(id: $id) }`, { id: ownerSession }, writer.token))?.extensions.code).toBe("NOT_FOUND");
    const ownerId = String((await me(owner)).id);
    expect(error(await gql(`mutation($id: ID!) { endAllSessions(userId: $id) }`, { id: ownerId }, writer.token))).toMatchObject({
      message: "Your role (editor) may manage your own sessions only: another person's need the role owner.",
      extensions: { code: "FORBIDDEN" },
    });
    expect(error(await gql(`query($id: ID!) { sessionsOf(userId: $id) { id } }`, { id: ownerId }, writer.token))?.extensions.code).toBe("FORBIDDEN");
    expect(await me(owner)).not.toBeNull();

    // The owner sees and ends them all.
    const third = await signIn("writer", "heron-and-egret");
    expect((await gql(`query($id: ID!) { sessionsOf(userId: $id) { id } }`, { id: writer.id })).body.data.sessionsOf).toHaveLength(2);
    expect((await gql(`mutation($id: ID!) { endAllSessions(userId: $id) }`, { id: writer.id })).body.data.endAllSessions).toBe(2);
    expect(await me(writer.token)).toBeNull();
    expect(await me(third)).toBeNull();

    // Signing out everywhere from one's own account ends the asking session too.
    const fourth = await signIn("writer", "heron-and-egret");
    const mine = (await gql(`mutation($id: ID!) { endAllSessions(userId: $id) }`, { id: writer.id }, fourth)).body.data.endAllSessions;
    expect(mine).toBe(1);
    expect(await me(fourth)).toBeNull();
  });

  it("the staff list and invitations carry no secret", async () => {
    const { token } = await invite("quiet", "editor");
    const list = await gql(`{ staffUsers { ${STAFF} } }`);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(JSON.stringify(list.body)).not.toMatch(/\$2[aby]\$/);
  });

  it("an editor deletes a trip nobody joined, never one with bookings (409 naming who may); the owner may, bookings and all", async () => {
    const editor = await member("ritu", "editor");
    const trip = async (title: string) =>
      (
        await gql(
          `mutation($t: String!) { createWorkshop(title: $t, description: "Dawn.", destination: "Pulicat", maxParticipants: 10) { id } }`,
          { t: title },
          editor.token,
        )
      ).body.data.createWorkshop.id as string;
    const empty = await trip("Nobody yet");
    expect((await gql(`mutation($id: ID!) { deleteWorkshop(id: $id) { id } }`, { id: empty }, editor.token)).body.errors).toBeUndefined();
    const booked = await trip("Booked");
    const joined = await gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "Anu", phone: "9840011223", address: "Adyar", numberOfPeople: 2) { seatsLeft } }`,
      { w: booked },
      null,
    );
    expect(joined.body.errors).toBeUndefined();
    const refused = await gql(`mutation($id: ID!) { deleteWorkshop(id: $id) { id } }`, { id: booked }, editor.token);
    expect(error(refused)).toMatchObject({
      message: "1 person has joined this trip: only a manager or the owner may delete it with their bookings.",
      extensions: { code: "CONFLICT" },
    });
    const rest = await fetch(`${app.url}/auth/api/delete-workshop/${booked}`, { method: "DELETE", headers: { authorization: `Bearer ${editor.token}` } });
    expect(rest.status).toBe(409);
    expect(await app.ds.query("SELECT id FROM workshop_joins WHERE workshopId = ?", [Number(booked)])).toHaveLength(1);
    expect((await gql(`mutation($id: ID!) { deleteWorkshop(id: $id) { id } }`, { id: booked })).body.errors).toBeUndefined();
    expect(await app.ds.query("SELECT id FROM workshop_joins WHERE workshopId = ?", [Number(booked)])).toHaveLength(0);
  });

  it("refuses a change that changes nothing with 400; a name is one line without controls, up to 100 characters as people count them", async () => {
    const { user } = await invite("nila", "editor");
    expect(error(await gql(`mutation($id: ID!) { updateStaff(id: $id) { id } }`, { id: user.id }))).toMatchObject({
      message: "Give a role or disabled to change",
      extensions: { code: "BAD_USER_INPUT" },
    });
    // Line breaks, other control characters and bidi controls never reach the staff list.
    const named = async (n: string) =>
      gql(`mutation($n: String!, $u: String!) { inviteStaff(name: $n, username: $u, email: "x@example.in", role: "editor") { name } }`, {
        n,
        u: `u${Math.random().toString(36).slice(2, 8)}`,
      });
    expect((await named("Anu\u202e Priya\nK")).body.data.inviteStaff.name).toBe("Anu Priya K");
    expect((await named("Bad\u0007Name")).body.data.inviteStaff.name).toBe("Bad Name");
    // A hundred characters as people count them: emoji are one each.
    const long = await gql(`mutation($n: String!) { inviteStaff(name: $n, username: "birds", email: "birds@example.in", role: "editor") { name } }`, {
      n: "🐦".repeat(100),
    });
    expect(long.body.errors).toBeUndefined();
  });
});
