// The buyer's side of paying (issue 23, items 1-3): a confirmation that fails after the provider
// took the money, a retry inside the payment window after a failed payment, and two tabs of one
// browser paying the same cart. The server is the real one in simulated payment mode; only the
// buyer's network is made to fail (Playwright answers or aborts the browser's confirmPayment request).
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPage } from "./audit.js";
import { desktop, launch } from "./browser.js";
import { addToCart, cartButton, fillCheckout, storedCart } from "./shop-helpers.js";
import { baseUrl } from "./server.js";

const PAYMENT_RECEIVED = /Your payment was received and is being confirmed/;
const OTHER_TAB = /A payment for this cart is in progress in another tab/;
const ORDER_ID = /order_[A-Za-z0-9]{14}/;

const razorpay = (page: Page) => page.getByRole("dialog", { name: "Razorpay test checkout" });
const submitButton = (page: Page) => page.getByRole("button", { name: /^(Continue to Confirmation|Processing…)$/ });

async function newBuyer(browser: Browser): Promise<{ context: BrowserContext; page: Page; alerts: string[] }> {
  const context = await desktop(browser);
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return { context, page, alerts };
}

/** From the shop to the open payment window, with one print in the cart. */
async function openPaymentWindow(page: Page, title = "Indian Robin") {
  await page.goto(`${baseUrl}/shop`);
  await addToCart(page, title);
  await cartButton(page).click();
  await payCart(page);
}

/** From the cart page (or `/cart` itself) to the open payment window for what the cart holds. */
async function payCart(page: Page, from?: string) {
  if (from) await page.goto(from);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await fillCheckout(page);
  await submitButton(page).click();
  await razorpay(page).waitFor();
}

/** The browser's confirmPayment requests are answered with `fail`; each request body is kept. */
async function failConfirm(page: Page, fail: (route: Route) => Promise<void>): Promise<string[]> {
  const bodies: string[] = [];
  await page.route("**/graphql", async (route) => {
    const body = route.request().postData() ?? "";
    if (!body.includes("ConfirmPayment")) return route.fallback();
    bodies.push(body);
    await fail(route);
  });
  return bodies;
}

const myOrders = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(localStorage.getItem("myOrders") ?? "[]"));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// The buyer whose network dropped the confirmation: left on the acknowledgment page until the
// server's own reconciliation (the sweep, each minute, for orders over a minute old) marks the
// order paid; checked by the file's last test, so that the other tests run meanwhile.
let waiting: Page | undefined;

describe("item 1: paid, then the confirmation fails", () => {
  it("a server error after the provider's success says the payment was received, links the acknowledgment and keeps the cart out of reach", async () => {
    const { page } = await newBuyer(browser);
    const confirms = await failConfirm(page, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "Payment verification failed" }] }) }),
    );
    await openPaymentWindow(page);
    await razorpay(page)
      .getByRole("button", { name: /^Pay ₹/ })
      .click();
    await page.getByText(PAYMENT_RECEIVED).waitFor();
    expect(confirms).toHaveLength(1);
    const orderId = (JSON.parse(confirms[0]) as { variables: { orderId: string } }).variables.orderId;
    expect(orderId).toMatch(ORDER_ID);
    // Remembered for My Orders although the confirmation failed.
    expect(await myOrders(page)).toContain(orderId);
    // No way to pay again: neither the form nor the cart's button, not even after a reload.
    expect(await page.getByText("Payment verification failed").count()).toBe(0);
    expect(await submitButton(page).count()).toBe(0);
    await page.reload();
    await page.getByText(PAYMENT_RECEIVED).waitFor();
    expect(await page.getByRole("button", { name: "Proceed to Checkout" }).count()).toBe(0);
    expect((await storedCart(page)).map((l) => l.title)).toEqual(["Indian Robin"]);
    const panelProblems = await auditPage(page);
    expect(panelProblems, panelProblems.join("\n")).toEqual([]);

    // The acknowledgment page says the truth (not yet paid) and follows the order until it is.
    await page.getByRole("link", { name: "See your order" }).click();
    await page.waitForURL(`${baseUrl}/order-acknowledgment/${orderId}`);
    await page.getByRole("heading", { name: "We're confirming your payment" }).waitFor();
    expect(await page.getByText("Thank you for your order!").count()).toBe(0);
    const pendingProblems = await auditPage(page);
    expect(pendingProblems, pendingProblems.join("\n")).toEqual([]);
    // The confirmation reaches the server after all (the buyer's network is back): the same request, over real HTTP.
    const res = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: confirms[0] });
    expect(((await res.json()) as { data?: { confirmPayment: { status: string } } }).data?.confirmPayment.status).toBe("new");
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor({ timeout: 20_000 });
    await page.getByText("Confirmed").first().waitFor();
    // Once paid, the lines paid for leave the cart.
    await expect.poll(() => storedCart(page), { timeout: 10_000 }).toEqual([]);
  });

  it("a network failure after the provider's success says the same; the acknowledgment page shows the order paid once the server's sweep finds the payment", async () => {
    const { page } = await newBuyer(browser);
    const confirms = await failConfirm(page, (route) => route.abort("connectionreset"));
    await openPaymentWindow(page, "Greater Flamingos at Pulicat");
    await razorpay(page)
      .getByRole("button", { name: /^Pay ₹/ })
      .click();
    await page.getByText(PAYMENT_RECEIVED).waitFor();
    const orderId = (JSON.parse(confirms[0]) as { variables: { orderId: string } }).variables.orderId;
    expect(await myOrders(page)).toContain(orderId);
    expect(await submitButton(page).count()).toBe(0);
    await page.getByRole("link", { name: "See your order" }).click();
    await page.getByRole("heading", { name: "We're confirming your payment" }).waitFor();
    waiting = page;
  });
});

