// The lookup by mobile number shows what the spec shows for it (status, date, items, total) and no
// signed document links: a phone number is no proof of being the buyer. The acknowledgment (by the
// payment order id) and My Orders (ids this browser kept) keep the invoice and credit-note links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, placePaidOrder, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const FIELDS = `orderId status amountPaise formattedDate items { title } invoiceNumber invoiceUrl refunds { status creditNoteNumber creditNoteUrl }`;

describe("order lookup by mobile number", () => {
  let app: TestApp;
  let paid: { orderId: string };
  let cancelled: { orderId: string };
  const mobile = "9812300001";

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: "test-webhook-secret" });
    const print = await createPrint(app, "Indian Pitta", [1499]);
    const items = [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }];
    paid = await placePaidOrder(app, items, { phone: mobile });
    cancelled = await placePaidOrder(app, items, { phone: mobile });
    const cancel = await app.gql(
      `mutation($o: String!) { cancelOrder(orderId: $o, reason: "Out of stock") { status } }`,
      { o: cancelled.orderId },
      { token: await app.token() },
    );
    expect(cancel.body.errors).toBeUndefined();
  });
  afterAll(() => app?.close());

  it("the acknowledgment and My Orders carry the signed invoice and credit-note links", async () => {
    const ack = (await app.gql(`query($o: String!) { order(orderId: $o) { ${FIELDS} } }`, { o: cancelled.orderId })).body.data.order;
    expect(ack.invoiceUrl).toMatch(/^\/invoices\//);
    expect(ack.refunds[0].creditNoteUrl).toMatch(/^\/invoices\//);
    const mine = (await app.gql(`query($ids: [String!]!) { ordersByIds(orderIds: $ids) { ${FIELDS} } }`, { ids: [paid.orderId, cancelled.orderId] })).body.data
      .ordersByIds;
    expect(mine).toHaveLength(2);
    for (const o of mine) expect(o.invoiceUrl).toMatch(/^\/invoices\//);
  });

  it("a mobile number finds the orders' status, date, items and total, but no invoice or credit-note link (GraphQL and REST)", async () => {
    const res = await app.gql(`query($m: String!) { ordersByMobile(mobile: $m) { ${FIELDS} } }`, { m: mobile });
    expect(res.body.errors).toBeUndefined();
    const found = res.body.data.ordersByMobile;
    expect(found.map((o: { orderId: string }) => o.orderId).sort()).toEqual([paid.orderId, cancelled.orderId].sort());
    for (const o of found) {
      expect(o).toMatchObject({ amountPaise: 149_900, items: [{ title: "Indian Pitta" }], formattedDate: expect.stringMatching(/\d{4}/) });
      expect(o.invoiceUrl).toBeNull();
      expect(o.invoiceNumber).toBeNull();
    }
    const refunds = found.find((o: { orderId: string }) => o.orderId === cancelled.orderId).refunds;
    expect(refunds).toMatchObject([{ status: "processed", creditNoteUrl: null, creditNoteNumber: null }]);
    expect(JSON.stringify(res.body)).not.toContain("/invoices/");

    const rest = await app.rest("GET", `/getOrdersByMobile?mobile=${mobile}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    expect(JSON.stringify(rest.body)).not.toContain("/invoices/");
    for (const row of rest.body) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(["invoice_url"]));
  });
});
