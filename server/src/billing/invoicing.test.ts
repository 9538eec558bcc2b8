// Invoice numbers: given in the transaction that marks an order paid, consecutive without gaps or
// duplicates even under concurrent confirmations through two instances, once per order however
// often its payment is confirmed, and starting again at 1 each financial year (India time).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app/app.js";
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
    expect(documentNumber("WBP", "26-27", 10_000)).toBe("WBP/26-27/10000");
  });

  it("fits every number a year can reach into 16 characters, for every prefix the owner may set (rule 46(b))", () => {
    expect(documentNumber("ABCDE", "26-27", 10_000)).toBe("ABCDE/2627/10000");
    expect(documentNumber("ABCDE", "26-27", 10_001)).toBe("ABCDE/2627/10001");
    const numbers = [1, 9, 999, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 9_999_999, 10_000_000, 2 ** 31 - 1];
    for (const prefix of ["W", "WB", "WBP", "CWP2", "ABCDE", "CN"])
      for (const fy of ["26-27", "99-00"]) {
        const seen = new Set<string>();
        for (const n of numbers) {
          const text = documentNumber(prefix, fy, n);
          expect(text.length, text).toBeLessThanOrEqual(16);
          expect(text).toMatch(/^[A-Z0-9/-]+$/);
          expect(text.startsWith(prefix)).toBe(true);
          seen.add(text);
        }
        expect(seen.size).toBe(numbers.length);
      }
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

  it("the 10 000th invoice of the year with a 5-character prefix is numbered in 16 characters, and its payment is recorded", async () => {
    const set = await app.gql(`mutation { updateBusinessSettings(invoicePrefix: "ABCDE") { invoicePrefix } }`, {}, { token: await app.token() });
    expect(set.body.errors).toBeUndefined();
    await app.ds.query("UPDATE document_counters SET last = 9999 WHERE series = 'invoice' AND financialYear = ?", [fy]);
    const orderId = await place();
    const paid = await confirm(app.url, orderId);
    expect(paid.errors).toBeUndefined();
    expect(paid.data.confirmPayment).toMatchObject({ status: "new", invoiceNumber: `ABCDE/${fy.replace("-", "")}/10000` });
    expect((await app.gql(RECEIPT, { o: orderId })).body.data.order).toEqual({ status: "new", invoiceNumber: `ABCDE/${fy.replace("-", "")}/10000` });
    const [invoice] = await app.ds.query("SELECT number FROM invoices WHERE number = ?", [`ABCDE/${fy.replace("-", "")}/10000`]);
    expect(invoice).toBeDefined();
    const next = await place();
    expect((await confirm(other.url, next)).data.confirmPayment.invoiceNumber).toBe(`ABCDE/${fy.replace("-", "")}/10001`);
  });
});