describe("item 2: a failed payment, then a retry in the same payment window", () => {
  it("stays busy while the window is open after a failure; the retry pays once", async () => {
    const { page, alerts } = await newBuyer(browser);
    await openPaymentWindow(page);
    await razorpay(page).getByRole("button", { name: "Simulate failure" }).click();
    await expect.poll(() => alerts).toContain("Payment could not be completed. Please try again.");
    // Razorpay's window stays open for another try; the form stays busy meanwhile.
    await razorpay(page)
      .getByRole("button", { name: /^Pay ₹/ })
      .waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Back to Cart" }).isDisabled()).toBe(true);
    // Even a submit that goes around the button opens no second payment.
    await page
      // The checkout's form (the header's search field is a form too).
      .locator("form", { has: submitButton(page) })
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForTimeout(500);
    expect(await razorpay(page).count()).toBe(1);
    await razorpay(page)
      .getByRole("button", { name: /^Pay ₹/ })
      .click();
    await page.waitForURL(/\/order-acknowledgment\/order_[A-Za-z0-9]{14}$/);
    await page.getByText("Confirmed").first().waitFor();
    expect(await storedCart(page)).toEqual([]);
  });
});

describe("item 3: two tabs of one browser", () => {
  let context: BrowserContext;

  it("a second tab cannot pay the cart while the first pays it; a line added meanwhile stays after the payment", async () => {
    context = await desktop(browser);
    const first = await context.newPage();
    const second = await context.newPage();
    // The second tab is on the checkout form before the first opens its payment window.
    await second.goto(`${baseUrl}/shop`);
    await addToCart(second, "Indian Robin");
    await cartButton(second).click();
    await second.getByRole("button", { name: "Proceed to Checkout" }).click();
    await fillCheckout(second);

    await payCart(first, `${baseUrl}/cart`);

    // The second tab says so and opens no payment window.
    await second.getByText(OTHER_TAB).waitFor();
    expect(await submitButton(second).isDisabled()).toBe(true);
    const problems = await auditPage(second);
    expect(problems, problems.join("\n")).toEqual([]);
    await second
      // The checkout's form (the header's search field is a form too).
      .locator("form", { has: submitButton(second) })
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await second.waitForTimeout(500);
    expect(await razorpay(second).count()).toBe(0);

    // A print added in the second tab while the first pays.
    await second.goto(`${baseUrl}/shop`);
    await addToCart(second, "Greater Flamingos at Pulicat");
    await second.goto(`${baseUrl}/cart`);
    await second.getByText(OTHER_TAB).waitFor();
    expect(await second.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(true);

    await razorpay(first)
      .getByRole("button", { name: /^Pay ₹/ })
      .click();
    await first.waitForURL(/\/order-acknowledgment\/order_[A-Za-z0-9]{14}$/);
    await first.getByText("Confirmed").first().waitFor();
    await expect.poll(async () => (await storedCart(first)).map((l) => [l.title, l.quantity])).toEqual([["Greater Flamingos at Pulicat", 1]]);
    // The second tab may pay what is left.
    await second.getByText(OTHER_TAB).waitFor({ state: "detached" });
    expect(await second.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(false);
    expect(await second.locator("li", { hasText: "Indian Robin" }).count()).toBe(0);
  });

  it("a tab closed with its payment window open no longer blocks the other", async () => {
    const [first, second] = context.pages();
    await payCart(first, `${baseUrl}/cart`);
    await second.getByText(OTHER_TAB).waitFor();
    await first.close();
    await second.getByText(OTHER_TAB).waitFor({ state: "detached", timeout: 60_000 });
    expect(await second.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(false);
  });

  it("a tab that crashed with its payment window open blocks the other only until its entry goes stale", async () => {
    const [second] = context.pages();
    const third = await context.newPage();
    await payCart(third, `${baseUrl}/cart`);
    await second.getByText(OTHER_TAB).waitFor();
    // The renderer dies: no pagehide, nothing written; the entry is no longer renewed.
    const cdp = await context.newCDPSession(third);
    const crashed = new Promise((resolve) => third.once("crash", resolve));
    void cdp.send("Page.crash").catch(() => undefined);
    await crashed;
    const crashedAt = Date.now();
    await second.getByText(OTHER_TAB).waitFor({ state: "detached", timeout: 60_000 });
    expect(Date.now() - crashedAt).toBeGreaterThan(5_000);
    expect(await second.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(false);
  });
});

describe("item 1, later: the sweep", () => {
  it("the waiting acknowledgment page turns into the receipt when the sweep marks the order paid", { timeout: 240_000 }, async () => {
    if (!waiting) throw new Error("the network-failure test left no page waiting");
    const page = waiting;
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor({ timeout: 220_000 });
    await page.getByText("Confirmed").first().waitFor();
    await expect.poll(() => storedCart(page), { timeout: 10_000 }).toEqual([]);
  });
});
