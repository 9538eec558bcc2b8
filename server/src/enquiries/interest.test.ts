import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, startTestApp, type TestApp } from "../../test/harness.js";

describe("interest submissions", () => {
  let app: TestApp;
  let token: string;
  let item: { id: number; tittle_id: string };

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
    const location = (await app.rest("POST", "/add-location", { token, form: { location: "Guindy National Park" } })).body.data.id;
    const category = (await app.rest("POST", "/add-gallerycat", { token, form: { categoryName: "songbirds" } })).body.data.id;
    const form = new FormData();
    form.append("title", "Indian Robin");
    form.append("locationIds", String(location));
    form.append("categoryId", String(category));
    form.append("images", filePart(await cameraJpeg(), "robin.jpg"));
    item = (await app.rest("POST", "/add-gallery", { token, multipart: form })).body.data;
  });
  afterAll(() => app?.close());

  it("add-interest (form-encoded) stores the submission with a copy of the photograph's facts", async () => {
    const res = await app.rest("POST", "/add-interest", {
      form: { name: " Priya ", email: "priya@example.in", phone: "+91 98400 12345", message: "A 16x24 print, please.", imageId: String(item.id) },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(true);
    const list = await app.rest("GET", "/view-interest", { token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      name: "Priya",
      email: "priya@example.in",
      phone: "+91 98400 12345",
      image_title: "Indian Robin",
      category_name: "songbirds",
      location_name: "Guindy National Park",
      message: "A 16x24 print, please.",
    });
    expect(Date.parse(list.body[0].submission_date)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a missing name or email with 'Please fill in your name and email' in the error field", async () => {
    for (const form of [
      { email: "a@b.in", imageId: String(item.id) },
      { name: "Arun", imageId: String(item.id) },
      { name: "  ", email: " ", imageId: String(item.id) },
    ]) {
      const res = await app.rest("POST", "/add-interest", { form });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, error: "Please fill in your name and email" });
    }
  });

  it("refuses an invalid email and an unknown photograph", async () => {
    const bad = await app.rest("POST", "/add-interest", { form: { name: "Arun", email: "arun at mail", imageId: String(item.id) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Please enter a valid email address");
    const gone = await app.rest("POST", "/add-interest", { form: { name: "Arun", email: "arun@mail.in", imageId: "99999" } });
    expect(gone.status).toBe(404);
  });

  it("GraphQL submitInterest and the admin list (newest first) with its count", async () => {
    const res = await app.gql(`mutation($id: ID!) { submitInterest(galleryItemId: $id, name: "Karthik", email: "k@birds.in") }`, { id: String(item.id) });
    expect(res.body.data.submitInterest).toBe(true);
    const list = await app.gql(
      `{ allInterestSubmissions(sortField: "submittedAt", sortOrder: "DESC") { name phone message imageTitle } _allInterestSubmissionsMeta { count } }`,
      {},
      { token },
    );
    expect(list.body.data._allInterestSubmissionsMeta.count).toBe(2);
    expect(list.body.data.allInterestSubmissions.map((s: { name: string }) => s.name).sort()).toEqual(["Karthik", "Priya"]);
    expect(list.body.data.allInterestSubmissions.find((s: { name: string }) => s.name === "Karthik")).toMatchObject({
      phone: "",
      message: "",
      imageTitle: "Indian Robin",
    });
  });

  it("keeps the submission when the photograph is deleted later", async () => {
    await app.rest("DELETE", `/delete-gallery-group/${item.tittle_id}`, { token });
    const list = await app.rest("GET", "/view-interest", { token });
    expect(list.body).toHaveLength(2);
    expect(list.body.every((s: { image_title: string }) => s.image_title === "Indian Robin")).toBe(true);
  });

  it("limits submissions per client: 10 in 10 minutes, then 429", async () => {
    const location = (await app.rest("POST", "/add-location", { token, form: { location: "Adyar Estuary" } })).body.data.id;
    const category = (await app.rest("GET", "/view-gallerycat")).body[0].id;
    const form = new FormData();
    form.append("title", "Asian Koel");
    form.append("locationIds", String(location));
    form.append("categoryId", String(category));
    form.append("images", filePart(await cameraJpeg({ color: "#101010" }), "koel.jpg"));
    const koel = (await app.rest("POST", "/add-gallery", { token, multipart: form })).body.data;
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM interest_submissions");
    const statuses: number[] = [];
    for (let i = Number(n); i <= 10; i++) {
      statuses.push((await app.rest("POST", "/add-interest", { form: { name: "Bot", email: "bot@spam.io", imageId: String(koel.id) } })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const [{ n: after }] = await app.ds.query("SELECT COUNT(*) AS n FROM interest_submissions");
    expect(Number(after)).toBe(10);
  });
});
