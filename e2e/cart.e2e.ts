// The cart (issue 23, items 4 to 8): it re-prices its lines from the server when it opens and says
// what changed, marks a line whose print or frame size is gone, keeps the server's quantity limits,
// survives a tampered `cartItems`, and announces the checkout form's errors on the field it focuses.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphql } from "./api.js";
import { desktop, hydrated, launch, ownerLogin } from "./browser.js";
import { fillCheckout } from "./shop-helpers.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

interface Print {
  id: string;
  title: string;
  /** The frames in the order of the frame sizes priced. */
  frames: { id: string; pricePaise: number; size: string; name: string; frameSizeId: string }[];
}

let token: string;

async function ownerGql(query: string, variables: Record<string, unknown> = {}) {
  const res = await graphql(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/** A print of its own (the demo prints are other test files' business), priced in rupees on the first frame sizes. */
async function createPrint(title: string, rupees: number[]): Promise<Print> {
  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#28536b" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: `mutation($file: Upload!) { uploadMedia(file: $file) { id } }`, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "print.jpg");
  const upload = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    body: form,
  });
  const imageId = ((await upload.json()) as { data: { uploadMedia: { id: string } } }).data.uploadMedia.id;
  const { frameSizes, shopCategories } = await ownerGql(`{ frameSizes { id size name } shopCategories { id subcategories { id } } }`);
  const created = await ownerGql(
    `mutation($t: String!, $c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!) {
      createPortfolioItem(title: $t, description: "A print for the cart's tests.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p) { id frames { id pricePaise } }
    }`,
    {
      t: title,
      c: shopCategories[0].id,
      s: shopCategories[0].subcategories[0].id,
      i: imageId,
      p: rupees.map((r, i) => ({ frameSizeId: frameSizes[i].id, pricePaise: r * 100 })),
    },
  );
  const item = created.createPortfolioItem as { id: string; frames: { id: string; pricePaise: number }[] };
  return {
    id: item.id,
    title,
    frames: item.frames.map((f, i) => ({ ...f, size: frameSizes[i].size, name: frameSizes[i].name, frameSizeId: frameSizes[i].id })),
  };
}

/** A cart line as the frame dialog stores it, with the price of the day it was added. */
function line(print: Print, frame: number, rupees: number, quantity = 1) {
  const f = print.frames[frame];
  return {
    id: `${print.id}-${f.id}`,
    adId: print.id,
    categoryId: 1,
    title: print.title,
    image: "",
    price: rupees,
    size: f.size,
    frameSize: f.name,
    frameId: f.id,
    quantity,
  };
}

/**
 * Stores this cart for the site. The storage is the origin's, so a URL of the site is opened first:
 * one without the app's script, whose cart would save its own reading over this one.
 */
async function storeCart(page: Page, cart: unknown) {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate((value) => localStorage.setItem("cartItems", JSON.stringify(value)), cart);
}

async function openCart(page: Page, cart: unknown) {
  await storeCart(page, cart);
  await page.goto(`${baseUrl}/cart`);
}

