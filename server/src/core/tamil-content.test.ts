// Issue 30: the owner's content in Tamil. Every translatable field has an optional Tamil one that the
// owner sets and clears through the same mutations as the English, with the same limits (the blog's
// Tamil HTML through the same sanitiser); a visitor reads them and can change none of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, startTestApp, uploadImage, type TestApp } from "../../test/harness.js";

describe("the owner's content in Tamil", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  const printOf = async (id: string) =>
    (await app.gql(`query($id: ID!) { shopItem(id: $id) { title titleTa description descriptionTa } }`, { id })).body.data.shopItem;

  it("an admin sets a print's Tamil title and description, changes one without the other, and clears them", async () => {
    const print = await createPrint(app, "Purple Heron", [1499]);
    expect(await printOf(print.id)).toEqual({ title: "Purple Heron", titleTa: null, description: "A fine print.", descriptionTa: null });

    const set = await app.gql(
      `mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: "  செந்நாரை  ", descriptionTa: "ஒரு நல்ல அச்சு.") { titleTa descriptionTa } }`,
      { id: print.id },
      { token },
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.updatePortfolioItem).toEqual({ titleTa: "செந்நாரை", descriptionTa: "ஒரு நல்ல அச்சு." });
    // A change of the English leaves the Tamil as it is.
    await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, title: "Purple heron") { id } }`, { id: print.id }, { token });
    expect(await printOf(print.id)).toMatchObject({ title: "Purple heron", titleTa: "செந்நாரை", descriptionTa: "ஒரு நல்ல அச்சு." });

    // Too long is refused like the English (200 characters), and nothing changes.
    const long = await app.gql(
      `mutation($id: ID!, $t: String) { updatePortfolioItem(id: $id, titleTa: $t) { id } }`,
      { id: print.id, t: "க".repeat(201) },
      { token },
    );
    expect(long.body.errors[0]).toMatchObject({ message: "Title in Tamil must be at most 200 characters", extensions: { code: "BAD_USER_INPUT" } });
    expect((await printOf(print.id)).titleTa).toBe("செந்நாரை");

    // null clears one, an empty text the other: the English shows again.
    const cleared = await app.gql(
      `mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: null, descriptionTa: " ") { titleTa descriptionTa } }`,
      { id: print.id },
      { token },
    );
    expect(cleared.body.data.updatePortfolioItem).toEqual({ titleTa: null, descriptionTa: null });

    // Created with a Tamil title at once.
    const created = await app.gql(
      `mutation($c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!) { createPortfolioItem(title: "Kingfisher", titleTa: "மீன்கொத்தி", description: "Blue.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p) { titleTa descriptionTa } }`,
      await (async () => {
        const cat = (await app.gql(`{ shopCategories { id subcategories { id } } }`)).body.data.shopCategories[0];
        const frame = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes[0].id;
        return { c: cat.id, s: cat.subcategories[0].id, i: await uploadImage(app), p: [{ frameSizeId: frame, pricePaise: 99900 }] };
      })(),
      { token },
    );
    expect(created.body.data.createPortfolioItem).toEqual({ titleTa: "மீன்கொத்தி", descriptionTa: null });
  });

  it("a visitor reads the Tamil fields but can set none of them", async () => {
    const print = await createPrint(app, "Painted Stork", [999]);
    await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: "செங்கால் நாரை") { id } }`, { id: print.id }, { token });
    const cat = (await app.gql(`{ shopCategories { id } }`)).body.data.shopCategories[0];
    for (const [query, variables] of [
      [`mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: "மாற்றம்") { id } }`, { id: print.id }],
      [`mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: null) { id } }`, { id: print.id }],
      [`mutation($id: ID!) { updateShopCategory(id: $id, nameTa: "பறவைகள்") { id } }`, { id: cat.id }],
      [`mutation { updateAuthor(bio1Ta: "உயிரியல்") { name } }`, {}],
      [`mutation { updateBusinessSettings(licensingTextTa: "உரிமம்") { name } }`, {}],
    ] as const) {
      const res = await app.gql(query, variables);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe("UNAUTHENTICATED");
    }
    expect((await printOf(print.id)).titleTa).toBe("செங்கால் நாரை");
    expect((await app.gql(`{ shopCategories { nameTa } }`)).body.data.shopCategories[0].nameTa).toBeNull();
  });

  it("a blog post's Tamil HTML goes through the same sanitiser as the English; workshops, masters, hero, author and licensing text set and clear theirs", async () => {
    const post = await app.gql(
      `mutation { createBlogPost(title: "Flamingos", excerpt: "Pink.", content: "<p>At the marsh.</p>", titleTa: "பூநாரைகள்", contentTa: "<p onclick=\\"x()\\">சதுப்பில்.</p><script>alert(1)</script>") { id titleTa excerptTa contentTa } }`,
      {},
      { token },
    );
    expect(post.body.errors).toBeUndefined();
    expect(post.body.data.createBlogPost).toMatchObject({ titleTa: "பூநாரைகள்", excerptTa: null, contentTa: "<p>சதுப்பில்.</p>" });
    const cleared = await app.gql(
      `mutation($id: ID!) { updateBlogPost(id: $id, contentTa: "<script>x</script>") { contentTa titleTa } }`,
      { id: post.body.data.createBlogPost.id },
      { token },
    );
    expect(cleared.body.data.updateBlogPost).toEqual({ contentTa: null, titleTa: "பூநாரைகள்" });

    const workshop = await app.gql(
      `mutation { createWorkshop(title: "Pulicat", description: "Dawn walks.", destination: "Pulicat", maxParticipants: 10, titleTa: "பழவேற்காடு", destinationTa: "பழவேற்காடு") { id titleTa descriptionTa destinationTa } }`,
      {},
      { token },
    );
    expect(workshop.body.data.createWorkshop).toMatchObject({ titleTa: "பழவேற்காடு", descriptionTa: null, destinationTa: "பழவேற்காடு" });
    const changed = await app.gql(
      `mutation($id: ID!) { updateWorkshop(id: $id, descriptionTa: "விடியல் நடை.", titleTa: "") { titleTa descriptionTa destinationTa } }`,
      { id: workshop.body.data.createWorkshop.id },
      { token },
    );
    expect(changed.body.data.updateWorkshop).toEqual({ titleTa: null, descriptionTa: "விடியல் நடை.", destinationTa: "பழவேற்காடு" });

    const location = await app.gql(`mutation { createLocation(name: "Vedanthangal", nameTa: "வேடந்தாங்கல்") { id nameTa } }`, {}, { token });
    expect(location.body.data.createLocation.nameTa).toBe("வேடந்தாங்கல்");
    const renamed = await app.gql(
      `mutation($id: ID!) { updateLocation(id: $id, nameTa: null) { name nameTa } }`,
      { id: location.body.data.createLocation.id },
      { token },
    );
    expect(renamed.body.data.updateLocation).toEqual({ name: "Vedanthangal", nameTa: null });

    const hero = await app.gql(
      `mutation($i: ID!) { createHeroSlide(title: "Birds", subtitle: "Of Chennai", subtitleTa: "சென்னையின்", imageId: $i) { id titleTa subtitleTa } }`,
      { i: await uploadImage(app) },
      { token },
    );
    expect(hero.body.data.createHeroSlide).toMatchObject({ titleTa: null, subtitleTa: "சென்னையின்" });

    const author = await app.gql(`mutation { updateAuthor(name: "Arun", bio1Ta: "புகைப்படக் கலைஞர்.") { bio1Ta quoteTa } }`, {}, { token });
    expect(author.body.data.updateAuthor).toEqual({ bio1Ta: "புகைப்படக் கலைஞர்.", quoteTa: null });
    const business = await app.gql(`mutation { updateBusinessSettings(licensingTextTa: "# உரிமம்\\n\\nகேளுங்கள்.") { licensingTextTa } }`, {}, { token });
    expect(business.body.data.updateBusinessSettings.licensingTextTa).toBe("# உரிமம்\n\nகேளுங்கள்.");
    const none = await app.gql(`mutation { updateBusinessSettings(licensingTextTa: "") { licensingTextTa licensingText } }`, {}, { token });
    expect(none.body.data.updateBusinessSettings.licensingTextTa).toBeNull();
  });

  it("the business's address and city in Tamil: set, kept within their columns, emptied back to none", async () => {
    const read = async () => (await app.gql(`{ businessSettings { address addressTa city cityTa } }`)).body.data.businessSettings;
    const set = await app.gql(`mutation { updateBusinessSettings(addressTa: " அடையாறு, சென்னை ", cityTa: "சென்னை") { addressTa cityTa } }`, {}, { token });
    expect(set.body.data.updateBusinessSettings).toEqual({ addressTa: "அடையாறு, சென்னை", cityTa: "சென்னை" });

    // Each field is held to its own column (the city's is 120 characters, the address's 300), the
    // English ones too, and a refusal changes nothing.
    for (const [field, limit] of [
      ["cityTa", 120],
      ["addressTa", 300],
      ["city", 120],
      ["phone", 40],
    ] as const) {
      const other = field === "addressTa" ? "cityTa" : "addressTa";
      const long = await app.gql(
        `mutation($v: String) { updateBusinessSettings(${field}: $v, ${other}: "மாற்றம்") { name } }`,
        { v: "க".repeat(limit + 1) },
        { token },
      );
      expect(long.body.errors[0]).toMatchObject({
        message: `${field} is too long (at most ${limit} characters)`,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    }
    expect(await read()).toMatchObject({ addressTa: "அடையாறு, சென்னை", cityTa: "சென்னை", city: "Chennai, India" });
    const fits = await app.gql(`mutation($v: String) { updateBusinessSettings(cityTa: $v) { cityTa } }`, { v: "க".repeat(120) }, { token });
    expect(fits.body.data.updateBusinessSettings.cityTa).toHaveLength(120);

    const emptied = await app.gql(`mutation { updateBusinessSettings(addressTa: "", cityTa: "  ") { addressTa cityTa address } }`, {}, { token });
    expect(emptied.body.data.updateBusinessSettings).toMatchObject({
      addressTa: null,
      cityTa: null,
      address: "12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu",
    });

    // A visitor changes none of it.
    const visitor = await app.gql(`mutation { updateBusinessSettings(cityTa: "சென்னை") { cityTa } }`);
    expect(visitor.body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect((await read()).cityTa).toBeNull();
  });
});
