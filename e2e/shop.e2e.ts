// A visitor buys framed prints with the simulated Razorpay checkout; the owner adds a print.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktop, hydrated, launch, ownerLogin, signedIn } from "./browser.js";
import { addToCart, BUYER, cartButton } from "./shop-helpers.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

describe("a visitor buys framed prints", () => {
  let browser: Browser;
  let page: Page;
  const alerts: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    page = await (await desktop(browser)).newPage();
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
  });
  afterAll(() => browser?.close());

  it("adds two frames of one print and one of another; the navigation bar shows count and total", async () => {
    await page.goto(`${baseUrl}/shop`);
    await page.getByRole("heading", { name: "Shop Our Collection" }).waitFor();
    await addToCart(page, "Greater Flamingos at Pulicat", /^12x18 Classic Black ₹2,999\.00$/);
    await addToCart(page, "Greater Flamingos at Pulicat", /^16x24 Natural Teak ₹4,499\.00$/);
    await addToCart(page, "Indian Robin");
    await expect.poll(() => cartButton(page).innerText()).toMatch(/CART[\s\S]*₹8,497\.00[\s\S]*3/);
  });

  it("changes a quantity in the cart and the totals follow", async () => {
    await cartButton(page).click();
    await page.waitForURL(`${baseUrl}/cart`);
    const robin = page.locator("li", { hasText: "Indian Robin" });
    await robin.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => page.getByTestId("total").innerText()).toBe("₹9,496.00");
    await page.getByText("Free").first().waitFor();
    await expect.poll(() => cartButton(page).innerText()).toMatch(/₹9,496\.00[\s\S]*4/);
  });

  it("shows each of the checkout form's messages when it is sent empty", async () => {
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByRole("heading", { name: "Payment Details" }).waitFor();
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Address is required",
      "City is required",
      "State is required",
      "Pincode is required",
    ]) {
      await page.getByText(message).waitFor();
    }
  });

  it("closing the payment window keeps the cart and the form and says so", async () => {
    for (const [label, value] of BUYER) await page.getByLabel(label, { exact: true }).fill(value);
    // The place of supply: a choice of the 36 states and union territories.
    const state = page.getByLabel("State", { exact: true });
    expect(await state.locator("option").count()).toBe(37);
    await state.selectOption("Tamil Nadu");
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
    await checkout.getByRole("button", { name: "Pay ₹9,496.00" }).waitFor();
    await checkout.getByRole("button", { name: "Close" }).click();
    await checkout.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("button", { name: "Continue to Confirmation" }).isEnabled()).toBe(true);
    expect(await page.getByLabel("First name", { exact: true }).inputValue()).toBe("Meena");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]").length)).toBe(3);
  });

  it("a failed payment shows the spec's alert and keeps the cart", async () => {
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    const checkout = page.getByRole("dialog", { name: "Razorpay test checkout" });
    await checkout.getByRole("button", { name: "Simulate failure" }).click();
    await expect.poll(() => alerts).toContain("Payment could not be completed. Please try again.");
    // The window stays open for another try, as Razorpay's does; the buyer closes it.
    await checkout.getByRole("button", { name: "Close" }).click();
    await checkout.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("button", { name: "Continue to Confirmation" }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/cart");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]").length)).toBe(3);
  });

  it("paying lands on the acknowledgment with the server's amount, and empties the cart", async () => {
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    await page.getByRole("dialog", { name: "Razorpay test checkout" }).getByRole("button", { name: "Pay ₹9,496.00" }).click();
    await page.waitForURL(/\/order-acknowledgment\/order_[A-Za-z0-9]{14}$/);
    await expect.poll(() => page.getByTestId("amount").innerText()).toBe("₹9,496.00");
    expect(await page.getByTestId("tracking-number").innerText()).toMatch(/^BG\d+$/);
    await page.getByText("5-7 business days").waitFor();
    await page.getByText("Confirmed").first().waitFor();
    await expect.poll(() => cartButton(page).innerText()).toMatch(/₹0\.00/);
    expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe("[]");
  });

  it("finds the order again by mobile number and under My Orders", async () => {
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto(`${baseUrl}/order-history`);
    await page.getByLabel("Mobile number").fill("9840012345");
    await page.getByRole("button", { name: "Search Orders" }).click();
    await page.getByText("₹9,496.00").first().waitFor();
    await page.getByText("Indian Robin").first().waitFor();
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole("heading", { name: "My Orders" }).waitFor();
    await page.getByText("₹9,496.00").first().waitFor();
    await page.goto(`${baseUrl}/order-acknowledgment/order_doesnotexist00`);
    await page.getByText("Order Not Found").waitFor();
    expect(orderId).toMatch(/^order_/);
  });
});

describe("the owner adds a frame size and a print; the visitor sees it", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    const login = await ownerLogin(baseUrl, admin);
    await signedIn(context, login);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  it("adds the frame size 30x45 (Walnut) with its outer size", async () => {
    await page.goto(`${baseUrl}/admin/#/FrameSize`);
    await page.getByLabel("Size", { exact: true }).fill("30x45");
    await page.getByLabel("Frame name", { exact: true }).fill("Walnut");
    // Its outer size with the frame: 30x45 in is 76 × 114 cm, with mount and moulding 96 × 134 cm.
    await page.getByLabel("Outer width (cm)").fill("96");
    await page.getByLabel("Outer height (cm)").fill("134");
    await page.getByRole("button", { name: "Add Frame Size" }).click();
    await page.getByText(/Frame size “30x45 \(Walnut\)” added/).waitFor();
    await page
      .getByRole("row", { name: /30x45 \(Walnut\)/ })
      .getByText("96 × 134 cm")
      .waitFor();
  });

  it("adds a print with two frame prices, which the visitor finds in the shop", async () => {
    await page.goto(`${baseUrl}/admin/#/PortfolioItem/create`);
    await page.getByLabel("Title", { exact: true }).fill("Oriental Darter Drying");
    await page.getByLabel("Description", { exact: true }).fill("Wings spread on a snag at Vedanthangal.");
    await page.getByRole("combobox", { name: "Category", exact: true }).click();
    await page.getByRole("option", { name: "Birds" }).click();
    await page.getByRole("combobox", { name: "Subcategory", exact: true }).click();
    await page.getByRole("option", { name: "Waterbirds" }).click();
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f4f3f" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "darter.jpg", mimeType: "image/jpeg", buffer: image });
    await page.getByRole("checkbox", { name: "8x12 (Classic Black)" }).check();
    await page.getByLabel("Price for 8x12 (Classic Black) in rupees").fill("1299");
    await page.getByRole("checkbox", { name: "30x45 (Walnut)" }).check();
    await page.getByLabel("Price for 30x45 (Walnut) in rupees").fill("8999.50");
    await page.getByRole("button", { name: "Add to Portfolio" }).click();
    await page.getByText("Portfolio item added").waitFor({ timeout: 30_000 });

    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/shop`);
    const card = visitor.locator("article", { has: visitor.getByRole("heading", { name: "Oriental Darter Drying" }) });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/₹1,299\.00/);
    const add = card.getByRole("button", { name: "Add to Cart: Oriental Darter Drying" });
    await hydrated(add);
    await add.click();
    const dialog = visitor.getByRole("dialog", { name: "Select Frame for Oriental Darter Drying" });
    await dialog.getByRole("radio", { name: /30x45 Walnut ₹8,999\.50/ }).waitFor();
    await visitor.close();
  });
});
