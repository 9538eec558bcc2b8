// The audit log (issue 47), on the real server over HTTP: a price change and a refund recorded with
// their values before and after, sign-ins and failed sign-ins (the username tried, never the
// password), an API key's write under `key:<name>`, a REST shim's write, secrets never written, a
// failed write leaving no entry, visitors' writes not followed, the reads (filters, pages, react-admin's
// list and count, the CSV), the retention, and that no operation of the schema edits or deletes an entry.
import { randomUUID } from "node:crypto";
import { getNamedType, isNonNullType, isObjectType } from "graphql";
import { Like } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { literal } from "../../test/schema-calls.js";
import { createPrint, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";
import { getSchema } from "../app/schema.js";
import { AdminUser } from "../auth/admin-user.entity.js";
import { auditScopeOf, outsideAudit, runAudited } from "../core/audit.js";
import { ContactMessage } from "../enquiries/enquiry.entities.js";
import { Location } from "../masters/location.entity.js";
import { changesOf, PERSONAL_COLUMN, SECRET_COLUMN } from "./audit-changes.js";
import { AuditEntry } from "./audit-entry.entity.js";
import { AuditService, changesText } from "./audit.service.js";

const ENTRY = "id at actor role operation entity entityId changes ip";

interface Entry {
  id: string;
  at: string;
  actor: string;
  role: string | null;
  operation: string;
  entity: string | null;
  entityId: string | null;
  changes: Record<string, { before?: unknown; after?: unknown; redacted?: true; changed?: true }> | null;
  ip: string | null;
}

describe("the audit log", () => {
  let app: TestApp;
  let token: string;
  let print: { id: string; frames: { id: string; pricePaise: number }[] };

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    print = await createPrint(app, "Indian Pitta", [1499, 2499]);
  });
  afterAll(() => app?.close());

  const log = async (filter: Record<string, unknown> = {}, page = 0, perPage = 200): Promise<Entry[]> => {
    const res = await app.gql(
      `query($f: AuditFilter, $p: Int, $n: Int) { auditLog(filter: $f, page: $p, perPage: $n) { ${ENTRY} } }`,
      { f: filter, p: page, n: perPage },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data.auditLog;
  };
  const rowCount = async () => Number((await app.ds.query(`SELECT COUNT(*) AS n FROM audit_entries`))[0].n);

  it("records a price change with the price before and after, who made it, with what role, and from where", async () => {
    const frame = print.frames[0];
    const res = await app.gql(
      `mutation($id: ID!, $p: [FramePriceInput!]) { updatePortfolioItem(id: $id, framePrices: $p) { id } }`,
      {
        id: print.id,
        p: [
          { frameSizeId: await frameSizeOf(frame.id), pricePaise: 179_900 },
          { frameSizeId: await frameSizeOf(print.frames[1].id), pricePaise: 249_900 },
        ],
      },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    const entries = await log({ entity: "FramePrice" });
    const change = entries.find((e) => e.operation === "Mutation.updatePortfolioItem" && e.entityId === frame.id);
    expect(change).toMatchObject({ actor: "owner", role: "owner", entity: "FramePrice", changes: { pricePaise: { before: 149_900, after: 179_900 } } });
    expect(change!.ip).toBeTruthy();
    // The frame whose price stayed is no change.
    expect(entries.filter((e) => e.operation === "Mutation.updatePortfolioItem" && e.entityId === print.frames[1].id)).toEqual([]);
    // Its creation was recorded too, with the prices as written.
    const created = entries.find((e) => e.operation === "Mutation.createPortfolioItem" && e.entityId === frame.id);
    expect(created?.changes).toMatchObject({ pricePaise: { before: null, after: 149_900 } });
  });

  async function frameSizeOf(framePriceId: string): Promise<string> {
    const [row] = await app.ds.query<{ frameSizeId: number }[]>(`SELECT frameSizeId FROM frame_prices WHERE id = ?`, [Number(framePriceId)]);
    return String(row.frameSizeId);
  }

  it("records a refund: the refund made and the order's refunded amount before and after", async () => {
    const placed = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[1].id, quantity: 1 }]);
    const [{ id: orderId }] = await app.ds.query<{ id: number }[]>(`SELECT id FROM orders WHERE bookingGroupId = ?`, [placed.bookingGroupId]);
    const res = await app.gql(
      `mutation($o: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: 50000, reason: "Frame corner chipped", idempotencyKey: $k) { refundedPaise } }`,
      { o: placed.orderId, k: randomUUID() },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    const entries = (await log()).filter((e) => e.operation === "Mutation.refundOrder");
    const refund = entries.find((e) => e.entity === "Refund" && e.changes?.amountPaise);
    expect(refund).toMatchObject({ actor: "owner", role: "owner", changes: { amountPaise: { before: null, after: 50_000 } } });
    const order = entries.find((e) => e.entity === "Order" && e.entityId === String(orderId) && e.changes?.refundedPaise);
    expect(order?.changes?.refundedPaise).toEqual({ before: 0, after: 50_000 });
    // The buyer's checkout itself was no staff write: nothing of it is in the log.
    expect((await log({ entity: "Order" })).filter((e) => !e.operation.startsWith("Mutation.refundOrder"))).toEqual([]);
  });

  it("records a failed sign-in with the username tried only when it names an account, never a password, and a sign-in", async () => {
    const wrong = `not-the-password-${randomUUID()}`;
    const failed = await app.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: "owner", p: wrong });
    expect(failed.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const unknown = await app.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`, { u: "=cmd|' /C calc'!A0", p: wrong });
    expect(unknown.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const fresh = await app.gql(`mutation { login(username: "owner", password: "kingfisher-42") { token } }`);
    expect(fresh.body.data.login.token).toBeTruthy();

    const entries = await log({ entity: "AdminUser" });
    expect(entries.find((e) => e.operation === "sign-in failed" && e.actor === "owner")).toMatchObject({ role: null, entityId: expect.any(String) });
    // A username that names no account may be a password typed in the wrong box: it is not kept.
    expect(entries.find((e) => e.operation === "sign-in failed" && e.actor === "(unknown username)")).toMatchObject({ entityId: null });
    expect(entries.find((e) => e.operation === "sign-in")).toMatchObject({ actor: "owner", role: "owner" });
    const everything = JSON.stringify(await app.ds.query(`SELECT * FROM audit_entries`));
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain("kingfisher-42");
    expect(everything).not.toContain("calc");
  });

  it("records an API key's creation without the key or its hash, and the key's writes as key:<name>", async () => {
    const made = await app.gql(`mutation { createApiKey(name: "Catalogue sync", scopes: ["catalogue:write"]) { id key } }`, {}, { token });
    const { id, key } = made.body.data.createApiKey as { id: string; key: string };
    const [{ hash }] = await app.ds.query<{ hash: string }[]>(`SELECT hash FROM api_keys WHERE id = ?`, [Number(id)]);
    const creation = (await log({ entity: "ApiKey" })).find((e) => e.operation === "Mutation.createApiKey");
    expect(creation).toMatchObject({ entityId: id, changes: { name: { before: null, after: "Catalogue sync" }, hash: { redacted: true } } });
    const everything = JSON.stringify(await app.ds.query(`SELECT * FROM audit_entries`));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(hash);

    const written = await app.gql(`mutation { createLocation(name: "Vedanthangal") { id } }`, {}, { token: key });
    expect(written.body.errors).toBeUndefined();
    const entry = (await log({ actor: "key:Catalogue sync" }))[0];
    expect(entry).toMatchObject({
      role: "api-key",
      operation: "Mutation.createLocation",
      entity: "Location",
      entityId: written.body.data.createLocation.id,
      changes: { name: { before: null, after: "Vedanthangal" } },
    });
  });

  it("records a guarded REST write under its method and path, and its deletion with the values it had", async () => {
    const added = await app.rest("POST", "/add-location", { token, form: { location: "Pulicat Lake" } });
    expect(added.status).toBe(201);
    const id = String(added.body.data.id ?? added.body.data._id);
    const deleted = await app.rest("PUT", `/delete-location/${id}`, { token });
    expect(deleted.status).toBe(200);
    const entries = await log({ entity: "Location" });
    expect(entries.find((e) => e.operation === "POST /auth/api/add-location")).toMatchObject({ actor: "owner", entityId: id });
    expect(entries.find((e) => e.operation === "PUT /auth/api/delete-location/:id")).toMatchObject({
      entityId: id,
      changes: { name: { before: "Pulicat Lake", after: null } },
    });
  });

  it("records an operation that changed no row once, with the record its arguments name", async () => {
    const [location] = await app.ds.getRepository(Location).find({ take: 1 });
    const same = await app.gql(
      `mutation($id: ID!, $n: String!) { updateLocation(id: $id, name: $n) { id } }`,
      { id: String(location.id), n: location.name },
      { token },
    );
    expect(same.body.errors).toBeUndefined();
    const entries = (await log({ entity: "Location" })).filter((e) => e.operation === "Mutation.updateLocation");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: "owner", entityId: String(location.id), changes: null });
  });

  it("records a password change, through GraphQL and through the REST shim, without either password or the hash", async () => {
    const other = `heron-${randomUUID()}`;
    const change = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) }`;
    const res = await app.gql(change, { c: "kingfisher-42", n: other }, { token });
    expect(res.body.data.changePassword).toBe(true);
    const fresh = (await app.gql(`mutation($p: String!) { login(username: "owner", password: $p) { token } }`, { p: other })).body.data.login.token as string;
    // Back to the harness's password through the REST shim, so the other tests' sign-ins go on working.
    const back = await app.rest("POST", "/update-password", { token: fresh, json: { currentPassword: other, password: "kingfisher-42" } });
    expect(back.status).toBe(200);
    token = (await app.gql(`mutation { login(username: "owner", password: "kingfisher-42") { token } }`)).body.data.login.token;
    const entries = (await log({ entity: "AdminUser" })).filter(
      (e) => e.operation === "Mutation.changePassword" || e.operation === "POST /auth/api/update-password",
    );
    expect(entries.map((e) => e.operation).sort()).toEqual(["Mutation.changePassword", "POST /auth/api/update-password"]);
    for (const entry of entries) expect(entry).toMatchObject({ actor: "owner", entityId: "1", changes: { passwordHash: { redacted: true } } });
    const everything = JSON.stringify(await app.ds.query(`SELECT * FROM audit_entries`));
    expect(everything).not.toContain(other);
    const [{ passwordHash }] = await app.ds.query<{ passwordHash: string }[]>(`SELECT passwordHash FROM admin_users`);
    expect(everything).not.toContain(passwordHash);
  });

  it("keeps a buyer's address, phone and email out of the log: only that they changed", async () => {
    const placed = await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    const [{ id }] = await app.ds.query<{ id: number }[]>(`SELECT id FROM orders WHERE bookingGroupId = ?`, [placed.bookingGroupId]);
    const scope = auditScopeOf(
      { admin: { id: 1, username: "owner", role: "owner", sessionId: "test", secondFactorAt: null, secondFactor: "off" }, apiKey: null },
      "test: correct an address",
      "127.0.0.1",
    )!;
    await runAudited(scope, () =>
      app.ds.query(`UPDATE orders SET address = ?, phone = ?, city = ?, firstName = ?, status = ? WHERE id = ?`, [
        "7 Lake View Road",
        "9000011111",
        "Kanchipuram",
        "Meenakshi",
        "shipped",
        id,
      ]),
    );
    const [entry] = await log({ entity: "Order", actor: "owner" }).then((all) => all.filter((e) => e.operation === "test: correct an address"));
    // The city and the names are the buyer's too: only that they changed; the order's own state is shown.
    expect(entry.changes).toMatchObject({
      address: { changed: true },
      phone: { changed: true },
      city: { changed: true },
      firstName: { changed: true },
      status: { after: "shipped" },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Lake View|Kanchipuram|Meenakshi/);

    // A visitor's free text, corrected by staff: only that it changed.
    const { identifiers } = await app.ds.getRepository(ContactMessage).insert({
      name: "Asha Raman",
      email: "asha@example.in",
      subject: "Shipping",
      message: "Do you ship to Madurai?",
      inquiryType: "general",
    });
    const messageId = identifiers[0].id as number;
    await runAudited({ ...scope, operation: "test: edit a message", recorded: 0, ended: false }, () =>
      app.ds.query(`UPDATE contact_messages SET message = ?, name = ?, \`read\` = ? WHERE id = ?`, ["Do you ship to Trichy?", "Asha R.", true, messageId]),
    );
    const [message] = (await log({ entity: "ContactMessage" })).filter((e) => e.operation === "test: edit a message");
    expect(message.changes).toMatchObject({ message: { changed: true }, name: { changed: true }, read: { after: true } });
    expect(JSON.stringify(message)).not.toMatch(/Madurai|Trichy|Asha/);

    // A webhook's URL often carries a credential: only that it changed.
    const webhook = changesOf(app.ds.getMetadata("webhook_endpoints"), null, { url: "https://hooks.example.in/t/s3cr3t", events: ["order.paid"] });
    expect(webhook).toMatchObject({ url: { changed: true }, events: { after: ["order.paid"] } });
  });

  it("leaves no entry for a write that failed: what it wrote is rolled back with its entries", async () => {
    const before = await rowCount();
    const refused = await app.gql(
      `mutation($id: ID!) { updatePortfolioItem(id: $id, framePrices: [{ frameSizeId: "999999", pricePaise: 100 }]) { id } }`,
      { id: print.id },
      { token },
    );
    expect(refused.body.errors).toBeDefined();
    expect(await rowCount()).toBe(before);

    // A transaction that wrote (the subscriber recorded the rows) and then failed: both are gone.
    const [location] = await app.ds.getRepository(Location).find({ take: 1 });
    const scope = auditScopeOf(
      { admin: { id: 1, username: "owner", role: "owner", sessionId: "test", secondFactorAt: null, secondFactor: "off" }, apiKey: null },
      "test: rolled back",
      null,
    )!;
    await expect(
      runAudited(scope, () =>
        app.ds.transaction(async (em) => {
          await em.getRepository(Location).update({ id: location.id }, { name: "Renamed, then rolled back" });
          await em.getRepository(Location).insert({ name: "Inserted, then rolled back", nameKey: "inserted, then rolled back" });
          throw new Error("the write fails after its rows were recorded");
        }),
      ),
    ).rejects.toThrow(/rows were recorded/);
    expect(scope.recorded).toBe(2);
    expect(await rowCount()).toBe(before);
    expect((await app.ds.getRepository(Location).findOneByOrFail({ id: location.id })).name).toBe(location.name);
  });

  it("does not follow visitors' writes (a checkout, a contact message) nor writes outside a staff scope", async () => {
    const before = await rowCount();
    await placePaidOrder(app, [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }]);
    await app.gql(`mutation { sendContactMessage(name: "Asha", email: "asha@example.in", message: "Do you ship to Pune?") { success } }`);
    await app.ds.getRepository(Location).insert({ name: "Written by the system", nameKey: "written by the system" });
    expect(await rowCount()).toBe(before);
  });

  it("reads by person, entity and time, newest first, in pages; react-admin's list and count; the CSV", async () => {
    const all = await log();
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    const page0 = await log({}, 0, 2);
    const page1 = await log({}, 1, 2);
    expect([...page0, ...page1].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    expect((await log({ actor: "key:Catalogue sync" })).every((e) => e.actor === "key:Catalogue sync")).toBe(true);
    expect((await log({ entity: "FramePrice" })).every((e) => e.entity === "FramePrice")).toBe(true);
    const middle = all[Math.floor(all.length / 2)].at;
    expect((await log({ from: middle })).every((e) => e.at >= middle)).toBe(true);
    expect((await log({ to: middle })).every((e) => e.at <= middle)).toBe(true);
    expect(await log({ to: "2000-01-01T00:00:00.000Z" })).toEqual([]);

    const ra = await app.gql(
      `query($f: AuditFilter) { allAuditEntries(filter: $f, page: 0, perPage: 3, sortField: "at", sortOrder: "DESC") { id actor } _allAuditEntriesMeta(filter: $f) { count } }`,
      { f: { entity: "FramePrice" } },
      { token },
    );
    expect(ra.body.errors).toBeUndefined();
    expect(ra.body.data._allAuditEntriesMeta.count).toBe((await log({ entity: "FramePrice" })).length);
    expect(ra.body.data.allAuditEntries.map((e: Entry) => e.id)).toEqual((await log({ entity: "FramePrice" })).slice(0, 3).map((e) => e.id));

    // A cell a spreadsheet would run (a domain's entry: usernames of unknown accounts are no longer kept).
    await app.services.audit.record(null, { actor: "=cmd|' /C calc'!A0", role: null, operation: "test: a formula", entity: "AdminUser" });
    const csv = (await app.gql(`query { auditLogCsv(filter: { entity: "AdminUser" }) }`, {}, { token })).body.data.auditLogCsv as string;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("at,actor,role,operation,entity,entityId,changes,ip");
    expect(lines.length - 1).toBe((await log({ entity: "AdminUser" })).length);
    // It is neutralised.
    expect(csv).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(csv).not.toMatch(/(^|,)=cmd/m);
  });

  it("is read by staff only: a visitor and an API key are refused", async () => {
    const anonymous = await app.gql(`{ auditLog { id } }`);
    expect(anonymous.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const key = (await app.gql(`mutation { createApiKey(name: "Reader", scopes: ["orders:read", "catalogue:read"]) { key } }`, {}, { token })).body.data
      .createApiKey.key;
    for (const query of [`{ auditLog { id } }`, `{ allAuditEntries { id } }`, `{ auditLogCsv }`])
      expect((await app.gql(query, {}, { token: key })).body.errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("keeps 400 days: older entries are purged by the process, once a day on each instance", async () => {
    const old = new Date(Date.now() - 401 * 86_400_000);
    const kept = new Date(Date.now() - 399 * 86_400_000);
    await app.ds.getRepository(AuditEntry).insert([
      { at: old, actor: "owner", role: "owner", operation: "test: long ago", changesJson: null },
      { at: kept, actor: "owner", role: "owner", operation: "test: within the year", changesJson: null },
    ]);
    // A service of its own: the app's may have purged today already (the minute's sweep).
    const audit = new AuditService(app.ds);
    expect(await audit.purge()).toBeGreaterThanOrEqual(1);
    const operations = (await app.ds.query(`SELECT operation FROM audit_entries WHERE operation LIKE 'test: %'`)).map(
      (r: { operation: string }) => r.operation,
    );
    expect(operations).toContain("test: within the year");
    expect(operations).not.toContain("test: long ago");
    // The same day again deletes nothing (and two instances deleting the same rows both succeed).
    expect(await audit.purge()).toBe(0);
    expect(await new AuditService(app.ds).purge()).toBe(0);
  });

  it(
    "cannot be edited or deleted by any operation: every mutation of the schema, called as the owner, leaves each entry as it was",
    { timeout: 120_000 },
    async () => {
      const schema = await getSchema();
      const mutations = Object.values(schema.getMutationType()!.getFields());
      expect(mutations.map((m) => m.name).filter((n) => /audit/i.test(n))).toEqual([]);
      const before = await app.ds.query<Record<string, unknown>[]>(`SELECT * FROM audit_entries ORDER BY id`);
      for (const field of mutations) {
        if (field.name === "changePassword") continue; // would sign the owner out; its entries are above
        const required = field.args.filter((a) => isNonNullType(a.type) && getNamedType(a.type).name !== "Upload");
        if (field.args.some((a) => isNonNullType(a.type) && getNamedType(a.type).name === "Upload")) continue;
        const args = required.map((a) => `${a.name}: ${literal(a.type)}`);
        const selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "";
        const res = await app.gql(`mutation { ${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection} }`, {}, { token });
        expect(res.status, field.name).toBeLessThan(500);
      }
      const after = await app.ds.query<Record<string, unknown>[]>(`SELECT * FROM audit_entries ORDER BY id`);
      const byId = new Map(after.map((r) => [String(r.id), r]));
      for (const row of before) expect(byId.get(String(row.id)), `entry ${String(row.id)}`).toEqual(row);
    },
  );

  const ownerScope = (operation: string) =>
    auditScopeOf(
      { admin: { id: 1, username: "owner", role: "owner", sessionId: "test", secondFactorAt: null, secondFactor: "off" }, apiKey: null },
      operation,
      null,
    )!;
  const entriesOf = async (operation: string) =>
    app.ds.query<{ entity: string | null; entityId: string | null; changes: string | null }[]>(
      `SELECT entity, entityId, changes FROM audit_entries WHERE operation = ? ORDER BY id`,
      [operation],
    );
  const mysql = () => app.ds.options.type !== "better-sqlite3";

  it("shows a manager the owner's own records' entries without their changes, in the reads and the CSV", async () => {
    const passwordHash = await app.services.auth.hashPassword("manager-password-1");
    await app.ds
      .getRepository(AdminUser)
      .insert({ username: "a-manager", usernameKey: "a-manager", role: "manager", passwordHash, passwordChangedAt: new Date(Date.now() - 60_000) });
    const manager = (await app.gql(`mutation { login(username: "a-manager", password: "manager-password-1") { token } }`)).body.data.login.token as string;
    const read = async (as: string) =>
      (await app.gql(`query { auditLog(filter: { entity: "ApiKey" }, perPage: 200) { ${ENTRY} } }`, {}, { token: as })).body.data.auditLog as Entry[];
    const asOwner = (await read(token)).find((e) => e.operation === "Mutation.createApiKey" && e.changes?.name?.after === "Catalogue sync")!;
    expect(asOwner.changes).toMatchObject({ name: { after: "Catalogue sync" } });
    const asManager = (await read(manager)).find((e) => e.id === asOwner.id)!;
    expect(asManager).toMatchObject({ actor: "owner", operation: "Mutation.createApiKey", entityId: asOwner.entityId, changes: { hidden: true } });
    // Not the owner's alone: shown to a manager as to the owner.
    expect(
      (await app.gql(`query { auditLog(filter: { entity: "FramePrice" }) { changes } }`, {}, { token: manager })).body.data.auditLog[0].changes,
    ).toHaveProperty("pricePaise");
    const csv = (await app.gql(`query { auditLogCsv(filter: { entity: "ApiKey" }) }`, {}, { token: manager })).body.data.auditLogCsv as string;
    expect(csv).not.toContain("Catalogue sync");
    expect(csv).toContain("hidden");
  });

  it("writes an insert outside any transaction and its entries in one commit: a failing entry leaves no row", async () => {
    const scope = ownerScope("test: insert alone");
    await runAudited(scope, () => app.ds.getRepository(Location).insert({ name: "Kaliveli", nameKey: "kaliveli" }));
    expect(await entriesOf("test: insert alone")).toMatchObject([{ entity: "Location" }]);

    // The log's table is away: the entry cannot be written, so the row is not either.
    await app.ds.query(`ALTER TABLE audit_entries RENAME TO audit_entries_away`);
    try {
      await expect(
        runAudited(ownerScope("test: entry fails"), () =>
          app.ds.createQueryBuilder().insert().into(Location).values({ name: "Karaivetti", nameKey: "karaivetti" }).execute(),
        ),
      ).rejects.toThrow();
    } finally {
      await app.ds.query(`ALTER TABLE audit_entries_away RENAME TO audit_entries`);
    }
    expect(await app.ds.getRepository(Location).findOneBy({ nameKey: "karaivetti" })).toBeNull();
    // The connection is left with no transaction open: the next write commits.
    await outsideAudit(() => app.ds.getRepository(Location).insert({ name: "Udhayamarthandapuram", nameKey: "udhayamarthandapuram" }));
    expect(await app.ds.getRepository(Location).findOneBy({ nameKey: "udhayamarthandapuram" })).not.toBeNull();
  });

  it("records a bulk insert as one entry a row up to 200 rows, and past that as one entry saying how many", async () => {
    const few = ["Sriharikota", "Nelapattu", "Chitrangudi"].map((name) => ({ name, nameKey: name.toLowerCase() }));
    await runAudited(ownerScope("test: a few"), () => app.ds.getRepository(Location).insert(few));
    expect((await entriesOf("test: a few")).map((e) => JSON.parse(e.changes!).name.after)).toEqual(few.map((l) => l.name));

    const many = Array.from({ length: 250 }, (_, i) => ({ name: `Tank ${i}`, nameKey: `tank ${i}` }));
    await runAudited(ownerScope("test: many"), () => app.ds.getRepository(Location).insert(many));
    const entries = await entriesOf("test: many");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: "Location", entityId: null });
    expect(JSON.parse(entries[0].changes!)).toEqual({ rows: { inserted: 250 } });
    expect(await app.ds.getRepository(Location).countBy({ name: Like("Tank %") })).toBe(250);
  });

  it("records an UPDATE it cannot read, or whose rows it cannot read, without its rows", async () => {
    const [location] = await app.ds.getRepository(Location).find({ take: 1, order: { id: "ASC" } });
    await runAudited(ownerScope("test: aliased"), () => app.ds.query(`UPDATE locations AS l SET name = ? WHERE l.id = ?`, ["Aliased", location.id]));
    expect(await entriesOf("test: aliased")).toEqual([{ entity: "Location", entityId: null, changes: JSON.stringify({ rows: { unknown: true } }) }]);
    // A '?' in a literal of SET: the WHERE's parameters are miscounted, the SELECT made of it cannot run.
    await runAudited(ownerScope("test: literal"), () => app.ds.query(`UPDATE locations SET name = 'What?' WHERE id = ?`, [location.id]));
    expect(await entriesOf("test: literal")).toEqual([{ entity: "Location", entityId: null, changes: JSON.stringify({ rows: { unknown: true } }) }]);
    expect((await app.ds.getRepository(Location).findOneByOrFail({ id: location.id })).name).toBe("What?");
  });

  it("keeps an entry's changes within the column's bytes, as JSON that parses", async () => {
    const tamil = "வணக்கம்".repeat(80); // 560 characters, three bytes each
    const changes = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, { before: null, after: tamil.slice(0, 500) }]));
    expect(JSON.stringify(changes).length).toBeLessThan(30_000); // within the old cap in characters
    const text = changesText(changes)!;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(60_000);
    expect(JSON.parse(text)).toHaveProperty("field0", { changed: true });
    await app.services.audit.record(null, { actor: "owner", role: "owner", operation: "test: long Tamil", changes });
    const [row] = await entriesOf("test: long Tamil");
    expect(JSON.parse(row.changes!)).toEqual(JSON.parse(text));
  });

  it("on MariaDB: fails the write when its locking before-read times out, instead of writing it unrecorded", async ({ skip }) => {
    if (!mysql()) skip();
    const [location] = await app.ds.getRepository(Location).find({ take: 1, order: { id: "DESC" } });
    const holder = app.ds.createQueryRunner();
    const writer = app.ds.createQueryRunner();
    try {
      await holder.startTransaction();
      await holder.query(`SELECT * FROM locations WHERE id = ? FOR UPDATE`, [location.id]);
      await writer.query(`SET SESSION innodb_lock_wait_timeout = 1`);
      await writer.startTransaction();
      const released = new Promise((resolve) => setTimeout(resolve, 1_600)).then(() => holder.commitTransaction());
      const write = runAudited(ownerScope("test: lock wait"), () =>
        writer.manager.getRepository(Location).update({ id: location.id }, { name: "Written late" }),
      );
      await expect(write).rejects.toMatchObject({ driverError: { errno: 1205 } });
      await released;
      await writer.rollbackTransaction();
    } finally {
      await writer.query(`SET SESSION innodb_lock_wait_timeout = DEFAULT`).catch(() => undefined);
      await holder.release();
      await writer.release();
    }
    expect((await app.ds.getRepository(Location).findOneByOrFail({ id: location.id })).name).toBe(location.name);
    expect(await entriesOf("test: lock wait")).toEqual([]);
  });

  it("on MariaDB: its after-read does not fix the transaction's snapshot (a later plain read sees what committed meanwhile)", async ({ skip }) => {
    if (!mysql()) skip();
    const [location] = await app.ds.getRepository(Location).find({ take: 1, order: { id: "DESC" } });
    const seen = await runAudited(ownerScope("test: snapshot"), () =>
      app.ds.transaction(async (em) => {
        await em.getRepository(Location).update({ id: location.id }, { name: "Renamed first" });
        await outsideAudit(() => app.ds.getRepository(Location).insert({ name: "Committed meanwhile", nameKey: "committed meanwhile" }));
        return em.getRepository(Location).findOneBy({ nameKey: "committed meanwhile" });
      }),
    );
    expect(seen).not.toBeNull();
    expect(await entriesOf("test: snapshot")).toMatchObject([{ entity: "Location", entityId: String(location.id) }]);
  });

  it("redacts every column named like a secret in the schema, and shows prices, names and states", () => {
    const columns = app.ds.entityMetadatas.flatMap((m) => m.columns.map((c) => `${m.tableName}.${c.databaseName}`));
    const secret = (c: string) => SECRET_COLUMN.test(c.split(".")[1]);
    for (const c of ["admin_users.passwordHash", "api_keys.hash", "webhook_endpoints.secret", "edition_certificates.signature", "newsletter_subscribers.token"])
      if (columns.includes(c)) expect(secret(c), c).toBe(true);
    expect(columns).toContain("admin_users.passwordHash");
    for (const c of ["frame_prices.pricePaise", "orders.refundedPaise", "orders.status", "portfolio_items.title", "refunds.amountPaise", "locations.name"])
      expect(secret(c) || PERSONAL_COLUMN.test(c.split(".")[1]), c).toBe(false);
    for (const c of ["orders.email", "orders.phone", "orders.address", "orders.apartment", "orders.pincode", "workshop_joins.mobile"])
      if (columns.includes(c)) expect(PERSONAL_COLUMN.test(c.split(".")[1]), c).toBe(true);
  });
});
