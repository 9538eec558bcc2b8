/**
 * Certificates of authenticity (issue 45), on both databases: the PDF read back as text (title,
 * 'Edition N of M', the paper when the print names one, the code) and its QR code decoded to the
 * verify address; the paper's limit; the signed link; the
 * paid mail's attachments; the receipt's certificates; the public /verify page (authentic,
 * cancelled, unknown, no buyer data, noindex, limited per client); the owner's ledger, void (once,
 * whatever runs at once) and re-send; and the refusals of anyone but the owner.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import jsQRModule from "jsqr";
import { simpleParser } from "mailparser";
import { PDFParse } from "pdf-parse";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_CERTIFICATES_MAX } from "../orders/order-mails.js";
import { PDFS_PER_MINUTE } from "./certificate.service.js";
import { createPrint, CUSTOMER, dialect, simulatedPayment, startTestApp, TEST_KEY_SECRET, uploadImage, type TestApp } from "../../test/harness.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status items { editionNumbers certificates { number code url void } } } }`;
const UPDATE = `mutation($id: ID!, $size: Int, $title: String, $titleTa: String, $paper: String) { updatePortfolioItem(id: $id, editionSize: $size, title: $title, titleTa: $titleTa, paper: $paper) { id paper } }`;
const LEDGER = `query($id: ID!) { editionLedger(portfolioItemId: $id) { state number units bookingGroupId orderId date code voidReason } }`;
const VOID = `mutation($c: String!, $r: String!) { voidCertificate(code: $c, reason: $r) { number code url void } }`;
const RESEND = `mutation($c: String!) { resendCertificate(code: $c) { code void } }`;

interface CertificateView {
  number: number;
  code: string;
  url: string;
  void: boolean;
}

// jsqr is CommonJS: its function is the module itself at run time, its `default` in its types.
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? jsQRModule) as unknown as typeof jsQRModule.default;

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** Every QR code among the PDF's embedded images, decoded. */
async function pdfQrCodes(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getImage({ imageBuffer: true, imageThreshold: 10 });
    const found: string[] = [];
    for (const page of result.pages)
      for (const image of page.images) {
        const bytes = Buffer.from(image.data);
        // A PNG as the canvas wrote it, else raw RGBA pixels.
        const rgba = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? PNG.sync.read(bytes) : null;
        const decoded = rgba ? jsQR(new Uint8ClampedArray(rgba.data), rgba.width, rgba.height) : jsQR(new Uint8ClampedArray(bytes), image.width, image.height);
        if (decoded) found.push(decoded.data);
      }
    return found;
  } finally {
    await parser.destroy();
  }
}

