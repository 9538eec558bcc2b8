// The join form's visitor input: the owner's mail answers the visitor's one address whatever the
// name says, the mail to the visitor's (unconfirmed) address carries no name they typed, the email is
// exactly one address, and the phone's length is the column's, so the database never refuses it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { CONTROLS, HOSTILE_NAME, MULTIPLE, rawMails } from "../../test/raw-mails.js";
import { todayInIndia } from "./workshop.service.js";

describe("joining a workshop: visitor input", () => {
  let app: TestApp;
  let workshopId: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://prints.example.in", ADMIN_EMAIL: "owner@prints.example.in" });
    const d = new Date(`${todayInIndia()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 30);
    const res = await app.gql(
      `mutation($d: String) { createWorkshop(title: "Flamingo walk", description: "Dawn at the lake.", destination: "Pulicat", maxParticipants: 50, travelDate: $d) { id } }`,
      { d: d.toISOString().slice(0, 10) },
      { token: await app.token() },
    );
    workshopId = res.body.data.createWorkshop.id;
  });
  afterAll(() => app?.close());

  const join = (extra: Record<string, string>) => {
    const form = new FormData();
    const fields = { workshopId, fullName: "Anand Kumar", phone: "+91 98400 11223", address: "4 Lake Road, Chennai", numberOfPeople: "1", ...extra };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return app.rest("POST", "/join-workshop", { multipart: form });
  };
  const joins = async () => Number((await app.ds.query("SELECT COUNT(*) AS n FROM workshop_joins"))[0].n);

  it("the owner's mail replies to the visitor's one address whatever the name says; the visitor's mail carries no name they typed", async () => {
    await rawMails(app, seen);
    const res = await join({ fullName: `${HOSTILE_NAME}${CONTROLS}`, email: "anand@example.in" });
    expect(res.status).toBeLessThan(300);
    const mails = await rawMails(app, seen);
    const owner = mails.find((m) => m.to[0]?.address === "owner@prints.example.in")!;
    expect(owner.replyTo).toHaveLength(1);
    expect(owner.replyTo[0]).toEqual({ name: HOSTILE_NAME, address: "anand@example.in" });
    expect([...owner.cc, ...owner.bcc]).toEqual([]);
    const visitor = mails.find((m) => m.to[0]?.address === "anand@example.in")!;
    expect(visitor.to).toHaveLength(1);
    expect(visitor.parsed.text).toContain("Thank you for joining");
    for (const part of ["Bob", "attacker", "evil.com"]) expect(visitor.raw).not.toContain(part);
    for (const m of mails) expect(m.raw).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/);
  });

  it("an email that is more than one address is refused with the spec's message; nothing joined or mailed", async () => {
    await rawMails(app, seen);
    const before = await joins();
    for (const email of MULTIPLE) {
      const res = await join({ email });
      expect(res.status, email).toBe(400);
      expect(res.body.error).toBe("Please enter a valid email address");
    }
    expect(await joins()).toBe(before);
    expect(await rawMails(app, seen)).toEqual([]);
  });

  it("a phone longer than the column holds is a 400 with a message, never a 500; the longest that fits is taken", async () => {
    const before = await joins();
    const long = "+91 (984) 001-2345 67"; // 21 characters, digits, spaces, brackets and dashes
    expect(long).toHaveLength(21);
    const refused = await join({ phone: long });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Phone number must be at most 20 characters");
    expect(await joins()).toBe(before);
    const fits = await join({ phone: long.slice(0, 20) });
    expect(fits.status).toBeLessThan(300);
    const [row] = await app.ds.query("SELECT phone FROM workshop_joins ORDER BY id DESC LIMIT 1");
    expect(row.phone).toBe(long.slice(0, 20));
  });
});
