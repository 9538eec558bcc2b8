// The owner's limited editions (issue 45): on a print's form she makes it an edition of 10 with 2
// artist's proofs; the form then says how many are left, refuses to raise the size (an edition is a
// promise) with the reason beside the field, lowers it, and closes it for good. The edition's ledger
// lists each number (the buyer's receipt links the certificate, at 390 and 1280 px, and so does the
// owner's page of the order: 'No. 1 / 3'); a sold one's certificate is sent again or made void with a
// reason, its number free again and the order's page saying it is void. The form's paper is saved
// trimmed. The signature the certificates carry is uploaded and removed in Business details. axe
// finds no serious violation on the form, the ledger or its dialog.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deletePrint, owned, ownersPrint } from "./api.js";
import { accessibilityProblems, auditPage } from "./audit.js";
import { desktop, launch, ownerLogin, phone, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const EDITION = `query($id: ID!) { PortfolioItem(id: $id) { edition { size artistProofs remaining closed } } }`;

/** A print of the shop's first print's photograph and category, made by the owner; an edition of `editionSize` when given. */
const makePrint = (token: string, title: string, editionSize: number | null = null) => ownersPrint(token, title, { editionSize });

describe("the owner's limited edition of a print", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;
  let print = "";
  const title = `Grey Heron at Pallikaranai ${Date.now() % 100_000}`;
  const edition = async () => (await owned(owner.token, EDITION, { id: print })).PortfolioItem.edition;

  beforeAll(async () => {
    owner = await ownerLogin(baseUrl, admin);
    print = (await makePrint(owner.token, title)).id;
    browser = await launch();
    const context = await desktop(browser);
    await signedIn(context, owner);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (print) await deletePrint(owner.token, print);
  });

  const open = async () => {
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/${print}`);
    await page.getByRole("button", { name: "Update Portfolio Item" }).waitFor();
  };

  it("makes an open print an edition of 10 with 2 artist's proofs", async () => {
    await open();
    expect(await edition()).toBeNull();
    await page.getByRole("checkbox", { name: /Sell as a numbered limited edition/ }).check();
    await page.getByLabel("Edition size").fill("10");
    await page.getByLabel("Artist's proofs").fill("2");
    await page.getByLabel("Paper", { exact: true }).fill(" Hahnemühle Photo Rag 308 gsm ");
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor();
    expect(await edition()).toEqual({ size: 10, artistProofs: 2, remaining: 10, closed: false });
    // The paper the certificates name, trimmed, and shown again when the form opens.
    expect((await owned(owner.token, `query($id: ID!) { PortfolioItem(id: $id) { paper } }`, { id: print })).PortfolioItem.paper).toBe(
      "Hahnemühle Photo Rag 308 gsm",
    );
    await open();
    expect(await page.getByLabel("Paper", { exact: true }).inputValue()).toBe("Hahnemühle Photo Rag 308 gsm");
  });

  it("says what is left, refuses to raise the size, lowers it, and closes it for good", async () => {
    await open();
    await page.getByText(/10 of 10 left · 0 sold · 0 reserved by orders awaiting payment/).waitFor();
    await expect.poll(() => page.getByRole("checkbox", { name: /Sold as a limited edition/ }).isDisabled()).toBe(true);
    await page.getByLabel("Edition size").fill("12");
    await page.getByText("Can never be raised above 10").waitFor();
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Limited edition: Can never be raised above 10").waitFor();
    expect((await edition()).size).toBe(10);

    await page.getByLabel("Edition size").fill("8");
    await page.getByRole("checkbox", { name: /Close the edition now/ }).check();
    await page.getByRole("button", { name: "Update Portfolio Item" }).click();
    await page.getByText("Portfolio item updated").waitFor();
    expect(await edition()).toEqual({ size: 8, artistProofs: 2, remaining: 0, closed: true });

    await open();
    await page.getByText(/Closed · 0 sold · 0 reserved by orders awaiting payment/).waitFor();
    expect(await page.getByRole("checkbox", { name: "Closed: no more sales" }).isDisabled()).toBe(true);
  });

  it("the edition's ledger lists every number; a sold one's certificate is sent again or made void, and its number is free again", async () => {
    const sold = `Brown Fish Owl ${Date.now() % 100_000}`;
    const owl = await makePrint(owner.token, sold, 3);
    try {
      const { startCheckout } = await owned("", `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
        c: {
          firstName: "Kavya",
          lastName: "Rao",
          email: "kavya@example.in",
          phone: "9840012345",
          address: "3 Lake Road",
          city: "Chennai",
          state: "Tamil Nadu",
          pincode: "600028",
        },
        i: [{ portfolioItemId: owl.id, frameId: owl.frames[0].id, quantity: 1 }],
      });
      const paid = (await (
        await fetch(`${baseUrl}/payments/simulated/pay`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: startCheckout.orderId }),
        })
      ).json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
      await owned("", `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
        o: paid.razorpay_order_id,
        p: paid.razorpay_payment_id,
        s: paid.razorpay_signature,
      });

      // The buyer's receipt links the print's certificate, at a phone's width and a desktop's.
      for (const open of [phone, desktop]) {
        const context = await open(browser);
        const receipt = await context.newPage();
        await receipt.goto(`${baseUrl}/order-acknowledgment/${encodeURIComponent(startCheckout.orderId)}`);
        const link = receipt.getByRole("link", { name: /^Certificate No\. 1 \/ 3/ });
        await link.waitFor();
        const href = (await link.getAttribute("href"))!;
        const pdf = await fetch(new URL(href, baseUrl));
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(await accessibilityProblems(receipt)).toEqual([]);
        // The certificate's public check, in English (its QR code's address) and Tamil: valid HTML, and axe finds nothing.
        const code = /\/documents\/certificate\/([A-Z0-9]+)\.pdf/.exec(href)![1];
        for (const [prefix, authentic] of [
          ["", "This certificate is authentic"],
          ["/ta", "இந்தச் சான்றிதழ் உண்மையானது"],
        ]) {
          await receipt.goto(`${baseUrl}${prefix}/verify/${code}`);
          await receipt.getByRole("status").filter({ hasText: authentic }).waitFor();
          expect(await auditPage(receipt)).toEqual([]);
        }
        await context.close();
      }

      // The owner's page of the order shows the line's number, linked to its certificate.
      const { allOrders } = await owned(owner.token, `{ allOrders(perPage: 50, sortField: "paidAt", sortOrder: "DESC") { id providerOrderId } }`);
      const orderPage = `${baseUrl}/admin/#/orders/${allOrders.find((o: { providerOrderId: string }) => o.providerOrderId === startCheckout.orderId).id}`;
      await page.goto(orderPage);
      const number = page
        .getByRole("list", { name: new RegExp(`^Edition numbers of ${sold}, \\d+x\\d+$`) })
        .getByRole("link", { name: /^Certificate\s+No\. 1 \/ 3\s+\(PDF/ });
      await number.waitFor();
      expect(await number.getAttribute("target")).toBe("_blank");
      const certificate = await fetch(new URL((await number.getAttribute("href"))!, baseUrl));
      expect(certificate.status).toBe(200);
      expect(certificate.headers.get("content-type")).toBe("application/pdf");
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.goto(`${baseUrl}/admin/#/PortfolioItem/${owl.id}`);
      await page.getByRole("link", { name: "Edition ledger" }).click();
      const ledger = page.getByRole("table", { name: "Edition ledger" });
      await ledger.waitFor();
      await page.getByText("Edition of 3 · 1 sold · 0 reserved · 2 left").waitFor();
      expect(await ledger.getByRole("row").count()).toBe(4);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByRole("button", { name: "Re-send the certificate of No. 1" }).click();
      await page.getByText("Certificate sent to the buyer again").waitFor();

      await page.getByRole("button", { name: "Void the certificate of No. 1" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel the certificate of No. 1?" });
      await dialog.getByLabel("Reason").fill("Damaged in transit; reprinted");
      expect(await accessibilityProblems(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Void" }).click();
      await page.getByText("Certificate of No. 1 cancelled: the number is free again").waitFor();
      await page.getByText("Edition of 3 · 0 sold · 0 reserved · 3 left").waitFor();
      await ledger.getByText("(Damaged in transit; reprinted)").waitFor();

      // The order's page still lists the number, said to be void in words.
      await page.goto(orderPage);
      await page.getByRole("link", { name: /^Certificate\s+No\. 1 \/ 3\s+\(void\)\s+\(PDF/ }).waitFor();
    } finally {
      await deletePrint(owner.token, owl.id);
    }
  });

  it("uploads the signature the certificates carry in Business details, and removes it", async () => {
    const signatureId = async () => (await owned(owner.token, `{ businessSettings { signatureImageId } }`)).businessSettings.signatureImageId;
    await page.goto(`${baseUrl}/admin/#/business`);
    await page.getByRole("button", { name: "Save business details" }).waitFor();
    const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="200"><path d="M20 150 C 120 20, 220 180, 580 60" stroke="#1b3a57" stroke-width="6" fill="none"/></svg>'),
        },
      ])
      .png()
      .toBuffer();
    await page.getByLabel("Signature image", { exact: true }).setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: png });
    await page.getByRole("img", { name: "The signature chosen" }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
    await page.getByText("The certificates carry the signature image saved").waitFor();
    expect(await signatureId()).not.toBeNull();

    await page.getByRole("button", { name: "Remove signature" }).click();
    await page.getByText("The signature will be removed when you save").waitFor();
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved").waitFor();
    await page.getByText("No signature image: the certificates carry none").waitFor();
    expect(await signatureId()).toBeNull();
  });
});
