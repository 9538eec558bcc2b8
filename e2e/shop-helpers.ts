/** What a visitor does in the shop, shared by the browser tests that buy: fill the cart, fill the checkout form. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "./browser.js";

/** The navigation bar's cart link (its name carries the total and the count). */
export const cartButton = (page: Page) => page.getByRole("link", { name: /CART/ }).first();

/** Adds a print from the page it is on, choosing a frame (or keeping the first). */
export async function addToCart(page: Page, title: string, frame?: RegExp) {
  // A button the server drew does nothing until React has hydrated it (slow on a loaded machine).
  const add = page.getByRole("button", { name: `Add to Cart: ${title}` });
  await hydrated(add);
  await add.click();
  const dialog = page.getByRole("dialog", { name: `Select Frame for ${title}` });
  await dialog.waitFor();
  // The radios are visually hidden inside their styled labels: a visitor clicks the label.
  if (frame) {
    const radio = dialog.getByRole("radio", { name: frame });
    await dialog
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: frame }) })
      .click();
    expect(await radio.isChecked()).toBe(true);
  }
  await dialog.getByRole("button", { name: /^Add to Cart · ₹/ }).click();
  await dialog.waitFor({ state: "detached" });
}

export const BUYER: [string, string][] = [
  ["First name", "Meena"],
  ["Last name", "Iyer"],
  ["Email", "meena@example.in"],
  ["Phone number", "98400 12345"],
  ["Address", "12 Besant Avenue"],
  ["City", "Chennai"],
  ["Pincode", "600090"],
];

/** Fills the checkout form with a buyer in Tamil Nadu. */
export async function fillCheckout(page: Page) {
  for (const [label, value] of BUYER) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("State", { exact: true }).selectOption("Tamil Nadu");
}

/** The stored cart's lines. */
export function storedCart(page: Page): Promise<{ title: string; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]"));
}
