// Festive sales (issue 28) as a buyer meets them: a card during a sale shows the list price struck
// through and the sale price; a discount code applied in the cart shows its line and the new total,
// or the server's message; paying in simulated mode charges the discounted total, which the
// acknowledgment and its invoice PDF show with the code. axe and the Nu checker on the cart with a discount and on the
// shop with a sale.
import { PDFParse } from "pdf-parse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { auditPage } from "./audit.js";
import { desktop, launch, ownerLogin } from "./browser.js";
import { addToCart, fillCheckout } from "./shop-helpers.js";
import { baseUrl } from "./server.js";

/** A PDF's text, its spacing collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** Runs an owner's mutation; its data, or the test fails with the server's errors. */
async function owned(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(query, variables, token);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

describe("festive sales and discount codes", () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  const made = { category: "", subcategory: "", print: "", sale: "", code: "" };

  beforeAll(async () => {
    token = (await ownerLogin(baseUrl, inject("admin"))).token;
    // A category of its own, with one print, so that the sale changes no other test's prices.
    const image = (
      await graphql(`
        {
          shopItems(limit: 1) {
            items {
              image {
                id
              }
            }
          }
        }
      `)
    ).data.shopItems.items[0].image.id as string;
    const frame = (
      await graphql(`
        {
          frameSizes {
            id
          }
        }
      `)
    ).data.frameSizes[0].id as string;
    made.category = (await owned(token, `mutation { createShopCategory(name: "Festive Test Prints") { id } }`)).createShopCategory.id;
    const sub = (made.subcategory = (
      await owned(token, `mutation($c: ID!) { createShopSubcategory(categoryId: $c, name: "Kingfishers") { id } }`, { c: made.category })
    ).createShopSubcategory.id);
    made.print = (
      await owned(
        token,
        `mutation($c: ID!, $s: ID!, $i: ID!, $f: ID!) { createPortfolioItem(title: "Pied Kingfisher at Dawn", description: "Hovering over the Adyar.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: [{ frameSizeId: $f, pricePaise: 250000 }]) { id } }`,
        { c: made.category, s: sub, i: image, f: frame },
      )
    ).createPortfolioItem.id;
    made.sale = (
      await owned(token, `mutation($c: [ID!]) { createSale(name: "Pongal sale", percent: 20, endsAt: "2099-01-18T23:59", categoryIds: $c) { id } }`, {
        c: [made.category],
      })
    ).createSale.id;
    made.code = (
      await owned(token, `mutation { createDiscountCode(code: "FEST-E2E", kind: PERCENT, value: 10, minOrderPaise: 150000) { id } }`)
    ).createDiscountCode.id;
    browser = await launch();
    page = await (await desktop(browser)).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (made.sale)
      await graphql(
        `
          mutation ($id: ID!) {
            deleteSale(id: $id) {
              id
            }
          }
        `,
        { id: made.sale },
        token,
      );
    if (made.print)
      await graphql(
        `
          mutation ($id: ID!) {
            deletePortfolioItem(id: $id) {
              id
            }
          }
        `,
        { id: made.print },
        token,
      );
    if (made.category)
      await graphql(
        `
          mutation ($id: ID!) {
            deleteShopCategory(id: $id) {
              id
            }
          }
        `,
        { id: made.category },
        token,
      );
    // The code was used by a paid order: it stays, switched off.
    if (made.code)
      await graphql(
        `
          mutation ($id: ID!) {
            updateDiscountCode(id: $id, active: false) {
              id
            }
          }
        `,
        { id: made.code },
        token,
      );
  });

  it("a card during a sale shows the list price struck through and the sale price; the page is valid and accessible", async () => {
    await page.goto(`${baseUrl}/shop`);
    const card = page.locator("article", { hasText: "Pied Kingfisher at Dawn" });
    await card.waitFor();
    // Struck through, and said in words to a screen reader.
    expect(await card.locator("del").textContent()).toBe("Was ₹2,500.00");
    expect(await card.getByTestId("price").textContent()).toBe("Was ₹2,500.00now ₹2,000.00");
    await card.getByText("Pongal sale: 20% off").waitFor();
    expect(await auditPage(page)).toEqual([]);
  });

  it("the frame dialog adds the print at its sale price, and the cart shows both prices", async () => {
    await addToCart(page, "Pied Kingfisher at Dawn");
    await page.goto(`${baseUrl}/cart`);
    const line = page.locator("li", { hasText: "Pied Kingfisher at Dawn" });
    await line.locator("del").getByText("₹2,500.00").waitFor();
    await expect.poll(() => page.getByTestId("total").innerText()).toBe("₹2,000.00");
  });

  it("a code the server refuses says why; one it accepts shows its line and the new total", async () => {
    const field = page.getByLabel("Have a discount code?");
    await field.fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("alert").filter({ hasText: "This code is not valid" }).waitFor();
    // The Tamil cart says the same refusal in Tamil: the server names its message's code (issue 30).
    await page.goto(`${baseUrl}/ta/cart`);
    await page.getByLabel("தள்ளுபடிக் குறியீடு உள்ளதா?").fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "பயன்படுத்து" }).click();
    await page.getByRole("alert").filter({ hasText: "இந்தக் குறியீடு செல்லாது" }).waitFor();
    await page.goto(`${baseUrl}/cart`);
    // The print on sale is not the code's (it does not combine with sales): nothing it applies to.
    await field.fill("fest-e2e");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("alert").filter({ hasText: "This code does not apply to these prints" }).waitFor();

    await page.goto(`${baseUrl}/shop`);
    await addToCart(page, "Indian Robin"); // ₹999.00, no sale
    await page.goto(`${baseUrl}/cart`);
    await page.getByLabel("Have a discount code?").fill("fest-e2e");
    await page.getByRole("button", { name: "Apply" }).click();
    // The code's minimum counts the prints it applies to: ₹1,500.00 less ₹999.00.
    await page.getByRole("alert").filter({ hasText: "Add ₹501.00 more to use this code" }).waitFor();
    const robin = page.locator("li", { hasText: "Indian Robin" });
    await robin.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("discount").innerText()).toBe("−₹199.80");
    await page.getByText("Discount (FEST-E2E)").waitFor();
    await expect.poll(() => page.getByTestId("total").innerText()).toBe("₹3,798.20");
    expect(await auditPage(page)).toEqual([]);

    // The cart changed: the code is priced again, and no longer applies.
    await robin.getByRole("button", { name: /^Remove Indian Robin/ }).click();
    await page.getByRole("alert").filter({ hasText: "This code does not apply to these prints" }).waitFor();
    await expect.poll(() => page.getByTestId("total").innerText()).toBe("₹2,000.00");
  });

  it("paying charges the discounted total; the acknowledgment and the invoice PDF show the code", async () => {
    await page.goto(`${baseUrl}/shop`);
    await addToCart(page, "Indian Robin");
    await addToCart(page, "Indian Robin");
    await page.goto(`${baseUrl}/cart`);
    await page.getByLabel("Have a discount code?").fill("FEST-E2E");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("total").innerText()).toBe("₹3,798.20");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await fillCheckout(page);
    await page.getByText("Discount (FEST-E2E)").waitFor();
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    await page.getByRole("dialog", { name: "Razorpay test checkout" }).getByRole("button", { name: "Pay ₹3,798.20" }).click();
    await page.waitForURL(/\/order-acknowledgment\/order_[A-Za-z0-9]{14}$/);
    await expect.poll(() => page.getByTestId("amount").innerText()).toBe("₹3,798.20");
    expect(await page.getByTestId("discount").innerText()).toBe("−₹199.80");
    await page.getByText("Discount (FEST-E2E)").waitFor();

    // The invoice, issued as the payment is confirmed, opens from the acknowledgment as a PDF that
    // shows the code, the discount and the total paid.
    const invoice = page.getByRole("link", { name: /^WBP\/\d{2}-\d{2}\/\d{4} \(PDF/ });
    await expect
      .poll(
        async () => {
          if (await invoice.count()) return true;
          await page.reload();
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    const pdf = await page.request.get(new URL((await invoice.getAttribute("href"))!, baseUrl).href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(await pdf.body());
    for (const particular of ["Discount code FEST-E2E", "−₹199.80", "Total: ₹3,798.20"]) expect(text).toContain(particular);
  });
});
