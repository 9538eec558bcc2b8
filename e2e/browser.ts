/** Debian's Chromium driven by playwright-core (its own browser download does not work here). */
import { chromium, type Browser, type BrowserContext, type Locator } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export function desktop(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

export function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/**
 * Waits until React has hydrated the element (a page the server drew shows its buttons before its
 * script runs; a click on one before then does nothing, as for any visitor that fast).
 */
export async function hydrated(element: Locator): Promise<void> {
  await element.waitFor();
  await element.page().waitForFunction((el) => el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps$")), await element.elementHandle());
}
