import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg, filePart, startTestApp, uploadImage, type TestApp } from "../../test/harness.js";

describe("home page content", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("insert-hero (multipart) refuses a missing field with the spec's message, then adds the slide", async () => {
    for (const fields of [{ subtitle: "s" }, { title: "t" }, { title: "t", subtitle: "s" }]) {
      const form = new FormData();
      form.append("userId", "1");
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (!("title" in fields && "subtitle" in fields)) form.append("image", filePart(await cameraJpeg(), "h.jpg"));
      const res = await app.rest("POST", "/insert-hero", { token, multipart: form });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Please provide title, subtitle and an image" });
    }
    const form = new FormData();
    form.append("userId", "1");
    form.append("title", "Birds of the Coromandel Coast");
    form.append("subtitle", "Framed prints from Chennai");
    form.append("image", filePart(await cameraJpeg({ width: 1600, height: 900 }), "hero.jpg"));
    const ok = await app.rest("POST", "/insert-hero", { token, multipart: form });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ status: true, message: "Hero image added successfully" });
  });

  it("view-hero-section answers {status, data} with the relative banner_image_url; view-hero is the admin's", async () => {
    const pub = await app.rest("GET", "/view-hero-section");
    expect(pub.body.status).toBe(true);
    expect(pub.body.data).toEqual([
      {
        id: expect.any(Number),
        title: "Birds of the Coromandel Coast",
        subtitle: "Framed prints from Chennai",
        banner_image_url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp$/),
      },
    ]);
    expect((await app.rest("GET", "/view-hero?userId=1", { token })).body).toEqual(pub.body);
    const gql = await app.gql(`{ heroSlides { title position image { srcset placeholder } } }`);
    expect(gql.body.data.heroSlides[0]).toMatchObject({ position: 0, image: { srcset: expect.stringContaining("1600w") } });
  });

  it("createHeroSlide through GraphQL, and delete-hero removes a slide", async () => {
    const imageId = await uploadImage(app, "#aa7733");
    const created = await app.gql(
      `mutation($i: ID!) { createHeroSlide(title: "Second", subtitle: "Slide", imageId: $i) { id position } }`,
      { i: imageId },
      { token },
    );
    expect(created.body.data.createHeroSlide.position).toBe(1);
    const missing = await app.gql(`mutation($i: ID!) { createHeroSlide(title: " ", subtitle: "Slide", imageId: $i) { id } }`, { i: imageId }, { token });
    expect(missing.body.errors[0].message).toBe("Please provide title, subtitle and an image");
    const del = await app.rest("DELETE", `/delete-hero?userId=1&id=${created.body.data.createHeroSlide.id}`, { token });
    expect(del.body).toEqual({ status: true, message: "Hero image deleted successfully" });
    expect((await app.rest("GET", "/view-hero-section")).body.data).toHaveLength(1);
  });

  it("update-author changes only the non-empty fields; get-author-public answers the author", async () => {
    expect((await app.rest("GET", "/get-author-public")).status).toBe(404);
    const first = new FormData();
    for (const [k, v] of Object.entries({
      userId: "1",
      name: "Arjun Raghavan",
      title: "Wildlife Photographer",
      bio1: "One.",
      bio2: "Two.",
      quote: "Patience.",
      awards: "12",
      countries: "9",
    }))
      first.append(k, v);
    first.append("image", filePart(await cameraJpeg({ color: "#664422" }), "me.jpg"));
    expect((await app.rest("POST", "/update-author", { token, multipart: first })).body).toEqual({
      status: true,
      message: "Author details updated successfully",
    });
    const second = new FormData();
    second.append("quote", "Light first, bird second.");
    second.append("name", "");
    await app.rest("POST", "/update-author", { token, multipart: second });
    const pub = await app.rest("GET", "/get-author-public");
    expect(pub.body).toEqual({
      status: true,
      data: {
        name: "Arjun Raghavan",
        title: "Wildlife Photographer",
        profile_image_url: expect.stringMatching(/^\/media\//),
        bio_paragraph_1: "One.",
        bio_paragraph_2: "Two.",
        quote: "Light first, bird second.",
        awards_won: "12",
        countries_visited: "9",
      },
    });
    expect((await app.rest("GET", "/get-author?userId=1", { token })).body.name).toBe("Arjun Raghavan");
    const gql = await app.gql(`mutation { updateAuthor(bio2: "Three.") { bio1 bio2 } }`, {}, { token });
    expect(gql.body.data.updateAuthor).toEqual({ bio1: "One.", bio2: "Three." });
  });

  it("Instagram posts: caption title, likes fallbacks, and the export file the storefront reads", async () => {
    const imageId = await uploadImage(app, "#224466");
    await app.gql(
      `mutation($i: ID!) { createInstagramPost(caption: "Stilts at dusk\\nPallikaranai, December", imageId: $i, likesCount: 120) { id } }`,
      { i: imageId },
      { token },
    );
    await app.gql(`mutation($i: ID!) { createInstagramPost(caption: "   ", imageId: $i) { id } }`, { i: imageId }, { token });
    const posts = (await app.gql(`{ instagramPosts { captionTitle likes imageUrl } }`)).body.data.instagramPosts;
    expect(posts).toEqual([{ captionTitle: "Stilts at dusk", likes: 120, imageUrl: expect.stringMatching(/^\/media\//) }]);
    const exported = (await (await fetch(`${app.url}/instagram-posts.json`)).json()) as any[];
    expect(exported[0]).toMatchObject({ type: "Image", displayUrl: posts[0].imageUrl, caption: "Stilts at dusk\nPallikaranai, December", likesCount: 120 });
  });

  it("business settings have defaults, and the owner changes them with checks", async () => {
    expect((await app.gql(`{ businessSettings { city email grievanceOfficerEmail } }`)).body.data.businessSettings).toMatchObject({ city: "Chennai, India" });
    const bad = await app.gql(`mutation { updateBusinessSettings(email: "not an email") { email } }`, {}, { token });
    expect(bad.body.errors[0]).toMatchObject({ message: "Please enter a valid email address", extensions: { field: "email" } });
    const ok = await app.gql(
      `mutation { updateBusinessSettings(phone: "+91 44 2441 0000", instagramUrl: "https://www.instagram.com/birds.chennai/") { phone instagramUrl name } }`,
      {},
      { token },
    );
    expect(ok.body.data.updateBusinessSettings).toEqual({
      phone: "+91 44 2441 0000",
      instagramUrl: "https://www.instagram.com/birds.chennai/",
      name: "Chennai Wildlife Prints",
    });
    expect((await app.gql(`{ businessSettings { phone } }`)).body.data.businessSettings.phone).toBe("+91 44 2441 0000");
  });

  it("tax settings: not registered by default; a GSTIN is checked to its check character and sets the state; the rate is one of the law's", async () => {
    const TAX = `gstin stateCode hsnCode gstRatePercent invoicePrefix`;
    expect((await app.gql(`{ businessSettings { ${TAX} } }`)).body.data.businessSettings).toEqual({
      gstin: "",
      stateCode: "33",
      hsnCode: "4911",
      gstRatePercent: 5,
      invoicePrefix: "WBP",
    });
    const update = (args: string) => app.gql(`mutation { updateBusinessSettings(${args}) { ${TAX} } }`, {}, { token });
    const refused = async (args: string, message: string, field: string) => {
      const res = await update(args);
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { field } });
    };
    await refused(`gstin: "33AAPFU0939F1ZX"`, "Enter a valid GSTIN", "gstin");
    await refused(`gstin: "33AAPFU0939F1Z"`, "Enter a valid GSTIN", "gstin");
    await refused(`gstin: "27AAPFU0939F1ZV", stateCode: "33"`, "The GSTIN is registered in another state than the business's", "gstin");
    await refused(`stateCode: "Madras"`, "Select a valid state", "stateCode");
    await refused(`gstRatePercent: 7.5`, "GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28, 40 %", "gstRatePercent");
    await refused(`invoicePrefix: "WBP/1"`, "Invoice prefix: letters and digits, at most 5", "invoicePrefix");
    await refused(`hsnCode: "49"`, "Enter a valid HSN code (4, 6 or 8 digits)", "hsnCode");
    // Nothing of a refused update was kept.
    expect((await app.gql(`{ businessSettings { ${TAX} } }`)).body.data.businessSettings.gstin).toBe("");

    // A Maharashtra GSTIN (check character V) moves the business's state to 27 with it.
    const ok = await update(`gstin: " 27aapfu0939f1zv ", gstRatePercent: 0.25, invoicePrefix: "cwp26", hsnCode: "491199"`);
    expect(ok.body.data.updateBusinessSettings).toEqual({
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      hsnCode: "491199",
      gstRatePercent: 0.25,
      invoicePrefix: "CWP26",
    });
    // Back to unregistered, in Tamil Nadu given by name.
    const back = await update(`gstin: "", stateCode: "tamil nadu", gstRatePercent: 5, invoicePrefix: "WBP", hsnCode: "4911"`);
    expect(back.body.data.updateBusinessSettings).toEqual({ gstin: "", stateCode: "33", hsnCode: "4911", gstRatePercent: 5, invoicePrefix: "WBP" });
  });

  it("photo credits (issue 25): each follows its default until the owner sets it, and goes back to it when emptied", async () => {
    const CREDITS = "name legalName copyrightHolder creator creditLine licensingText";
    const read = async () => (await app.gql(`{ businessSettings { ${CREDITS} } author { name } }`)).body.data;
    const update = (args: string, text?: string) =>
      text === undefined
        ? app.gql(`mutation { updateBusinessSettings(${args}) { ${CREDITS} } }`, {}, { token })
        : app.gql(`mutation($text: String) { updateBusinessSettings(${args}, licensingText: $text) { ${CREDITS} } }`, { text }, { token });

    const before = await read();
    const photographer = before.author?.name?.trim() || before.businessSettings.name;
    expect(before.businessSettings).toMatchObject({
      copyrightHolder: before.businessSettings.legalName,
      creator: photographer,
      creditLine: `${photographer} / ${before.businessSettings.name}`,
    });
    expect(before.businessSettings.licensingText).toContain("# Editorial");
    expect(before.businessSettings.licensingText).toContain("# Commercial");
    expect(before.businessSettings.licensingText).toContain("# Prints for publication");

    // The default follows what it defaults to.
    const renamed = (await update(`legalName: "Kingfisher Prints LLP"`)).body.data.updateBusinessSettings;
    expect(renamed.copyrightHolder).toBe("Kingfisher Prints LLP");

    const set = (
      await update(
        `copyrightHolder: "  Priya Raman  ", creator: "Priya Raman", creditLine: "Photo: Priya Raman / Chennai Wildlife Prints"`,
        "# Editorial\n\nOne-time use.\n",
      )
    ).body.data.updateBusinessSettings;
    expect(set).toMatchObject({
      copyrightHolder: "Priya Raman",
      creator: "Priya Raman",
      creditLine: "Photo: Priya Raman / Chennai Wildlife Prints",
      licensingText: "# Editorial\n\nOne-time use.",
    });
    expect((await update(`legalName: "Chennai Wildlife Prints LLP"`)).body.data.updateBusinessSettings.copyrightHolder).toBe("Priya Raman");

    // Too long: refused with the field named, nothing written (not even the other, valid field).
    const long = await update(`creator: "Someone else", creditLine: "${"x".repeat(201)}"`);
    expect(long.body.errors[0]).toMatchObject({ message: "creditLine is too long (at most 200 characters)", extensions: { field: "creditLine" } });
    expect((await read()).businessSettings.creator).toBe("Priya Raman");

    // Emptied: back to the defaults.
    const cleared = (await update(`copyrightHolder: "", creator: "", creditLine: " ", licensingText: ""`)).body.data.updateBusinessSettings;
    expect(cleared).toMatchObject({
      copyrightHolder: "Chennai Wildlife Prints LLP",
      creator: photographer,
      creditLine: `${photographer} / ${cleared.name}`,
      licensingText: before.businessSettings.licensingText,
    });
    await update(`legalName: "${before.businessSettings.legalName}"`);
  });

  it("every admin path of the content answers 401 without a token", async () => {
    for (const [method, route] of [
      ["GET", "/view-hero?userId=1"],
      ["POST", "/insert-hero"],
      ["DELETE", "/delete-hero?userId=1&id=1"],
      ["GET", "/get-author?userId=1"],
      ["POST", "/update-author"],
    ]) {
      expect((await app.rest(method, route)).status).toBe(401);
    }
    for (const op of [
      `mutation { updateAuthor(name: "x") { name } }`,
      `mutation { updateBusinessSettings(name: "x") { name } }`,
      `{ allHeroSlides { id } }`,
      `{ allNewsletterSubscribers { id } }`,
      `{ allContactMessages { id } }`,
      `{ newsletterCsv }`,
    ]) {
      expect((await app.gql(op)).status).toBe(401);
    }
  });
});
