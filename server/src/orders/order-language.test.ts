// Issue 30: the buyer's mails (the confirmation, each step of the fulfilment, a refund) are written in
// the language of the page the order was placed from; the owner's notice stays English. The language
// comes with the customer's details, on the GraphQL checkout and on the REST one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, outboxMails, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const TAMIL = /[\u0B80-\u0BFF]/;

describe("the buyer's mails in the language of the order's page", () => {
  let app: TestApp;
  let token: string;
  let print: { id: string; frames: { id: string }[] };

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    print = await createPrint(app, "Spot-billed Pelican", [1499]);
  });
  afterAll(() => app?.close());

  const line = () => [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }];
  const mailsAbout = async (bookingGroupId: string) => (await outboxMails(app)).filter((m) => m.subject.includes(bookingGroupId));

  it("a Tamil checkout: the confirmation, the steps and the refund in Tamil, the owner's notice in English", async () => {
    const placed = await placePaidOrder(app, line(), { language: "ta", phone: "9840011111" });
    const bg = placed.bookingGroupId;
    let mails = await mailsAbout(bg);
    const confirmation = mails.find((m) => m.to === CUSTOMER.email)!;
    expect(confirmation.subject).toBe(`உங்கள் ஆர்டர் ${bg} உறுதிசெய்யப்பட்டது`);
    expect(confirmation.text).toMatch(/^அன்புள்ள Meena,\n\nஉங்கள் ஆர்டருக்கு நன்றி\./);
    expect(confirmation.text).toContain(`ஆர்டர் ${placed.orderId}\nகண்காணிப்பு எண்: ${bg}\n`);
    expect(confirmation.text).toContain("மொத்தம்: ₹1,499.00");
    // The date's month in Tamil, its digits Western.
    const date = /தேதி: (.*)/.exec(confirmation.text)![1];
    expect(date).toMatch(TAMIL);
    expect(date).toMatch(/\b20\d\d\b/);
    expect(confirmation.text).toContain("அனுப்பும் முகவரி:\n12 Besant Avenue, Flat 3B");
    const notice = mails.find((m) => m.to !== CUSTOMER.email)!;
    expect(notice.subject).toBe(`New order ${bg} — ₹1,499.00`);
    expect(notice.text).toContain("Total: ₹1,499.00");
    expect(notice.text).not.toMatch(TAMIL);

    const id = (await app.gql(`query($f: OrderFilter) { allOrders(filter: $f) { id language } }`, { f: { q: bg } }, { token })).body.data.allOrders[0];
    expect(id.language).toBe("ta");
    const move = (state: string) =>
      app.gql(
        `mutation($id: ID!, $s: String!) { transitionOrderToState(id: $id, state: $s, courierName: "Blue Dart", trackingId: "BD-4471") { status } }`,
        { id: id.id, s: state },
        { token },
      );
    expect((await move("processing")).body.errors).toBeUndefined();
    expect((await move("dispatched")).body.errors).toBeUndefined();
    mails = await mailsAbout(bg);
    expect(mails.map((m) => m.subject)).toContain(`உங்கள் ஆர்டர் ${bg} தயாராகிறது`);
    const dispatched = mails.find((m) => m.subject === `உங்கள் ஆர்டர் ${bg} அனுப்பப்பட்டது`)!;
    expect(dispatched.text).toContain("கூரியர்: Blue Dart\nகண்காணிப்பு எண்: BD-4471");

    const refund = await app.gql(
      `mutation($o: String!, $k: String!) { refundOrder(orderId: $o, amountPaise: 50000, reason: "Frame corner chipped", idempotencyKey: $k) { refundedPaise } }`,
      { o: placed.orderId, k: "order-language-refund-1" },
      { token },
    );
    expect(refund.body.errors).toBeUndefined();
    const refunded = (await mailsAbout(bg)).find((m) => m.subject === `உங்கள் ஆர்டர் ${bg}-க்கு ₹500.00 பணத்திருப்பம் தொடங்கப்பட்டது`)!;
    expect(refunded.text).toContain("காரணம்: Frame corner chipped");
  });

  // Issue 43, item 20: the Tamil buyer's mails linked to the English receipt and named the print by its
  // English title when it has a Tamil one.
  it("a Tamil order's mails link to the Tamil receipt and name the print by its Tamil title; an English order's keep the English", async () => {
    const heron = await createPrint(app, "Grey Heron", [2499]);
    const named = await app.gql(`mutation($id: ID!) { updatePortfolioItem(id: $id, titleTa: "சாம்பல் நாரை") { id } }`, { id: heron.id }, { token });
    expect(named.body.errors).toBeUndefined();
    const heronLine = [{ portfolioItemId: heron.id, frameId: heron.frames[0].id, quantity: 1 }];
    const tamil = await placePaidOrder(app, heronLine, { language: "ta", phone: "9840033333" });
    const id = (await app.gql(`query($f: OrderFilter) { allOrders(filter: $f) { id } }`, { f: { q: tamil.bookingGroupId } }, { token })).body.data.allOrders[0]
      .id;
    const moved = await app.gql(`mutation($id: ID!) { transitionOrderToState(id: $id, state: "processing") { status } }`, { id }, { token });
    expect(moved.body.errors).toBeUndefined();
    const toBuyer = (await mailsAbout(tamil.bookingGroupId)).filter((m) => m.to === CUSTOMER.email);
    expect(toBuyer).toHaveLength(2);
    for (const mail of toBuyer) {
      expect(mail.text).toContain("1 × சாம்பல் நாரை — ");
      expect(mail.text).not.toContain("Grey Heron");
      expect(mail.text).toContain(`/ta/order-acknowledgment/${encodeURIComponent(tamil.orderId)}\n`);
    }
    // The owner's notice names it in English, as the owner wrote it.
    const notice = (await mailsAbout(tamil.bookingGroupId)).find((m) => m.to !== CUSTOMER.email)!;
    expect(notice.text).toContain("1 × Grey Heron — ");

    const english = await placePaidOrder(app, heronLine, { phone: "9840044444" });
    const confirmation = (await mailsAbout(english.bookingGroupId)).find((m) => m.to === CUSTOMER.email)!;
    expect(confirmation.text).toContain("1 × Grey Heron — ");
    expect(confirmation.text).toMatch(new RegExp(`https?://[^/\\s]+/order-acknowledgment/${english.orderId}\\n`));
  });

  it("without a language the mails stay English, word for word as before", async () => {
    const placed = await placePaidOrder(app, line(), { phone: "9840022222" });
    const confirmation = (await mailsAbout(placed.bookingGroupId)).find((m) => m.to === CUSTOMER.email)!;
    expect(confirmation.subject).toBe(`Your order ${placed.bookingGroupId} is confirmed`);
    expect(confirmation.text).toMatch(
      /^Dear Meena,\n\nThank you for your order\. We have received your payment and will frame and ship your prints within 5-7 business days\.\n\nOrder order_\w+\nTracking number: BG\d+\nDate: \d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d\d [ap]m\n\n {2}1 × Spot-billed Pelican — .+ — ₹1,499\.00\n\nTotal: ₹1,499\.00\n\nShipping to:\n12 Besant Avenue, Flat 3B\nChennai, Tamil Nadu 600090\n\nYour order: http.+\n\nChennai Wildlife Prints\n?$/,
    );
  });

  it("the REST checkout takes the language too; one it does not know is a 400 with nothing written", async () => {
    const bookingGroupId = `BG${Date.now()}1`;
    const body = (language: string) => ({
      bookingGroupId,
      firstname: "Meena",
      lastname: "Iyer",
      email: CUSTOMER.email,
      phone_number: "9840033333",
      address: "12 Besant Avenue",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600090",
      ad_id: Number(print.id),
      frame_id: Number(print.frames[0].id),
      language,
    });
    const refused = await app.rest("POST", "/saveInTemp", { json: body("fr") });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Language must be 'en' or 'ta'");
    expect(Number((await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE bookingGroupId = ?", [bookingGroupId]))[0].n)).toBe(0);
    expect((await app.rest("POST", "/saveInTemp", { json: body("ta") })).status).toBe(201);
    expect((await app.ds.query("SELECT language FROM orders WHERE bookingGroupId = ?", [bookingGroupId]))[0].language).toBe("ta");

    const gql = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: { ...CUSTOMER, phone: "9840044444", language: "fr" },
      i: line(),
    });
    expect(gql.body.errors[0]).toMatchObject({ message: "Language must be 'en' or 'ta'", extensions: { code: "BAD_USER_INPUT" } });
  });
});
