// The owner's discount codes (issue 28): a code created in the back office with every field
// (rupees sent as paise, India time as ISO 8601, a shop category), seen in the list as the owner
// reads it, edited, a duplicate refused with the server's message; axe finds no serious violation
// on the list or the form.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn, type Owner } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const READ = `query($q: String) { allDiscountCodes(filter: { q: $q }) { id code kind value minOrderPaise startsAt endsAt maxUses maxUsesPerCustomer categoryIds active combinesWithSales } }`;

describe("the owner's discount codes", () => {
  let browser: Browser;
  let page: Page;
  let owner: Owner;
  // A code of its own per run, so a server other tests also use has no code of this name yet.
  const code = `DIWALI-${Date.now() % 100_000}`;
  const stored = async () => (await graphql(READ, { q: code }, owner.token)).data.allDiscountCodes.find((c: { code: string }) => c.code === code);

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    owner = await ownerLogin(baseUrl, admin);
    await signedIn(context, owner);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  it("creates a fixed code with every field: rupees sent as paise, India time as the instant it names", async () => {
    await page.goto(`${baseUrl}/admin/#/DiscountCode/create`);
    const codeInput = page.getByLabel(/^Code\b/);
    await codeInput.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    await codeInput.fill(code.toLowerCase());
    await page.getByRole("combobox", { name: /^Kind/ }).click();
    await page.getByRole("option", { name: "Fixed amount off (₹)" }).click();
    await page.getByLabel("Amount off (₹)").fill("500");
    await page.getByLabel("Minimum order (₹)").fill("1,500.50");
    await page.getByLabel("Starts (India time)").fill("2026-11-01T09:00");
    await page.getByLabel("Ends (India time)").fill("2026-11-15T23:30");
    await page.getByLabel("Uses in all").fill("100");
    await page.getByLabel("Uses per customer").fill("1");
    const categories = page.getByRole("combobox", { name: "Shop categories" });
    await categories.click();
    const first = page.getByRole("option").first();
    const category = (await first.innerText()).trim();
    await first.click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save code" }).click();
    await page.getByText(`Discount code ${code} created`).waitFor();

    const saved = await stored();
    expect(saved).toMatchObject({
      code,
      kind: "FIXED",
      value: 50_000,
      minOrderPaise: 150_050,
      startsAt: "2026-11-01T03:30:00.000Z",
      endsAt: "2026-11-15T18:00:00.000Z",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      active: true,
      combinesWithSales: false,
    });
    const cats = (
      await graphql(`
        {
          shopCategories {
            id
            name
          }
        }
      `)
    ).data.shopCategories as { id: string; name: string }[];
    expect(saved.categoryIds).toEqual([cats.find((c) => c.name === category || c.name.toLowerCase() === category.toLowerCase())!.id]);
  });

  it("lists it as the owner reads it: ₹500.00, India time, uses of the limit, the discount given", async () => {
    await page.goto(`${baseUrl}/admin/#/DiscountCode`);
    const row = page.getByRole("row").filter({ hasText: code });
    await row.waitFor();
    const text = (await row.innerText()).replace(/\s+/g, " ");
    for (const part of ["₹500.00", "Active", "1 Nov 2026, 9:00 am", "15 Nov 2026, 11:30 pm", "0 of 100", "₹0.00"]) expect(text).toContain(part);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it("edits it: the form shows rupees and India time; a percentage and no end are saved", async () => {
    await page.getByRole("link", { name: `Edit ${code}` }).click();
    await expect.poll(() => page.getByLabel("Amount off (₹)").inputValue()).toBe("500.00");
    expect(await page.getByLabel("Starts (India time)").inputValue()).toBe("2026-11-01T09:00");
    expect(await page.getByLabel("Minimum order (₹)").inputValue()).toBe("1500.50");
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole("combobox", { name: /^Kind/ }).click();
    await page.getByRole("option", { name: "Percentage off" }).click();
    const percent = page.getByLabel("Percentage off (%)");
    await percent.fill("95");
    await page.getByRole("button", { name: "Save code" }).click();
    await page.getByText("A percentage is a whole number from 1 to 90").first().waitFor();
    await percent.fill("15");
    await page.getByLabel("Ends (India time)").fill("");
    await page.getByRole("button", { name: "Save code" }).click();
    await page.getByText(`Discount code ${code} saved`).waitFor();
    expect(await stored()).toMatchObject({ kind: "PERCENT", value: 15, endsAt: null, startsAt: "2026-11-01T03:30:00.000Z", maxUses: 100 });

    // The list may show the row as cached first, then as saved.
    const row = page.getByRole("row").filter({ hasText: code });
    await expect.poll(async () => (await row.innerText()).replace(/\s+/g, " ")).toMatch(/ 15% Active 1 Nov 2026, 9:00 am — 0 of 100 /);
  });

  it("a code that exists already, in another case, is refused with the server's message", async () => {
    await page.goto(`${baseUrl}/admin/#/DiscountCode/create`);
    await page.getByLabel(/^Code\b/).fill(code.toLowerCase());
    await page.getByLabel("Percentage off (%)").fill("10");
    await page.getByRole("button", { name: "Save code" }).click();
    await page.getByText(`A discount code ${code} already exists (codes are the same whatever their letter case)`).waitFor();
  });

  it("a paid order with a code shows the code and the discount on its back-office page, the buyer's receipt and the dashboard", async () => {
    const open = `OPEN-${Date.now() % 100_000}`;
    const made = await graphql(
      `
        mutation ($c: String!) {
          createDiscountCode(code: $c, kind: PERCENT, value: 10) {
            id
          }
        }
      `,
      { c: open },
      owner.token,
    );
    expect(made.errors).toBeUndefined();
    const { shopItems } = (
      await graphql(`
        {
          shopItems(limit: 1) {
            items {
              id
              frames {
                id
              }
            }
          }
        }
      `)
    ).data;
    const [item] = shopItems.items;
    const started = await graphql(
      `
        mutation ($c: CustomerInput!, $i: [CartLineInput!]!, $d: String) {
          startCheckout(customer: $c, items: $i, discountCode: $d) {
            orderId
            amountPaise
            discountPaise
          }
        }
      `,
      {
        c: {
          firstName: "Kavya",
          lastName: "Test",
          email: "kavya@example.in",
          phone: "9833300003",
          address: "7 Marina Road",
          city: "Chennai",
          state: "Tamil Nadu",
          pincode: "600005",
        },
        i: [{ portfolioItemId: item.id, frameId: item.frames[0].id, quantity: 1 }],
        d: open.toLowerCase(),
      },
    );
    expect(started.errors).toBeUndefined();
    const { orderId, discountPaise, amountPaise } = started.data.startCheckout;
    expect(discountPaise).toBeGreaterThan(0);
    const pay = await (
      await fetch(`${baseUrl}/payments/simulated/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ order_id: orderId }),
      })
    ).json();
    const confirmed = await graphql(
      `
        mutation ($o: String!, $p: String!, $s: String!) {
          confirmPayment(orderId: $o, paymentId: $p, signature: $s) {
            status
          }
        }
      `,
      {
        o: orderId,
        p: pay.razorpay_payment_id,
        s: pay.razorpay_signature,
      },
    );
    expect(confirmed.errors).toBeUndefined();
    const rupees = (paise: number) => `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;

    const { allOrders } = (
      await graphql(
        `
          {
            allOrders(perPage: 50, sortField: "paidAt", sortOrder: "DESC") {
              id
              providerOrderId
            }
          }
        `,
        {},
        owner.token,
      )
    ).data;
    const id = allOrders.find((o: { providerOrderId: string }) => o.providerOrderId === orderId).id;
    await page.goto(`${baseUrl}/admin/#/orders/${id}`);
    await expect.poll(() => page.getByTestId("order-discount").innerText()).toBe(`Discount (${open}): −${rupees(discountPaise)}`);
    expect(await page.getByTestId("order-total").innerText()).toBe(rupees(amountPaise));

    await page.goto(`${baseUrl}/order-acknowledgment/${orderId}`);
    await expect.poll(() => page.getByTestId("discount").innerText()).toBe(`−${rupees(discountPaise)}`);
    expect(await page.getByText(`Discount (${open})`).count()).toBe(1);
    expect(await page.getByTestId("amount").innerText()).toBe(rupees(amountPaise));

    const { dashboardStats } = (
      await graphql(
        `
          {
            dashboardStats {
              monthDiscountPaise
            }
          }
        `,
        {},
        owner.token,
      )
    ).data;
    expect(dashboardStats.monthDiscountPaise).toBeGreaterThanOrEqual(discountPaise);
    await page.goto(`${baseUrl}/admin/#/`);
    const card = page.getByRole("region", { name: "Discount given this month" });
    await expect.poll(() => card.getByTestId("stat-Discount given this month").innerText()).toBe(rupees(dashboardStats.monthDiscountPaise));
  });
});