describe(`certificates of authenticity (${dialect})`, () => {
  let app: TestApp;
  let print: { id: string; frames: { id: string }[] };
  const publicUrl = "https://prints.example.in";

  beforeAll(async () => {
    // Behind a proxy, as deployed: each buyer is a client of its own to the per-client limits (X-Forwarded-For).
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, PUBLIC_URL: publicUrl, TRUST_PROXY: "1" });
    print = await createPrint(app, "Indian Roller", [2500]);
    const token = await app.token();
    const res = await app.gql(UPDATE, { id: print.id, size: 25, titleTa: "பனங்காடை" }, { token });
    expect(res.body.errors).toBeUndefined();
  });
  afterAll(() => app?.close());

  const admin = async (query: string, variables: Record<string, unknown>) => app.gql(query, variables, { token: await app.token() });
  let clients = 0;
  /** A client's own address: the per-client limits (edition prints held, PDFs, looks) count each apart. */
  const client = () => ({ "x-forwarded-for": `10.46.${++clients >> 8}.${clients & 255}` });
  const buy = async (quantity: number, customer: Record<string, unknown> = {}, item = print) => {
    const started = await app.gql(
      START,
      { c: { ...CUSTOMER, ...customer }, i: [{ portfolioItemId: item.id, frameId: item.frames[0].id, quantity }] },
      { headers: client() },
    );
    expect(started.body.errors).toBeUndefined();
    const { orderId, bookingGroupId } = started.body.data.startCheckout as { orderId: string; bookingGroupId: string };
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    const paid = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature });
    expect(paid.body.errors).toBeUndefined();
    const receipt = paid.body.data.confirmPayment as { status: string; items: { editionNumbers: number[]; certificates: CertificateView[] }[] };
    return { orderId, bookingGroupId, receipt };
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${url}`, { headers });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  let first: Awaited<ReturnType<typeof buy>>;

  it("confirmPayment answers each numbered print's certificate; its PDF says the title, 'Edition N of M', the paper and the code, and its QR code opens the verify address", async () => {
    // The owner's signature, carried by every certificate.
    const signatureId = await uploadImage(app, "#222222");
    const set = await admin(`mutation($s: ID) { updateBusinessSettings(signatureImageId: $s) { signatureImageId } }`, { s: signatureId });
    expect(set.body.data.updateBusinessSettings.signatureImageId).toBe(signatureId);
    const wrong = await admin(`mutation { updateBusinessSettings(signatureImageId: "999999") { signatureImageId } }`, {});
    expect(wrong.body.errors?.[0]).toMatchObject({ message: "The signature image was not uploaded", extensions: { code: "BAD_USER_INPUT" } });

    // The paper the print is printed on, as the owner typed it (spaces around it trimmed).
    const paper = await admin(UPDATE, { id: print.id, paper: "  Hahnemühle Photo Rag 308 gsm " });
    expect(paper.body.errors).toBeUndefined();
    expect(paper.body.data.updatePortfolioItem.paper).toBe("Hahnemühle Photo Rag 308 gsm");

    first = await buy(2);
    expect(first.receipt.status).toBe("new");
    const [line] = first.receipt.items;
    expect(line.editionNumbers).toEqual([1, 2]);
    expect(line.certificates.map((c) => [c.number, c.void])).toEqual([
      [1, false],
      [2, false],
    ]);
    const [cert] = line.certificates;
    expect(cert.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(cert.url).toMatch(new RegExp(`^/documents/certificate/${cert.code}\\.pdf\\?signature=[\\w-]{43}$`));

    const res = await get(cert.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const text = await pdfText(res.body);
    for (const part of [
      "Certificate of Authenticity",
      "Indian Roller",
      "Edition 1 of 25",
      "Paper Hahnemühle Photo Rag 308 gsm",
      cert.code,
      "Authorised signature",
      `${publicUrl}/verify/${cert.code}`,
    ])
      expect(text).toContain(part);
    // Never the buyer or the price.
    for (const secret of [CUSTOMER.lastName, CUSTOMER.address, "2,500", "₹"]) expect(text).not.toContain(secret);
    expect(await pdfQrCodes(res.body)).toContain(`${publicUrl}/verify/${cert.code}`);
  });

  it("a Tamil order's certificate is in Tamil, with the print's Tamil title", async () => {
    const { receipt } = await buy(1, { language: "ta" });
    const [cert] = receipt.items[0].certificates;
    expect(cert.number).toBe(3);
    const text = await pdfText((await get(cert.url)).body);
    // Text extraction gives Tamil's vowel signs in the order they are drawn: a word without one before its consonant is read back as written.
    expect(text).toContain("சான்றிதழ்");
    expect(text).toContain("பனங்கா"); // பனங்காடை, its last vowel sign drawn first
    expect(text).toContain("காகிதம் Hahnemühle Photo Rag 308 gsm");
    expect(text).toContain(cert.code);
    expect(text).not.toContain("Certificate of Authenticity");
  });

  it("the signed link refuses a changed signature, another code's signature and an invoice's token", async () => {
    const [a, b] = first.receipt.items[0].certificates;
    const signatureOf = (url: string) => new URL(url, app.url).searchParams.get("signature")!;
    for (const url of [
      `/documents/certificate/${a.code}.pdf?signature=${signatureOf(a.url).slice(0, -1)}${signatureOf(a.url).endsWith("A") ? "B" : "A"}`,
      `/documents/certificate/${a.code}.pdf?signature=${signatureOf(b.url)}`,
      `/documents/certificate/${a.code}.pdf`,
      `/documents/certificate/${a.code.toLowerCase()}.pdf?signature=${signatureOf(a.url)}`,
      `/documents/certificate/AAAAAAAAAAAAAAAA.pdf?signature=${signatureOf(a.url)}`,
    ])
      expect((await get(url)).status).toBe(404);
  });

  it("a lookup by mobile number, which proves nothing, lists no certificate (as it links no invoice)", async () => {
    const res = await app.gql(`query($m: String!) { ordersByMobile(mobile: $m) { orderId items { editionNumbers certificates { code } } } }`, {
      m: "9840012345",
    });
    const found = (res.body.data.ordersByMobile as { orderId: string; items: { editionNumbers: number[]; certificates: unknown[] }[] }[]).find(
      (o) => o.orderId === first.orderId,
    );
    expect(found?.items[0]).toEqual({ editionNumbers: [1, 2], certificates: [] });
  });

  it("the paid mail carries the invoice and each certificate's PDF", async () => {
    await app.services.mailWorker.drain();
    const outbox = path.join(app.dataDir, "outbox");
    const mails = await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(path.join(outbox, f)))));
    const [a, b] = first.receipt.items[0].certificates;
    const paid = mails.find((m) => m.attachments.some((x) => x.filename === `certificate-${a.code}.pdf`));
    expect(paid?.to && "text" in paid.to ? paid.to.text : "").toContain(CUSTOMER.email);
    expect(paid!.attachments.map((x) => x.filename)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(invoice|receipt)-/), `certificate-${a.code}.pdf`, `certificate-${b.code}.pdf`]),
    );
    const attached = paid!.attachments.find((x) => x.filename === `certificate-${b.code}.pdf`)!;
    expect(await pdfText(attached.content)).toContain("Edition 2 of 25");
  });

  it(`an order of more than ${MAIL_CERTIFICATES_MAX} numbered prints: the paid mail carries the invoice and the first ${MAIL_CERTIFICATES_MAX} certificates, and links them all`, async () => {
    const flamingo = await createPrint(app, "Greater Flamingo", [1500]);
    expect((await admin(UPDATE, { id: flamingo.id, size: 40 })).body.errors).toBeUndefined();
    const outbox = path.join(app.dataDir, "outbox");
    await app.services.mailWorker.drain();
    const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
    const order = await buy(12, {}, flamingo);
    const codes = order.receipt.items[0].certificates.map((c) => c.code);
    expect(order.receipt.items[0].editionNumbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await app.services.mailWorker.drain();
    const fresh = readdirSync(outbox).filter((f) => !before.has(f));
    const mails = await Promise.all(fresh.map(async (f) => simpleParser(readFileSync(path.join(outbox, f)))));
    const paid = mails.find((m) => m.attachments.some((x) => x.filename === `certificate-${codes[0]}.pdf`));
    // Nos. 1 to 10, in their order; Nos. 11 and 12 are only on the order's page.
    expect(paid!.attachments.map((x) => x.filename)).toEqual([
      expect.stringMatching(/^(invoice|receipt)-/),
      ...codes.slice(0, MAIL_CERTIFICATES_MAX).map((code) => `certificate-${code}.pdf`),
    ]);
    expect(paid!.text?.replace(/\s+/g, " ")).toContain(
      `Your order has 12 certificates of authenticity. The first 10 are attached to this mail; all 12 are linked from your order's page, ${publicUrl}/order-acknowledgment/${order.orderId}, and from My Orders on our website.`,
    );
    // The page the mail links lists all twelve.
    const page = await app.gql(`query($o: String!) { order(orderId: $o) { items { certificates { code } } } }`, { o: order.orderId });
    expect(page.body.data.order.items[0].certificates.map((c: { code: string }) => c.code)).toEqual(codes);
    // An order of fewer prints says nothing of it: the first test's mail, with both of its certificates, is not this one.
    const all = await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(path.join(outbox, f)))));
    expect(all.filter((m) => m.text?.includes("certificates of authenticity. The first"))).toHaveLength(1);
  });

  it("the paper: at most 80 characters, else BAD_USER_INPUT naming the limit and nothing changes; a certificate keeps the paper of its sale, and one sold with none leaves the line out", async () => {
    const [cert] = first.receipt.items[0].certificates;
    const long = await admin(UPDATE, { id: print.id, paper: "x".repeat(81) });
    expect(long.body.errors?.[0]).toMatchObject({
      message: "The paper must be at most 80 characters",
      extensions: { code: "BAD_USER_INPUT", field: "paper" },
    });
    // A new print with it is refused too, and not made.
    const shape = (
      await admin(`query($id: ID!) { PortfolioItem(id: $id) { categoryId subcategoryId imageId frames { frameSizeId pricePaise } } }`, { id: print.id })
    ).body.data.PortfolioItem;
    const count = async () => (await admin(`{ _allPortfolioItemsMeta { count } }`, {})).body.data._allPortfolioItemsMeta.count as number;
    const before = await count();
    const created = await admin(
      `mutation($c: ID!, $s: ID!, $i: ID!, $f: [FramePriceInput!]!, $p: String) { createPortfolioItem(title: "Too long", description: "D", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $f, paper: $p) { id } }`,
      { c: shape.categoryId, s: shape.subcategoryId, i: shape.imageId, f: shape.frames, p: `${"x".repeat(81)} ` },
    );
    expect(created.body.errors?.[0]).toMatchObject({
      message: "The paper must be at most 80 characters",
      extensions: { code: "BAD_USER_INPUT", field: "paper" },
    });
    expect(await count()).toBe(before);
    expect(await pdfText((await get(cert.url)).body)).toContain("Paper Hahnemühle Photo Rag 308 gsm");

    // Exactly 80 is taken; omitted, the paper stays.
    const longest = "Canson Infinity Platine Fibre Rag 310 gsm, 100% cotton, acid-free, museum grade".padEnd(80, ".");
    expect((await admin(UPDATE, { id: print.id, paper: longest })).body.data.updatePortfolioItem.paper).toBe(longest);
    expect((await admin(UPDATE, { id: print.id, title: "Indian Roller" })).body.data.updatePortfolioItem.paper).toBe(longest);

    // Blank clears it. A certificate says what was sold: the paper of its sale, whatever the print says since.
    expect((await admin(UPDATE, { id: print.id, paper: "   " })).body.data.updatePortfolioItem.paper).toBeNull();
    expect(await pdfText((await get(cert.url)).body)).toContain("Paper Hahnemühle Photo Rag 308 gsm");
    // A print sold with no paper named: its certificate leaves the line out.
    const plain = await createPrint(app, "Little Egret at Adyar", [1200]);
    expect((await admin(UPDATE, { id: plain.id, size: 5 })).body.errors).toBeUndefined();
    const sold = await buy(1, {}, plain);
    const text = await pdfText((await get(sold.receipt.items[0].certificates[0].url)).body);
    expect(text).toContain("Print size");
    expect(text).not.toContain("Paper");
  });

  it("/verify/{code}: the print, its number and 'authentic', noindex, never the buyer, the address, the phone or the price; an unknown code is a 404", async () => {
    const [cert] = first.receipt.items[0].certificates;
    const res = await get(`/verify/${cert.code}`);
    expect(res.status).toBe(200);
    const html = res.body.toString("utf8");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(res.headers.get("cache-control")).toContain("no-store");
    for (const part of ["Indian Roller", "Edition 1 of 25", "This certificate is authentic", cert.code]) expect(html).toContain(part);
    expect(html).toMatch(/<dt>Year<\/dt>\n<dd>\d{4}<\/dd>/);
    expect(html).toMatch(/<img src="\/media\/[^"]+" [^>]*alt="Indian Roller">/);
    for (const secret of [
      CUSTOMER.firstName,
      CUSTOMER.lastName,
      CUSTOMER.address,
      CUSTOMER.apartment,
      CUSTOMER.pincode,
      "98400",
      CUSTOMER.email,
      "2,500",
      "₹",
      first.bookingGroupId,
    ])
      expect(html).not.toContain(secret);
    // In Tamil under /ta, each page linking the other; the buyer's details no more than in English.
    expect(html).toContain(`<a href="/ta/verify/${cert.code}" lang="ta" hreflang="ta">தமிழில்</a>`);
    const ta = await get(`/ta/verify/${cert.code}`);
    expect(ta.status).toBe(200);
    expect(ta.headers.get("cache-control")).toContain("no-store");
    const tamil = ta.body.toString("utf8");
    for (const part of ['<html lang="ta">', "நம்பகத்தன்மைச் சான்றிதழ்", "பதிப்பு 25 இல் 1", "இந்தச் சான்றிதழ் உண்மையானது", "சான்றிதழ் குறியீடு", cert.code])
      expect(tamil).toContain(part);
    expect(tamil).toContain(`<a href="/verify/${cert.code}" lang="en" hreflang="en">In English</a>`);
    expect(tamil).toContain('<a href="/ta">கடைக்குத் திரும்பு</a>');
    for (const secret of [CUSTOMER.firstName, CUSTOMER.address, "98400", CUSTOMER.email, "₹"]) expect(tamil).not.toContain(secret);
    for (const unknown of ["/verify/AAAAAAAAAAAAAAAA", "/verify/not-a-code", "/ta/verify/AAAAAAAAAAAAAAAA"]) {
      const missing = await get(unknown);
      expect(missing.status).toBe(404);
      expect(missing.body.toString("utf8")).not.toContain("This certificate");
    }
  });

  it("the ledger: each number sold, free or void, and the prints unpaid orders hold without a number", async () => {
    const held = await app.gql(START, { c: CUSTOMER, i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 2 }] }, { headers: client() });
    const pending = held.body.data.startCheckout as { orderId: string; bookingGroupId: string };
    const ledger = (await admin(LEDGER, { id: print.id })).body.data.editionLedger as {
      state: string;
      number: number | null;
      units: number;
      bookingGroupId: string | null;
      orderId: string | null;
      code: string | null;
    }[];
    const numbered = ledger.filter((e) => e.number !== null);
    expect(numbered.map((e) => e.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(numbered.slice(0, 4).map((e) => e.state)).toEqual(["sold", "sold", "sold", "free"]);
    expect(numbered[0]).toMatchObject({
      units: 1,
      bookingGroupId: first.bookingGroupId,
      orderId: first.orderId,
      code: first.receipt.items[0].certificates[0].code,
    });
    expect(numbered[3]).toMatchObject({ bookingGroupId: null, code: null });
    expect(ledger.filter((e) => e.state === "reserved")).toEqual([
      expect.objectContaining({ number: null, units: 2, bookingGroupId: pending.bookingGroupId, orderId: pending.orderId }),
    ]);
    const reserved = ledger.find((e) => e.state === "reserved") as unknown as { date: string };
    expect(Math.abs(Date.parse(reserved.date) - Date.now())).toBeLessThan(5 * 60_000);
    expect((await admin(LEDGER, { id: "999999" })).body.errors?.[0].extensions.code).toBe("NOT_FOUND");
  });

  it("voidCertificate: a reason of 3 to 300 characters; two at once void once; its number goes back; the verify page says it was cancelled", async () => {
    const [cert] = first.receipt.items[0].certificates;
    for (const reason of ["", "no", "x".repeat(301)])
      expect((await admin(VOID, { c: cert.code, r: reason })).body.errors?.[0]).toMatchObject({
        message: "The reason must be 3 to 300 characters",
        extensions: { code: "BAD_USER_INPUT" },
      });
    expect((await admin(VOID, { c: "AAAAAAAAAAAAAAAA", r: "Returned" })).body.errors?.[0].extensions.code).toBe("NOT_FOUND");
    expect((await admin(VOID, { c: "short", r: "Returned" })).body.errors?.[0].extensions.code).toBe("BAD_USER_INPUT");
    const before = (await app.ds.query("SELECT editionSold FROM portfolio_items WHERE id = ?", [Number(print.id)]))[0].editionSold;

    const both = await Promise.all([admin(VOID, { c: cert.code, r: "The print was returned damaged" }), admin(VOID, { c: cert.code, r: "Returned" })]);
    const done = both.filter((r) => !r.body.errors);
    expect(done).toHaveLength(1);
    expect(done[0].body.data.voidCertificate).toMatchObject({ number: 1, code: cert.code, void: true });
    expect(both.find((r) => r.body.errors)!.body.errors[0]).toMatchObject({ message: "This certificate is already void", extensions: { code: "CONFLICT" } });
    const after = (await app.ds.query("SELECT editionSold FROM portfolio_items WHERE id = ?", [Number(print.id)]))[0].editionSold;
    expect(Number(after)).toBe(Number(before) - 1);

    const html = (await get(`/verify/${cert.code}`)).body.toString("utf8");
    expect(html).toContain("This certificate was cancelled");
    expect(html).not.toContain("This certificate is authentic");
    expect((await get(`/ta/verify/${cert.code}`)).body.toString("utf8")).toContain("இந்தச் சான்றிதழ் ரத்து செய்யப்பட்டது");
    const ledger = (await admin(LEDGER, { id: print.id })).body.data.editionLedger as { state: string; number: number | null; voidReason: string | null }[];
    expect(ledger[0]).toMatchObject({ state: "void", number: 1 });
    expect(ledger[0].voidReason).toMatch(/^(The print was returned damaged|Returned)$/);
    // The line's numbers and certificates say so; the freed number is the next one sold.
    const order = (await admin(`query($id: String!) { order(orderId: $id) { items { editionNumbers certificates { number void } } } }`, { id: first.orderId }))
      .body.data.order;
    expect(order.items[0]).toEqual({
      editionNumbers: [2],
      certificates: [
        { number: 1, void: true },
        { number: 2, void: false },
      ],
    });
    // The owner's order record shows the same, from the line's own certificates.
    const [{ id: orderKey }] = await app.ds.query("SELECT id FROM orders WHERE providerOrderId = ?", [first.orderId]);
    const record = (await admin(`query($id: ID!) { Order(id: $id) { lines { certificates { number code void } } } }`, { id: String(orderKey) })).body.data
      .Order;
    expect(record.lines[0].certificates).toEqual([
      { number: 1, code: cert.code, void: true },
      { number: 2, code: first.receipt.items[0].certificates[1].code, void: false },
    ]);
    expect((await buy(1)).receipt.items[0].editionNumbers).toEqual([1]);
    // A void certificate cannot be voided or sent again.
    expect((await admin(RESEND, { c: cert.code })).body.errors?.[0].extensions.code).toBe("CONFLICT");
  });

  it("a void while another buyer pays: the counts and the standing certificates agree, no number held twice", async () => {
    const { receipt } = await buy(1);
    const [cert] = receipt.items[0].certificates;
    const [voided, bought] = await Promise.all([admin(VOID, { c: cert.code, r: "Cancelled by phone" }), buy(1)]);
    expect(voided.body.errors).toBeUndefined();
    expect(bought.receipt.items[0].editionNumbers).toHaveLength(1);
    const [counts] = await app.ds.query("SELECT editionSold, editionReserved FROM portfolio_items WHERE id = ?", [Number(print.id)]);
    const standing = await app.ds.query("SELECT activeNumber FROM edition_certificates WHERE portfolioItemId = ? AND activeNumber IS NOT NULL", [
      Number(print.id),
    ]);
    const numbers = standing.map((r: { activeNumber: number }) => Number(r.activeNumber));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Number(counts.editionSold)).toBe(numbers.length);
  });

  it("two certificates of one line voided at once: both void, the line holds no number, both numbers back", async () => {
    const { orderId, receipt } = await buy(2);
    const [a, b] = receipt.items[0].certificates;
    const sold = async () => Number((await app.ds.query("SELECT editionSold FROM portfolio_items WHERE id = ?", [Number(print.id)]))[0].editionSold);
    const before = await sold();
    const both = await Promise.all([admin(VOID, { c: a.code, r: "Returned" }), admin(VOID, { c: b.code, r: "Returned" })]);
    expect(both.map((r) => r.body.errors)).toEqual([undefined, undefined]);
    expect(await sold()).toBe(before - 2);
    const order = (await admin(`query($id: String!) { order(orderId: $id) { items { editionNumbers certificates { void } } } }`, { id: orderId })).body.data
      .order;
    expect(order.items[0]).toEqual({ editionNumbers: [], certificates: [{ void: true }, { void: true }] });
  });

  it("resendCertificate queues the certificate's mail to its buyer again", async () => {
    const [, cert] = first.receipt.items[0].certificates;
    const outbox = path.join(app.dataDir, "outbox");
    await app.services.mailWorker.drain();
    const before = new Set(readdirSync(outbox));
    const res = await admin(RESEND, { c: cert.code });
    expect(res.body.data.resendCertificate).toEqual({ code: cert.code, void: false });
    await app.services.mailWorker.drain();
    const fresh = readdirSync(outbox).filter((f) => !before.has(f));
    expect(fresh).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(outbox, fresh[0])));
    expect(mail.subject).toContain("certificate of authenticity");
    expect(mail.attachments.map((a) => a.filename)).toEqual([`certificate-${cert.code}.pdf`]);
  });

  it("anyone but the owner is refused the ledger, the void and the re-send", async () => {
    const [, cert] = first.receipt.items[0].certificates;
    for (const [query, variables] of [
      [LEDGER, { id: print.id }],
      [VOID, { c: cert.code, r: "Not yours" }],
      [RESEND, { c: cert.code }],
    ] as const) {
      const res = await app.gql(query, variables);
      expect(res.body.errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
    }
    expect((await get(`/verify/${cert.code}`)).body.toString("utf8")).toContain("This certificate is authentic");
  });

  it("/verify is limited per client: past 30 looks a minute, 429", async () => {
    const [, cert] = first.receipt.items[0].certificates;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await get(`/verify/${cert.code}`)).status);
    expect(statuses).toContain(429);
    const limited = await get(`/verify/${cert.code}`);
    expect(limited.status).toBe(429);
    expect(limited.body.toString("utf8")).toContain('<meta name="robots" content="noindex">');
  });
  it("a certificate's PDF is limited per client: past 30 a minute, 429 with a page, before anything is drawn; another client is not affected", async () => {
    const [, cert] = first.receipt.items[0].certificates;
    const opener = client();
    const statuses: number[] = [];
    for (let i = 0; i < PDFS_PER_MINUTE; i++) statuses.push((await get(cert.url, opener)).status);
    expect(statuses).toEqual(Array.from({ length: PDFS_PER_MINUTE }, () => 200));
    // Past it: a 429 for the signed link, and as much for a wrong one (counted before the signature is checked).
    for (const url of [cert.url, `/documents/certificate/${cert.code}.pdf?signature=nope`]) {
      const limited = await get(url, opener);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("60");
      expect(limited.headers.get("content-type")).toContain("text/html");
      expect(limited.body.toString("utf8")).toContain("Too many certificates were opened from here. Please try again in a minute.");
      expect(limited.body.toString("utf8")).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get(cert.url, client())).status).toBe(200);
  });

  it("a certificate's PDF is drawn once and kept: the same bytes again; a void, a new signature image or new image rights are drawn anew, never the old drawing", async () => {
    const { receipt } = await buy(1);
    const [cert] = receipt.items[0].certificates;
    const pdf = async () => {
      const res = await get(cert.url, client());
      expect(res.status).toBe(200);
      return res.body;
    };
    const drawn = await pdf();
    // pdfkit gives each PDF an ID made from the time of drawing (to the millisecond): a second drawing differs.
    expect(drawn.toString("latin1")).toMatch(/\/ID \[<[0-9a-f]{32}>/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await pdf()).equals(drawn)).toBe(true);

    expect((await admin(VOID, { c: cert.code, r: "Returned" })).body.errors).toBeUndefined();
    const voided = await pdf();
    expect(voided.equals(drawn)).toBe(false);
    expect(await pdfText(voided)).toContain("This certificate was cancelled");
    expect(await pdfText(drawn)).not.toContain("This certificate was cancelled");
    expect((await pdf()).equals(voided)).toBe(true);

    const signatureId = await uploadImage(app, "#aa3311");
    expect(
      (await admin(`mutation($s: ID) { updateBusinessSettings(signatureImageId: $s) { signatureImageId } }`, { s: signatureId })).body.errors,
    ).toBeUndefined();
    const signed = await pdf();
    expect(signed.equals(voided)).toBe(false);
    expect(await pdfText(signed)).toContain("This certificate was cancelled");

    // The photograph carries the image rights in force: a watermark set since is another drawing.
    expect(
      (await admin(`mutation($t: String) { updateBusinessSettings(watermarkText: $t) { watermarkText } }`, { t: "© Chennai Wildlife Prints" })).body.errors,
    ).toBeUndefined();
    const marked = await pdf();
    expect(marked.equals(signed)).toBe(false);
    expect((await pdf()).equals(marked)).toBe(true);
  });
});
