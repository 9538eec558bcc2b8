import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, outboxMails, startTestApp, type TestApp } from "../../test/harness.js";
import { todayInIndia } from "./workshop.service.js";

const W_FIELDS = `id title description destination travelDate duration maxParticipants seatsTaken seatsLeft isFull isPast organizer cost displayCost meetingPoint tags includes posterId poster { id url }`;

/** A day relative to today in India, YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date(`${todayInIndia()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe("workshops and trips", () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-dist-"));
    const storefrontDist = path.join(dir, "storefront");
    const adminDist = path.join(dir, "admin");
    mkdirSync(storefrontDist, { recursive: true });
    mkdirSync(adminDist, { recursive: true });
    writeFileSync(path.join(storefrontDist, "index.html"), "<!doctype html><html><head><title>storefront</title></head><body></body></html>");
    writeFileSync(path.join(adminDist, "index.html"), "<!doctype html><title>admin</title>");
    // Behind a proxy on loopback: each test's visitors come from addresses of their own (X-Forwarded-For).
    app = await startTestApp(
      { PUBLIC_URL: "https://prints.example.in", ADMIN_EMAIL: "owner@prints.example.in", TRUST_PROXY: "loopback" },
      { frontEnds: { storefrontDist, adminDist } },
    );
    token = await app.token();
  });
  afterAll(() => app?.close());

  /** Creates a workshop over GraphQL and answers it. */
  const createWorkshop = async (vars: Record<string, unknown> = {}) => {
    const res = await app.gql(
      `mutation($t: String!, $m: Int!, $d: String, $c: String) { createWorkshop(title: $t, description: "Dawn walks at the lake.", destination: "Pulicat", maxParticipants: $m, travelDate: $d, cost: $c) { ${W_FIELDS} } }`,
      { t: "Flamingo walk", m: 10, d: day(30), ...vars },
      { token },
    );
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.createWorkshop as { id: string; seatsTaken: number; seatsLeft: number };
  };
  const joinForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };
  /** A new mobile number and a new client address at each call, unless the test names them. */
  let visitors = 0;
  const nextMobile = () => `+91 97${String(++visitors).padStart(3, "0")} ${String(10_000 + visitors).slice(-5)}`;
  const nextIp = () => `198.18.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`;
  const join = (workshopId: string, people: string, extra: Record<string, string> = {}, ip = nextIp()) =>
    app.rest("POST", "/join-workshop", {
      headers: { "x-forwarded-for": ip },
      multipart: joinForm({
        workshopId,
        workshopTitle: "ignored",
        fullName: "Anand Kumar",
        phone: nextMobile(),
        address: "4 Lake Road, Chennai",
        numberOfPeople: people,
        ...extra,
      }),
    });
  const seats = async (id: string) =>
    (await app.gql(`query($id: ID!) { Workshop(id: $id) { seatsTaken seatsLeft isFull } }`, { id }, { token })).body.data.Workshop;

  it("the owner adds a workshop through add-workshop (multipart, poster, tagsJson, includesJson) and view-workshops shows it in the old shape", async () => {
    const form = new FormData();
    form.append("title", "Flamingos of Pulicat");
    form.append("description", "Two mornings with the flamingos and pelicans of Pulicat Lake.");
    form.append("destination", "Pulicat Lake");
    form.append("travelDate", day(20));
    form.append("duration", "2 days");
    form.append("maxParticipants", "12");
    form.append("organizer", "Chennai Wildlife Prints");
    form.append("cost", "$4,500 per person");
    form.append("meetingPoint", "Ponneri railway station");
    form.append("tagsJson", JSON.stringify([" birds ", "wetlands", ""]));
    form.append("includesJson", JSON.stringify(["Breakfast", " Boat ride "]));
    form.append("posterImage", filePart(await cameraJpeg({ gps: true }), "poster.jpg"));
    const added = await app.rest("POST", "/add-workshop", { token, multipart: form });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: true, message: "Workshop added successfully" });

    const list = (await app.rest("GET", "/view-workshops")).body as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    const row = list.find((w) => w.title === "Flamingos of Pulicat")!;
    expect(row).toMatchObject({
      description: "Two mornings with the flamingos and pelicans of Pulicat Lake.",
      destination: "Pulicat Lake",
      travel_date: day(20),
      duration: "2 days",
      max_participants: 12,
      organizer: "Chennai Wildlife Prints",
      cost: "$4,500 per person",
      meeting_point: "Ponneri railway station",
      tags: "birds,wetlands",
      includes: "Breakfast,Boat ride",
    });
    expect(row.poster_image_url).toMatch(/^\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/);
    expect((await fetch(`${app.url}${String(row.poster_image_url)}`)).status).toBe(200);

    // GraphQL gives the same workshop to the storefront, with the cost as visitors see it.
    const gql = (await app.gql(`{ workshops { ${W_FIELDS} } }`)).body.data.workshops;
    const w = gql.find((x: { title: string }) => x.title === "Flamingos of Pulicat");
    expect(w).toMatchObject({
      cost: "$4,500 per person",
      displayCost: "₹4,500 per person",
      tags: ["birds", "wetlands"],
      includes: ["Breakfast", "Boat ride"],
      seatsLeft: 12,
      isFull: false,
      isPast: false,
    });
    expect(w.poster.url).toBe(row.poster_image_url);

    // Comma-separated tags work too; a missing required field gives the spec's message and writes nothing.
    const before = list.length;
    const commas = new FormData();
    for (const [k, v] of Object.entries({
      title: "Vedanthangal",
      description: "Herons.",
      destination: "Vedanthangal",
      maxParticipants: "8",
      tagsJson: "herons, storks ,",
      includesJson: "",
    }))
      commas.append(k, v);
    expect((await app.rest("POST", "/add-workshop", { token, multipart: commas })).body.data).toMatchObject({
      tags: "herons,storks",
      includes: "",
      poster_image_url: null,
    });
    for (const missing of ["title", "description", "destination", "maxParticipants"]) {
      const f = new FormData();
      for (const [k, v] of Object.entries({ title: "T", description: "D", destination: "X", maxParticipants: "5" })) if (k !== missing) f.append(k, v);
      const res = await app.rest("POST", "/add-workshop", { token, multipart: f });
      expect(res.status, missing).toBe(400);
      expect(res.body).toMatchObject({ status: false, error: "Please fill in all required fields" });
    }
    for (const [field, value] of [
      ["maxParticipants", "0"],
      ["maxParticipants", "ten"],
      ["travelDate", "2025-02-30"],
      ["tagsJson", "[not json"],
    ]) {
      const f = new FormData();
      for (const [k, v] of Object.entries({ title: "T", description: "D", destination: "X", maxParticipants: "5", [field]: value })) f.append(k, v);
      const res = await app.rest("POST", "/add-workshop", { token, multipart: f });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    const notImage = new FormData();
    for (const [k, v] of Object.entries({ title: "T", description: "D", destination: "X", maxParticipants: "5" })) notImage.append(k, v);
    notImage.append("posterImage", filePart(Buffer.from("not an image"), "x.jpg"));
    expect((await app.rest("POST", "/add-workshop", { token, multipart: notImage })).status).toBe(400);
    expect(((await app.rest("GET", "/view-workshops")).body as unknown[]).length).toBe(before + 1);
  });

  it("join-workshop takes 1 to 5 people and refuses 0, 6, -1 or text with 400; an unknown workshop is 404", async () => {
    const w = await createWorkshop({ t: "Bounds", m: 20 });
    for (const people of ["0", "6", "-1", "two", "", "2.5", "1e1"]) {
      const res = await join(w.id, people);
      expect(res.status, `numberOfPeople=${people}`).toBe(400);
      expect(res.body).toMatchObject({ status: false, error: "Number of people must be from 1 to 5" });
    }
    for (const missing of ["fullName", "phone", "address"]) {
      const res = await join(w.id, "1", { [missing]: " " });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Please fill in all required fields");
    }
    expect((await join(w.id, "1", { phone: "call me" })).body.error).toBe("Please enter a valid phone number");
    const unknown = await join("999999", "2");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Workshop not found");
    expect((await join("abc", "2")).status).toBe(404);
    expect(await seats(w.id)).toEqual({ seatsTaken: 0, seatsLeft: 20, isFull: false });

    for (const people of ["1", "5"]) {
      const ok = await join(w.id, people);
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ status: true, message: "You have joined Bounds!" });
    }
    // JSON and form-encoded bodies are accepted as well, and GraphQL holds the same bounds.
    expect(
      (await app.rest("POST", "/join-workshop", { json: { workshopId: w.id, fullName: "A", phone: "9840011223", address: "B", numberOfPeople: 2 } })).status,
    ).toBe(201);
    const gqlBad = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "A", phone: "9840011223", address: "B", numberOfPeople: 6) { seatsLeft } }`,
      { w: w.id },
    );
    expect(gqlBad.status).toBe(400);
    expect(gqlBad.body.errors[0]).toMatchObject({ message: "Number of people must be from 1 to 5", extensions: { code: "BAD_USER_INPUT" } });
    const gqlOk = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "A", phone: "9840011224", address: "B", numberOfPeople: 3) { seatsLeft numberOfPeople } }`,
      { w: w.id },
    );
    expect(gqlOk.body.data.joinWorkshop).toEqual({ seatsLeft: 9, numberOfPeople: 3 });
    expect(await seats(w.id)).toEqual({ seatsTaken: 11, seatsLeft: 9, isFull: false });
  });

  it("a join mails the joiner (when an email is given) and the owner", async () => {
    const w = await createWorkshop({ t: "Mail walk", m: 6, c: "$1,200" });
    const before = (await outboxMails(app)).length;
    expect((await join(w.id, "2", { email: "anand@example.in", phone: "+91 98400 11223" })).status).toBe(201);
    const mails = (await outboxMails(app)).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["anand@example.in", "You have joined Mail walk"],
      ["owner@prints.example.in", "Workshop join: Mail walk — 2 people"],
    ]);
    expect(mails[0].text).toContain("Cost: ₹1,200");
    expect(mails[1].text).toContain("Phone: +91 98400 11223");
    expect(mails[1].text).toContain("Seats taken: 2 of 6");
    expect(mails[0].text).toContain(`https://prints.example.in/workshops?workshop=${w.id}`);
    expect((await join(w.id, "1", { email: "not-an-email" })).status).toBe(400);
  });

  it("40 concurrent joins of 2 people into 10 seats: exactly 5 accepted, 35 refused with 409 saying how many seats are left", async () => {
    const w = await createWorkshop({ t: "Ten seats", m: 10 });
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => join(w.id, "2", { fullName: `Joiner ${i}` })));
    const ms = Math.round(performance.now() - started);
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    console.log(`[${process.env.TEST_DB}] 40 concurrent joins of 2 into 10 seats: ${accepted.length} accepted, ${refused.length} refused with 409 in ${ms} ms`);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const r of refused) expect(r.body).toMatchObject({ status: false, error: "Sorry, this trip is full: 0 seats left." });
    expect(await seats(w.id)).toEqual({ seatsTaken: 10, seatsLeft: 0, isFull: true });
    const people = (await app.rest("GET", `/join-details/${w.id}`, { token })).body as { number_of_people: number }[];
    expect(people).toHaveLength(5);
    expect(people.reduce((s, p) => s + p.number_of_people, 0)).toBe(10);
  });

  const ALREADY_JOINED = "This mobile number has already joined this trip.";
  const TOO_MANY = "Too many joins from here. Please try again later.";
  const participants = async (id: string) =>
    (await app.gql(`query($w: ID!) { workshopParticipants(workshopId: $w) { id phone numberOfPeople } }`, { w: id }, { token })).body.data
      .workshopParticipants as { id: string; phone: string; numberOfPeople: number }[];
  const cancel = (id: string) => app.gql(`mutation($id: ID!) { deleteWorkshopJoin(id: $id) { id } }`, { id }, { token });

  it("one join per mobile number per trip: ten spellings of one number sent at once give one join, the others 409 saying so; a cancel frees the number (issue 42 item 10)", async () => {
    const w = await createWorkshop({ t: "One per number", m: 50 });
    const spellings = [
      "+91 98401 22334",
      "098401-22334",
      "9840122334",
      "0091 98401 22334",
      "91 98401 22334",
      "9840 122 334",
      "+919840122334",
      "98401 22 334",
      "+91-98401-22334",
      "0 98401 22334",
    ];
    const results = await Promise.all(spellings.map((phone) => join(w.id, "2", { phone })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ status: false, error: ALREADY_JOINED });
    expect(await seats(w.id)).toMatchObject({ seatsTaken: 2 });
    expect(await participants(w.id)).toHaveLength(1);

    // GraphQL refuses it the same way, with a code the storefront shows in the visitor's language.
    const gql = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "B", phone: "+91 9840122334", address: "C", numberOfPeople: 1) { seatsLeft } }`,
      { w: w.id },
      { headers: { "x-forwarded-for": nextIp() } },
    );
    expect(gql.status).toBe(409);
    expect(gql.body.errors[0]).toMatchObject({ message: ALREADY_JOINED, extensions: { code: "CONFLICT", messageCode: "workshop.alreadyJoined" } });
    // On a full trip the number is still told it has joined (not that the trip is full).
    const small = await createWorkshop({ t: "Full, joined", m: 2 });
    expect((await join(small.id, "2", { phone: "98401 22334" })).status).toBe(201);
    expect((await join(small.id, "1", { phone: "+91 98401 22334" })).body.error).toBe(ALREADY_JOINED);

    // Another trip takes the number; another number joins this trip.
    const other = await createWorkshop({ t: "Another trip", m: 5 });
    expect((await join(other.id, "1", { phone: "9840122334" })).status).toBe(201);
    expect((await join(w.id, "1", { phone: "9840122335" })).status).toBe(201);

    // The owner cancels the join: its seats come back and the number may join again.
    const [first] = (await participants(w.id)).filter((p) => p.numberOfPeople === 2);
    expect((await cancel(first.id)).body.data.deleteWorkshopJoin).toEqual({ id: first.id });
    expect(await seats(w.id)).toMatchObject({ seatsTaken: 1 });
    expect((await join(w.id, "3", { phone: "+91 98401 22334" })).status).toBe(201);
    expect(await seats(w.id)).toMatchObject({ seatsTaken: 4 });
  });

  it("a client joins one trip at most 10 times a day; an IPv6 client is counted by its /64 (issue 42 item 10)", async () => {
    const w = await createWorkshop({ t: "Ten a day", m: 200 });
    const ip = "203.0.113.42";
    for (let i = 0; i < 10; i++) expect((await join(w.id, "1", {}, ip)).status, `join ${i + 1}`).toBe(201);
    const eleventh = await join(w.id, "1", {}, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ status: false, error: TOO_MANY });
    const gql = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "B", phone: "9123456780", address: "C", numberOfPeople: 1) { seatsLeft } }`,
      { w: w.id },
      { headers: { "x-forwarded-for": ip } },
    );
    expect(gql.body.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: "TOO_MANY_REQUESTS" } });
    // Another trip, and another client, are counted apart.
    const other = await createWorkshop({ t: "Ten a day, the other", m: 200 });
    expect((await join(other.id, "1", {}, ip)).status).toBe(201);
    expect((await join(w.id, "1", {}, "203.0.113.43")).status).toBe(201);

    // Ten addresses of one /64 are one client; the next /64 is another.
    for (let i = 1; i <= 10; i++) expect((await join(other.id, "1", {}, `2001:db8:42:7::${i.toString(16)}`)).status, `IPv6 join ${i}`).toBe(201);
    expect((await join(other.id, "1", {}, "2001:db8:42:7:ffff:1:2:3")).status).toBe(429);
    expect((await join(other.id, "1", {}, "2001:db8:42:8::1")).status).toBe(201);
    expect(await seats(w.id)).toMatchObject({ seatsTaken: 11 });
  });

  it("cancels and joins at once keep the seats right: seats taken is always the people of the joins left (issue 42 item 10)", async () => {
    for (let round = 0; round < 6; round++) {
      const w = await createWorkshop({ t: `Cancel and join ${round}`, m: 6 });
      const phone = `+91 96000 000${round}0`;
      expect((await join(w.id, "3", { phone })).status).toBe(201);
      expect((await join(w.id, "2")).status).toBe(201);
      const [held] = (await participants(w.id)).filter((p) => p.numberOfPeople === 3);
      const results = await Promise.all([cancel(held.id), join(w.id, "3"), join(w.id, "2"), join(w.id, "2", { phone }), join(w.id, "1"), cancel(held.id)]);
      const [firstCancel, ...rest] = results;
      const cancels = [firstCancel, rest[rest.length - 1]];
      expect(cancels.filter((c) => c.body.data?.deleteWorkshopJoin)).toHaveLength(1);
      for (const r of rest.slice(0, -1)) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
      const left = await participants(w.id);
      const people = left.reduce((sum, p) => sum + p.numberOfPeople, 0);
      expect(people).toBeLessThanOrEqual(6);
      expect(await seats(w.id)).toMatchObject({ seatsTaken: people });
      expect(left.filter((p) => p.phone === phone).length).toBeLessThanOrEqual(1);
    }
  });

  it("a join larger than the seats left is refused with how many are left; removing a participant frees the seats, once", async () => {
    const w = await createWorkshop({ t: "Three seats", m: 3 });
    expect((await join(w.id, "2")).status).toBe(201);
    const over = await join(w.id, "2");
    expect(over.status).toBe(409);
    expect(over.body.error).toBe("Only 1 seat is left on this trip: you asked for 2.");
    const gqlOver = await app.gql(
      `mutation($w: ID!) { joinWorkshop(workshopId: $w, fullName: "A", phone: "9840011223", address: "B", numberOfPeople: 3) { seatsLeft } }`,
      { w: w.id },
    );
    expect(gqlOver.body.errors[0]).toMatchObject({
      message: "Only 1 seat is left on this trip: you asked for 3.",
      extensions: { code: "CONFLICT", seatsLeft: 1 },
    });
    expect((await join(w.id, "1")).status).toBe(201);
    expect((await join(w.id, "1")).body.error).toBe("Sorry, this trip is full: 0 seats left.");

    const [first] = (await app.gql(`query($w: ID!) { workshopParticipants(workshopId: $w) { id numberOfPeople } }`, { w: w.id }, { token })).body.data
      .workshopParticipants;
    expect(first.numberOfPeople).toBe(2);
    // Two admins removing the same participant at once give the seats back once.
    const removals = await Promise.all([1, 2, 3].map(() => app.gql(`mutation($id: ID!) { deleteWorkshopJoin(id: $id) { id } }`, { id: first.id }, { token })));
    expect(removals.filter((r) => r.body.data?.deleteWorkshopJoin)).toHaveLength(1);
    expect(removals.filter((r) => r.status === 404)).toHaveLength(2);
    expect(await seats(w.id)).toEqual({ seatsTaken: 1, seatsLeft: 2, isFull: false });
    expect((await join(w.id, "2")).status).toBe(201);
    expect(await seats(w.id)).toEqual({ seatsTaken: 3, seatsLeft: 0, isFull: true });

    // Max participants never drops below the people joined.
    const lower = await app.gql(`mutation($id: ID!) { updateWorkshop(id: $id, maxParticipants: 2) { id } }`, { id: w.id }, { token });
    expect(lower.status).toBe(409);
    expect(lower.body.errors[0].message).toBe("3 people have already joined this trip: max participants cannot be below 3.");
    const raise = await app.gql(
      `mutation($id: ID!) { updateWorkshop(id: $id, maxParticipants: 5, cost: "$900") { maxParticipants seatsLeft displayCost } }`,
      { id: w.id },
      { token },
    );
    expect(raise.body.data.updateWorkshop).toEqual({ maxParticipants: 5, seatsLeft: 2, displayCost: "₹900" });
  });

  it("two admins editing different fields of one workshop at once both keep their edit; a bad field writes nothing (issue 23 item 18)", async () => {
    const w = await createWorkshop({ t: "Two editors", m: 8, c: "₹1,000" });
    const edit = (vars: Record<string, unknown>) =>
      app.gql(
        `mutation($id: ID!, $t: String, $c: String, $tags: [String!], $m: Int) { updateWorkshop(id: $id, title: $t, cost: $c, tags: $tags, maxParticipants: $m) { id } }`,
        { id: w.id, ...vars },
        { token },
      );
    const read = async () =>
      (await app.gql(`query($id: ID!) { Workshop(id: $id) { title cost tags maxParticipants description destination travelDate } }`, { id: w.id }, { token }))
        .body.data.Workshop;
    for (let round = 1; round <= 12; round++) {
      // One admin renames the trip while the other changes its cost and tags (or its seats).
      const results = await Promise.all([
        edit({ t: `Two editors ${round}` }),
        edit(round % 2 ? { c: `₹${round},500`, tags: [`t${round}`] } : { m: 8 + round }),
      ]);
      for (const r of results) expect(r.body.errors).toBeUndefined();
      expect(await read()).toMatchObject({
        title: `Two editors ${round}`,
        ...(round % 2 ? { cost: `₹${round},500`, tags: [`t${round}`] } : { maxParticipants: 8 + round }),
        description: "Dawn walks at the lake.",
        destination: "Pulicat",
        travelDate: day(30),
      });
    }
    const before = await read();
    // A required field emptied is refused with 400, and the other fields sent with it are not written.
    const bad = await edit({ t: "  ", c: "₹9" });
    expect(bad.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it("a past workshop is not offered for joining", async () => {
    const w = await createWorkshop({ t: "Last season", d: day(-1) });
    const res = await join(w.id, "1");
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This trip has already taken place: it can no longer be joined.");
    const today = await createWorkshop({ t: "Today", d: day(0) });
    expect((await join(today.id, "1")).status).toBe(201);
    const listed = (await app.gql(`{ workshops { title isPast } }`)).body.data.workshops as { title: string; isPast: boolean }[];
    expect(listed.find((x) => x.title === "Last season")!.isPast).toBe(true);
    // Coming trips first, past ones last.
    expect(listed[listed.length - 1].title).toBe("Last season");
  });

  it("join-summary totals the people per workshop in one grouped query; join-details lists the participants; CSV export", async () => {
    const w = await createWorkshop({ t: "Summary trip", m: 9 });
    await join(w.id, "4", { fullName: "Priya S", phone: "+91 98400 11223" });
    await join(w.id, "1", { fullName: "=cmd|' /C calc'!A0", address: "7, Beach Road", phone: "+91 98400 11224" });
    const summary = (await app.rest("GET", "/join-summary", { token })).body as Record<string, unknown>[];
    expect(summary.find((r) => r.workshop_id === Number(w.id))).toEqual({
      workshop_id: Number(w.id),
      workshop_title: "Summary trip",
      total_people: 5,
      max_participants: 9,
      seats_left: 4,
    });
    const empty = await createWorkshop({ t: "Nobody yet" });
    expect(
      ((await app.rest("GET", "/join-summary", { token })).body as Record<string, unknown>[]).find((r) => r.workshop_id === Number(empty.id)),
    ).toMatchObject({ total_people: 0 });
    const gql = (await app.gql(`{ workshopJoinSummary { workshopId workshopTitle totalPeople seatsLeft joins } }`, {}, { token })).body.data
      .workshopJoinSummary;
    expect(gql.find((r: { workshopId: string }) => r.workshopId === w.id)).toEqual({
      workshopId: w.id,
      workshopTitle: "Summary trip",
      totalPeople: 5,
      seatsLeft: 4,
      joins: 2,
    });

    const details = (await app.rest("GET", `/join-details/${w.id}`, { token })).body as Record<string, unknown>[];
    expect(details.map((d) => [d.full_name, d.phone, d.number_of_people])).toEqual([
      ["Priya S", "+91 98400 11223", 4],
      ["=cmd|' /C calc'!A0", "+91 98400 11224", 1],
    ]);
    expect(Object.keys(details[0])).toEqual(expect.arrayContaining(["id", "full_name", "phone", "number_of_people"]));
    expect((await app.rest("GET", `/join-details/${empty.id}`, { token })).body).toEqual([]);
    expect((await app.rest("GET", "/join-details/999999", { token })).status).toBe(404);

    const csv = (await app.gql(`query($w: ID!) { workshopParticipantsCsv(workshopId: $w) }`, { w: w.id }, { token })).body.data
      .workshopParticipantsCsv as string;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("name,phone,email,people,address,joinedAt");
    expect(lines[1]).toMatch(/^Priya S,\+91 98400 11223,,4,"4 Lake Road, Chennai",\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toMatch(/^'=cmd\|' \/C calc'!A0,/);
    expect(lines[2]).toContain('"7, Beach Road"');
  });

  it("delete-workshop removes a workshop and its participants; an unknown one is 404 with an error", async () => {
    const w = await createWorkshop({ t: "To delete" });
    await join(w.id, "2");
    const res = await app.rest("DELETE", `/delete-workshop/${w.id}`, { token });
    expect(res.body).toEqual({ status: true, message: "Workshop deleted successfully" });
    expect(((await app.rest("GET", "/view-workshops")).body as { id: number }[]).some((x) => x.id === Number(w.id))).toBe(false);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM workshop_joins WHERE workshopId = ?", [Number(w.id)]);
    expect(Number(n)).toBe(0);
    const again = await app.rest("DELETE", `/delete-workshop/${w.id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Workshop not found");
  });

  it("every admin path and operation refuses a missing or bad token with 401", async () => {
    const w = await createWorkshop({ t: "Guarded" });
    const paths: [string, string][] = [
      ["POST", "/add-workshop"],
      ["DELETE", `/delete-workshop/${w.id}`],
      ["GET", "/join-summary"],
      ["GET", `/join-details/${w.id}`],
    ];
    for (const bad of [null, "not-a-token"]) {
      for (const [method, route] of paths) {
        const form = new FormData();
        for (const [k, v] of Object.entries({ title: "T", description: "D", destination: "X", maxParticipants: "5" })) form.append(k, v);
        const res = await app.rest(method, route, { token: bad, multipart: method === "POST" ? form : undefined });
        expect(res.status, `${method} ${route}`).toBe(401);
        expect(typeof res.body.error).toBe("string");
      }
      const ops = [
        `{ allWorkshops { id } }`,
        `{ _allWorkshopsMeta { count } }`,
        `{ Workshop(id: ${w.id}) { id } }`,
        `mutation { createWorkshop(title: "T", description: "D", destination: "X", maxParticipants: 3) { id } }`,
        `mutation { updateWorkshop(id: ${w.id}, title: "Hacked") { id } }`,
        `mutation { deleteWorkshop(id: ${w.id}) { id } }`,
        `{ workshopJoinSummary { workshopId } }`,
        `{ workshopParticipants(workshopId: ${w.id}) { id } }`,
        `{ workshopParticipantsCsv(workshopId: ${w.id}) }`,
        `mutation { deleteWorkshopJoin(id: 1) { id } }`,
      ];
      for (const op of ops) {
        const res = await app.gql(op, {}, { token: bad });
        expect(res.status, op).toBe(401);
        expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      }
    }
    expect((await app.gql(`query($id: ID!) { Workshop(id: $id) { title } }`, { id: w.id }, { token })).body.data.Workshop.title).toBe("Guarded");
  });
});

describe("the one-join-per-number key on a live database (issue 42 item 10)", () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it("joins that repeat a number do not stop the migration: the earliest keeps the number, the later ones stay (seats and all) without it", async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" });
    const migrated = async () => (await app.ds.query("SELECT name FROM migrations")).map((m: { name: string }) => m.name) as string[];
    // The database as it was before: the migration undone (and any that came after it). On SQLite
    // outside a transaction, as TypeORM turns foreign keys off for a migration that rebuilds a table.
    const transaction = app.ds.options.type === "better-sqlite3" ? "none" : "each";
    while ((await migrated()).includes("WorkshopJoinMobile1795940000000")) await app.ds.undoLastMigration({ transaction });
    expect((await app.ds.query("SELECT * FROM workshop_joins"))[0] ?? {}).not.toHaveProperty("mobile");

    await app.ds.query(
      "INSERT INTO workshops (title, description, destination, travelDate, maxParticipants, seatsTaken, tags, includes) VALUES ('Old trip', 'D', 'X', ?, 20, 10, '[]', '[]')",
      [day(30)],
    );
    const [{ id }] = await app.ds.query("SELECT MAX(id) AS id FROM workshops");
    const rows: [string, string, number, string][] = [
      ["First", "+91 98400 55667", 2, "2026-01-01 10:00:00"],
      ["Again", "098400-55667", 3, "2026-01-02 10:00:00"],
      ["Other", "9840055668", 1, "2026-01-01 09:00:00"],
      ["Third time", "9840055667", 4, "2026-01-03 10:00:00"],
    ];
    for (const [fullName, phone, people, at] of rows)
      await app.ds.query("INSERT INTO workshop_joins (workshopId, fullName, phone, address, numberOfPeople, createdAt) VALUES (?, ?, ?, 'A', ?, ?)", [
        id,
        fullName,
        phone,
        people,
        at,
      ]);

    await app.ds.runMigrations({ transaction });
    expect(await app.ds.showMigrations()).toBe(false);
    const after = await app.ds.query<{ fullName: string; mobile: string | null; numberOfPeople: number }[]>(
      "SELECT fullName, mobile, numberOfPeople FROM workshop_joins WHERE workshopId = ? ORDER BY id",
      [id],
    );
    expect(after.map((r) => [r.fullName, r.mobile, Number(r.numberOfPeople)])).toEqual([
      ["First", "9840055667", 2],
      ["Again", null, 3],
      ["Other", "9840055668", 1],
      ["Third time", null, 4],
    ]);
    // The number is taken on that trip from now on; the seats of every kept join still count.
    const form = new FormData();
    for (const [k, v] of Object.entries({ workshopId: String(id), fullName: "New", phone: "+91 9840055667", address: "A", numberOfPeople: "1" }))
      form.append(k, v);
    const again = await app.rest("POST", "/join-workshop", { multipart: form });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This mobile number has already joined this trip.");
    const [{ seatsTaken }] = await app.ds.query("SELECT seatsTaken FROM workshops WHERE id = ?", [id]);
    expect(Number(seatsTaken)).toBe(10);
  });
});
