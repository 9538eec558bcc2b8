// The invoice PDF, read back as text: every particular of rule 46 for a sale to a consumer, CGST and
// SGST within the state and IGST outside it, a receipt without a GSTIN, the signed link refusing a
// changed token, and the confirmation mail carrying it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, CUSTOMER, simulatedPayment, startTestApp, type TestApp } from "../../test/harness.js";
import { financialYear } from "./invoicing.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { invoiceNumber invoiceUrl } }`;
// A Tamil Nadu GSTIN whose check character is right (33 … 2).
const GSTIN = "33AAPFU0939F1Z2";

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("the invoice of a paid order", () => {
  let app: TestApp;
  let print: { id: string; frames: { id: string }[] };

  beforeAll(async () => {
    app = await startTestApp();
    print = await createPrint(app, "Spot-billed Pelican", [1499]);
  });
  afterAll(() => app?.close());

  const settings = async (args: string) => {
    const res = await app.gql(`mutation { updateBusinessSettings(${args}) { gstin } }`, {}, { token: await app.token() });
    expect(res.body.errors).toBeUndefined();
  };
  const paidOrder = async (state: string) => {
    const orderId = (await app.gql(START, { c: { ...CUSTOMER, state }, i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }] })).body
      .data.startCheckout.orderId as string;
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    return (await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature })).body.data.confirmPayment as { invoiceNumber: string; invoiceUrl: string };
  };
  const fetchPdf = async (url: string) => {
    const res = await fetch(`${app.url}${url}`);
    return { status: res.status, type: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) };
  };

  it("within the business's state: a tax invoice with every particular, CGST and SGST at half the rate each, the total in words", async () => {
    await settings(`gstin: "${GSTIN}", gstRatePercent: 12`);
    const { invoiceNumber, invoiceUrl } = await paidOrder("Tamil Nadu");
    expect(invoiceUrl).toMatch(/^\/invoices\/[\w-]+\.[\w-]+$/);
    expect(invoiceUrl).not.toContain(invoiceNumber);
    const res = await fetchPdf(invoiceUrl);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    const text = await pdfText(res.body);
    for (const particular of [
      "Tax Invoice",
      "Chennai Wildlife Prints (proprietorship)",
      "12 Besant Avenue, Adyar, Chennai 600020, Tamil Nadu",
      `GSTIN: ${GSTIN}`,
      `Invoice number: ${invoiceNumber}`,
      "Meena Iyer",
      "State: Tamil Nadu (code 33)",
      "Place of supply: Tamil Nadu (33)",
      "Spot-billed Pelican",
      "4911",
      "1 NOS",
      "CGST 6%",
      "SGST 6%",
      // ₹1,499.00 at 12 %: taxable 1,338.39, tax 160.61 = 80.30 + 80.31.
      "₹1,338.39",
      "₹80.30",
      "₹80.31",
      "Total: ₹1,499.00",
      "Rupees One Thousand Four Hundred Ninety-Nine Only",
      "Tax payable on reverse charge: No",
      "Authorised signatory",
    ])
      expect(text).toContain(particular);
    expect(text).toMatch(new RegExp(`Date: \\d{2} \\w{3} 20\\d\\d`));
    expect(invoiceNumber).toMatch(new RegExp(`^WBP/${financialYear(new Date())}/\\d{4}$`));
  });

  it("an issued invoice stays as it was issued when the settings change afterwards", async () => {
    const { invoiceUrl } = await paidOrder("Tamil Nadu");
    await settings(`gstRatePercent: 18`);
    try {
      const text = await pdfText((await fetchPdf(invoiceUrl)).body);
      expect(text).toContain("CGST 6%");
      expect(text).not.toContain("9%");
      // The next one is issued at the new rate.
      expect(await pdfText((await fetchPdf((await paidOrder("Tamil Nadu")).invoiceUrl)).body)).toContain("CGST 9%");
    } finally {
      await settings(`gstRatePercent: 12`);
    }
  });

  it("outside it: IGST at the whole rate", async () => {
    const { invoiceUrl } = await paidOrder("Karnataka");
    const text = await pdfText((await fetchPdf(invoiceUrl)).body);
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("IGST 12%");
    expect(text).toContain("₹160.61");
    expect(text).not.toContain("CGST");
  });

  it("a changed token, or another order's number with this token's signature, answers 404", async () => {
    const { invoiceUrl } = await paidOrder("Tamil Nadu");
    const [encoded, mac] = invoiceUrl.replace("/invoices/", "").split(".");
    const flipped = mac.slice(0, -1) + (mac.endsWith("A") ? "B" : "A");
    expect((await fetchPdf(`/invoices/${encoded}.${flipped}`)).status).toBe(404);
    const other = Buffer.from(`WBP/${financialYear(new Date())}/0001`).toString("base64url");
    expect((await fetchPdf(`/invoices/${other}.${mac}`)).status).toBe(404);
    expect((await fetchPdf(`/invoices/${encoded}`)).status).toBe(404);
  });

  it("without a GSTIN the same series numbers a receipt with no tax lines; the confirmation mail carries the PDF", async () => {
    await settings(`gstin: ""`);
    const { invoiceUrl, invoiceNumber } = await paidOrder("Tamil Nadu");
    const text = await pdfText((await fetchPdf(invoiceUrl)).body);
    expect(text).toContain("Receipt");
    expect(text).toContain(`Receipt number: ${invoiceNumber}`);
    expect(text).not.toContain("Tax Invoice");
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST/);
    await app.services.mailWorker.drain();
    const outbox = path.join(app.dataDir, "outbox");
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), "utf8"));
    const confirmation = mails.find((m) => m.includes(`filename=receipt-${invoiceNumber.replace(/\//g, "-")}.pdf`));
    expect(confirmation).toMatch(/Content-Type: application\/pdf/);
  });

  it("the month's tax report lists every invoice with sums equal to the invoices', then the HSN and place-of-supply summaries", async () => {
    const token = await app.token();
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    expect((await app.rest("GET", `/tax-report?month=${month}`)).status).toBe(401);
    const bad = await app.rest("GET", "/tax-report?month=2026-13", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("month must be YYYY-MM, e.g. 2026-11");

    const res = await fetch(`${app.url}/auth/api/tax-report?month=${month}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const [documents, hsn, supply] = (await res.text()).split(/\n(?:HSN summary|Summary by place of supply and rate)\n/);
    const rows = documents
      .trim()
      .split("\n")
      .map((l) => l.split(","));
    expect(rows[0]).toEqual([
      "document",
      "number",
      "date",
      "customer state",
      "state code",
      "taxable value",
      "CGST",
      "SGST",
      "IGST",
      "total",
      "against invoice",
    ]);
    const body = rows.slice(1, -1);
    const total = rows.at(-1)!;
    const paise = (cell: string) => Math.round(Number(cell) * 100);
    // Every order this file paid, one line each, each ₹1,499.00.
    const paid = (await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE invoiceNumber IS NOT NULL"))[0].n;
    expect(body).toHaveLength(Number(paid));
    for (const row of body) expect(paise(row[5]) + paise(row[6]) + paise(row[7]) + paise(row[8])).toBe(paise(row[9]));
    for (const column of [5, 6, 7, 8, 9]) expect(paise(total[column])).toBe(body.reduce((sum, row) => sum + paise(row[column]), 0));
    expect(paise(total[9])).toBe(149_900 * body.length);
    expect(body.some((r) => r[0] === "Receipt")).toBe(true);
    expect(body.find((r) => r[3] === "Karnataka")).toMatchObject({ 4: "29", 6: "0.00", 7: "0.00", 8: "160.61" });
    const hsnRows = hsn
      .trim()
      .split("\n")
      .map((l) => l.split(","));
    expect(hsnRows[0]).toEqual(["HSN", "unit", "quantity", "taxable value", "CGST", "SGST", "IGST", "total"]);
    expect(hsnRows[1].slice(0, 3)).toEqual(["4911", "NOS", String(body.length)]);
    expect(paise(hsnRows[1][7])).toBe(paise(total[9]));
    const supplyRows = supply
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split(","));
    expect(supplyRows.reduce((sum, r) => sum + paise(r[6]), 0)).toBe(paise(total[9]));
  });
});
