// Invoice numbers: given in the transaction that marks an order paid, consecutive without gaps or
// duplicates even under concurrent confirmations through two instances, once per order however
// often its payment is confirmed, and starting again at 1 each financial year (India time).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app.js";
import { createPrint, CUSTOMER, secondInstance, simulatedPayment, startTestApp, type TestApp } from "../../test/harness.js";
import { documentNumber, financialYear } from "./invoicing.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { orderId status invoiceNumber } }`;
const RECEIPT = `query($o: String!) { order(orderId: $o) { status invoiceNumber } }`;

describe("the financial year", () => {
  it("turns at midnight of 31 March India time", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59.999Z"))).toBe("25-26");
    expect(financialYear(new Date("2026-03-31T18:30:00.000Z"))).toBe("26-27");
    expect(financialYear(new Date("2026-11-24T12:00:00Z"))).toBe("26-27");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
  });

  it("numbers documents as PREFIX/YY-YY/0001, at most 16 characters", () => {
    expect(documentNumber("WBP", "26-27", 1)).toBe("WBP/26-27/0001");
    expect(documentNumber("CWP26", "26-27", 9999)).toBe("CWP26/26-27/9999");
    expect(() => documentNumber("CWP26", "26-27", 10_000)).toThrow(/16 characters/);
  });
});

describe("invoice numbers of paid orders", () => {
  let app: TestApp;
  let other: RunningApp;
  let print: { id: string; frames: { id: string }[] };

  beforeAll(async () => {
    app = await startTestApp();
    other = await secondInstance(app);
    print = await createPrint(app, "Spot-billed Pelican", [1499]);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const gql = async (url: string, query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) })
    ).json()) as any;
  const place = async () =>
    (await app.gql(START, { c: CUSTOMER, i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }] })).body.data.startCheckout
      .orderId as string;
  // Each order's payment, captured once by the simulated provider; confirming again sends the same one.
  const payments = new Map<string, ReturnType<typeof simulatedPayment>>();
  const confirm = async (url: string, orderId: string) => {
    if (!payments.has(orderId)) payments.set(orderId, simulatedPayment(app, orderId));
    const { paymentId, signature } = await payments.get(orderId)!;
    return gql(url, CONFIRM, { o: orderId, p: paymentId, s: signature });
  };
  const fy = financialYear(new Date());

  it("an unpaid order has none; paying gives the next number; confirming again keeps it and takes no other", async () => {
    const orderId = await place();
    expect((await app.gql(RECEIPT, { o: orderId })).body.data.order.invoiceNumber).toBeNull();
    const first = (await confirm(app.url, orderId)).data.confirmPayment;
    expect(first).toMatchObject({ status: "new", invoiceNumber: `WBP/${fy}/0001` });
    // The same payment confirmed again, through the other instance: one order, one number.
    expect((await confirm(other.url, orderId)).data.confirmPayment.invoiceNumber).toBe(`WBP/${fy}/0001`);
    const next = await place();
    expect((await confirm(app.url, next)).data.confirmPayment.invoiceNumber).toBe(`WBP/${fy}/0002`);
    expect((await app.gql(RECEIPT, { o: next })).body.data.order).toEqual({ status: "new", invoiceNumber: `WBP/${fy}/0002` });
  });

  it("50 payments confirmed at once through two instances get 50 consecutive numbers", async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => place()));
    const answers = await Promise.all(orders.map((o, i) => confirm(i % 2 ? other.url : app.url, o)));
    const numbers = answers.map((a) => a.data.confirmPayment.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => documentNumber("WBP", fy, i + 3)));
  });
});