/** Waits for a value as the page settles (a loaded machine is slow; the default second is short). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]") as Record<string, unknown>[]);

describe("the cart", () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    token = (await ownerLogin(baseUrl, admin)).token;
    browser = await launch();
    page = await (await desktop(browser)).newPage();
    page.on("pageerror", (e) => pageErrors.push(e.message));
  });
  afterAll(() => browser?.close());

  it("re-prices its lines from the server when it opens, updates the stored lines and says what changed", async () => {
    const print = await createPrint("Cart Test Kingfisher", [1499, 2999, 3999]);
    // The buyer added two lines at yesterday's prices; the owner has since raised the first.
    await ownerGql(`mutation($id: ID!, $p: [FramePriceInput!]) { updatePortfolioItem(id: $id, framePrices: $p) { id } }`, {
      id: print.id,
      p: print.frames.map((f, i) => ({ frameSizeId: f.frameSizeId, pricePaise: i === 0 ? 1_799_50 : f.pricePaise })),
    });
    await openCart(page, [line(print, 0, 1499, 2), line(print, 2, 3999)]);
    const status = page.getByRole("status").filter({ hasText: "The price of" });
    await status.waitFor();
    expect(await status.innerText()).toContain(`The price of Cart Test Kingfisher (${print.frames[0].size}, ${print.frames[0].name}) is now ₹1,799.50`);
    // Today's total: 2 × 1,799.50 + 3,999.00.
    await poll(() => page.getByTestId("total").innerText()).toBe("₹7,598.00");
    await poll(async () => (await stored(page)).map((l) => l.price)).toEqual([1799.5, 3999]);
    // The unchanged line is not mentioned.
    expect(await status.innerText()).not.toContain(print.frames[2].size);
  });

  it("marks a line whose frame size no longer exists and offers to remove it", async () => {
    const print = await createPrint("Cart Test Heron", [1299, 2599]);
    await openCart(page, [line(print, 0, 1299), line(print, 1, 2599)]);
    const gone = page.locator("li", { hasText: print.frames[1].size }).filter({ hasText: "Cart Test Heron" });
    await gone.waitFor();
    // The owner removes the second frame size while the buyer looks at the cart; the re-price on
    // the next opening finds it.
    await ownerGql(`mutation($id: ID!) { deleteFramePrice(id: $id) }`, { id: print.frames[1].id });
    await page.reload();
    await gone.getByText("This print in this frame size is no longer available.").waitFor();
    const kept = page.locator("li", { hasText: print.frames[0].size }).filter({ hasText: "Cart Test Heron" });
    expect(await kept.getByText("no longer available").count()).toBe(0);
    await gone.getByRole("button", { name: `Remove ${print.title} (${print.frames[1].size}) from the cart` }).click();
    await poll(async () => (await stored(page)).map((l) => l.frameId)).toEqual([print.frames[0].id]);
    await poll(() => page.getByTestId("total").innerText()).toBe("₹1,299.00");
  });

  it("marks the line when checkout refuses a frame size removed after the cart opened", async () => {
    const print = await createPrint("Cart Test Egret", [1199, 2399]);
    await openCart(page, [line(print, 0, 1199), line(print, 1, 2399)]);
    await page.getByTestId("total").filter({ hasText: "₹3,598.00" }).waitFor();
    await ownerGql(`mutation($id: ID!) { deleteFramePrice(id: $id) }`, { id: print.frames[0].id });
    const proceed = page.getByRole("button", { name: "Proceed to Checkout" });
    await hydrated(proceed);
    await proceed.click();
    await fillCheckout(page);
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    const gone = page.locator("li", { hasText: print.frames[0].size }).filter({ hasText: "Cart Test Egret" });
    await gone.getByText("This print in this frame size is no longer available.").waitFor();
    await gone.getByRole("button", { name: `Remove ${print.title} (${print.frames[0].size}) from the cart` }).waitFor();
  });

  it("keeps quantities a whole number from 1 to 20, and at most 30 lines, whatever was stored", async () => {
    const print = await createPrint("Cart Test Bee-eater", [100, 200, 300]);
    const extra = Array.from({ length: 40 }, (_, i) => ({ ...line(print, 0, 100), id: `x${i}`, adId: `9000${i}`, frameId: `9000${i}` }));
    await openCart(page, [line(print, 0, 100, 21), line(print, 1, 200, 2.5), line(print, 2, 300, 1e300), ...extra]);
    // The 27 made-up lines are marked unavailable once the re-price answers; they are lines all the same.
    const lines = page.getByRole("region", { name: "Cart items" }).getByRole("listitem");
    await poll(() => lines.count()).toBe(30);
    const quantities = page.getByTestId("quantity");
    await poll(async () => (await quantities.allInnerTexts()).slice(0, 3)).toEqual(["20", "2", "20"]);
    const first = page
      .locator("li")
      .filter({ has: page.getByTestId("quantity") })
      .first();
    expect(await first.getByRole("button", { name: "Increase quantity" }).isDisabled()).toBe(true);
    const saved = await stored(page);
    expect(saved.length).toBe(30);
    expect(saved.slice(0, 3).map((l) => l.quantity)).toEqual([20, 2, 20]);
  });

  it("adding from the shop keeps the limits: 20 of one frame, 30 lines", async () => {
    const { shopItems } = await ownerGql(`{ shopItems(limit: 48) { items { id title categoryId image { url } frames { id size name pricePaise } } } }`);
    const robin = (shopItems.items as { id: string; title: string; frames: { id: string; size: string; name: string; pricePaise: number }[] }[]).find(
      (i) => i.title === "Indian Robin",
    )!;
    const f = robin.frames[0];
    const robinLine = {
      id: `${robin.id}-${f.id}`,
      adId: robin.id,
      categoryId: 1,
      title: robin.title,
      image: "",
      price: f.pricePaise / 100,
      size: f.size,
      frameSize: f.name,
      frameId: f.id,
    };
    const addRobin = async () => {
      const add = page.getByRole("button", { name: "Add to Cart: Indian Robin" });
      await hydrated(add);
      await add.click();
      const dialog = page.getByRole("dialog", { name: "Select Frame for Indian Robin" });
      await dialog.getByRole("button", { name: /^Add to Cart · ₹/ }).click();
      await dialog.waitFor({ state: "detached" });
    };

    // 20 robins already: one more is refused, and said so.
    await storeCart(page, [{ ...robinLine, quantity: 20 }]);
    await page.goto(`${baseUrl}/shop`);
    await addRobin();
    await page.getByText("You can order at most 20 of one print in one frame.").waitFor();
    expect((await stored(page)).map((l) => l.quantity)).toEqual([20]);

    // 30 other lines: a 31st is refused, and said so.
    const others = Array.from({ length: 30 }, (_, i) => ({ ...robinLine, id: `o${i}`, adId: `8000${i}`, frameId: `8000${i}`, quantity: 1 }));
    await storeCart(page, others);
    await page.goto(`${baseUrl}/shop`);
    await addRobin();
    await page.getByText("Your cart holds at most 30 prints and frames.").waitFor();
    expect((await stored(page)).length).toBe(30);
  });

  it("a tampered cartItems does not break /cart: lines that do not fit are dropped, and each line has its own id", async () => {
    pageErrors.length = 0;
    const print = await createPrint("Cart Test Sunbird", [500, 600, 700]);
    const noId = (frame: number) => {
      const { id: _id, ...rest } = line(print, frame, [500, 600][frame]);
      return rest;
    };
    await openCart(page, [
      { ...line(print, 2, 700), id: "t1", title: { evil: true } },
      { ...line(print, 2, 700), id: "t2", size: 12 },
      null,
      "a string",
      { adId: print.id },
      noId(0),
      noId(1),
    ]);
    const lines = page.locator("li").filter({ has: page.getByTestId("quantity") });
    await poll(() => lines.count()).toBe(2);
    await page.getByRole("heading", { name: "Your Cart" }).waitFor();
    const ids = (await stored(page)).map((l) => l.id);
    expect(ids.length).toBe(2);
    expect(new Set(ids).size).toBe(2);
    // Removing one line without an id removes that line only.
    await page.getByRole("button", { name: `Remove ${print.title} (${print.frames[0].size}) from the cart` }).click();
    await poll(() => lines.count()).toBe(1);
    expect(await lines.first().innerText()).toContain(print.frames[1].size);
    expect(pageErrors).toEqual([]);
  });

  it("on submit, the first field in error already says its error when focus reaches it", async () => {
    const print = await createPrint("Cart Test Drongo", [800]);
    await openCart(page, [line(print, 0, 800)]);
    const proceed = page.getByRole("button", { name: "Proceed to Checkout" });
    await hydrated(proceed);
    await proceed.click();
    await page.getByRole("heading", { name: "Payment Details" }).waitFor();
    await page.getByLabel("First name", { exact: true }).fill("Meena");
    // What a screen reader reads when the field gets focus: its state and description at that moment.
    await page.evaluate(() => {
      const seen: { name: string | null; invalid: string | null; description: string | null }[] = [];
      (window as unknown as { focusSeen: typeof seen }).focusSeen = seen;
      document.addEventListener("focusin", (event) => {
        const el = event.target as HTMLElement;
        const describedBy = el.getAttribute("aria-describedby");
        seen.push({
          name: el.getAttribute("name"),
          invalid: el.getAttribute("aria-invalid"),
          description: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
        });
      });
    });
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("lastName");
    const seen = await page.evaluate(() => (window as unknown as { focusSeen: unknown[] }).focusSeen);
    expect(seen).toContainEqual({ name: "lastName", invalid: "true", description: "Last name is required" });
    expect(seen.filter((s) => (s as { name: string }).name === "lastName")).toEqual([
      { name: "lastName", invalid: "true", description: "Last name is required" },
    ]);

    // Sent again with the same errors: focus goes to the first one again, its error already set.
    await page.getByRole("button", { name: "Continue to Confirmation" }).focus();
    await page.getByRole("button", { name: "Continue to Confirmation" }).click();
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("lastName");
  });
});
