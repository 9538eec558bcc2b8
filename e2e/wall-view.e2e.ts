// 'View on a wall' at a phone's and a laptop's width: opened from the shop's frame dialog and from a
// shared print's page, its own chunk; every frame size drawn to scale against the object of known
// size, measured in what is drawn (the room's picture read back pixel by pixel); drags with mouse
// and touch, arrow keys; the visitor's own wall measured from a generated photo that no request
// carries; 'Save picture' as a PNG of the stated width; 'Add to Cart' in the size shown; the dialog
// keeps focus, closes on Escape, reads its caption out, and passes axe and the HTML checker.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblems, htmlErrors } from "./audit.js";
import { hydrated, launch } from "./browser.js";
import { baseUrl } from "./server.js";

const TITLE = "Greater Flamingos at Pulicat"; // the demo print sold in all five reference frames
const ROOMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../storefront/src/components/wall/rooms");

/** The objects of known size, as the issue names them, and the drawings they are in. */
const OBJECTS = [
  { room: "Living room", file: "living.svg", cm: 200 },
  { room: "Study", file: "study.svg", cm: 120 },
  { room: "Bedroom", file: "bedroom.svg", cm: 160 },
];

/** Where a drawing puts its object (the `#reference` rectangle), in the drawing's centimetres. */
function referenceBox(file: string) {
  const svg = readFileSync(path.join(ROOMS_DIR, file), "utf8");
  const viewBox = /viewBox="([^"]+)"/.exec(svg)![1].split(/\s+/).map(Number);
  const rect = /<rect\b[^>]*\sid="reference"[^>]*>/.exec(svg)![0];
  const num = (name: string) => Number(new RegExp(`\\s${name}="([^"]+)"`).exec(rect)![1]);
  return { viewW: viewBox[2], x: num("x"), y: num("y"), width: num("width"), height: num("height") };
}

interface Frame {
  id: string;
  size: string;
  name: string;
  widthCm: number;
  heightCm: number;
}

/** The print's frames as the server knows them, and the width each hangs at (the photograph is landscape). */
async function printOf(title: string): Promise<{ id: string; frames: (Frame & { hungCm: number })[] }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ shopItems(limit: 100) { items { id title image { width height } frames { id size name widthCm heightCm } } } }` }),
  });
  const items = (
    (await res.json()) as { data: { shopItems: { items: { id: string; title: string; image: { width: number; height: number }; frames: Frame[] }[] } } }
  ).data.shopItems.items;
  const print = items.find((i) => i.title === title)!;
  expect(print.image.width).toBeGreaterThan(print.image.height);
  return { id: print.id, frames: print.frames.map((f) => ({ ...f, hungCm: Math.max(f.widthCm, f.heightCm) })) };
}

/**
 * The object's width as the room's picture draws it, as a share of the picture's width: the
 * picture is read back at its own resolution, and on each row of the object's box the run of
 * pixels around its middle that are not the wall's colour (taken beside the object on that row) is
 * measured; the widest run is the object.
 */
function drawnObjectShare(page: Page, box: ReturnType<typeof referenceBox>): Promise<number> {
  return page.evaluate(async (box) => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="wall-room"]')!;
    await img.decode();
    // The rendering the browser chose, at its own size (an <img> with srcset reports its size in CSS pixels).
    const picture = new Image();
    picture.src = img.currentSrc;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    ctx.drawImage(picture, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const at = (x: number, y: number) => [data[(y * canvas.width + x) * 4], data[(y * canvas.width + x) * 4 + 1], data[(y * canvas.width + x) * 4 + 2]];
    const near = (a: number[], b: number[]) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) < 24;
    const k = canvas.width / box.viewW; // picture pixels per centimetre
    const middle = Math.round((box.x + box.width / 2) * k);
    let widest = 0;
    for (let y = Math.round(box.y * k); y < Math.round((box.y + box.height) * k); y++) {
      const wall = at(Math.round((box.x - 6) * k), y);
      if (!near(wall, at(Math.round((box.x + box.width + 6) * k), y)) || near(at(middle, y), wall)) continue;
      let left = middle;
      while (left > 0 && !near(at(left - 1, y), wall)) left--;
      let right = middle;
      while (right < canvas.width - 1 && !near(at(right + 1, y), wall)) right++;
      widest = Math.max(widest, right - left + 1);
    }
    return widest / canvas.width;
  }, box);
}

/** The drawn frame's width over the drawn object's, both read from the page at the same moment. */
function drawnRatio(page: Page, objectShare: number): Promise<number> {
  return page.evaluate((share) => {
    const width = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().width;
    return width("wall-frame") / (share * width("wall-room"));
  }, objectShare);
}

async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box;
}

/** A drag with the mouse, or with a finger (touch events, as a phone sends them). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, touch: boolean) {
  const steps = 6;
  const point = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(point(i).x, point(i).y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point(i)] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const centre = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** A choice of the view (a visually hidden radio in its chip): a visitor clicks the chip. */
async function choose(view: Locator, name: string | RegExp) {
  const radio = view.getByRole("radio", { name });
  await view
    .locator("label")
    .filter({ has: view.page().getByRole("radio", { name }) })
    .click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** A photo of a wall as a phone takes it, with two marks 960 px apart (the two ends of a 120 cm shelf). */
async function wallPhoto(): Promise<Buffer> {
  const mark = { input: { create: { width: 14, height: 14, channels: 3 as const, background: "#111111" } } };
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#cdbfa8" } })
    .composite([
      { ...mark, left: 113, top: 553 },
      { ...mark, left: 1073, top: 553 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const VIEWPORTS = [
  {
    name: "phone",
    width: 390,
    touch: true,
    open: (b: Browser) => b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, acceptDownloads: true }),
  },
  { name: "desktop", width: 1366, touch: false, open: (b: Browser) => b.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true }) },
];

for (const vp of VIEWPORTS) {
  describe(`View on a wall at ${vp.width} px (${vp.name})`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let print: Awaited<ReturnType<typeof printOf>>;
    const requests: Request[] = [];
    let view: Locator;
    let frameDialog: Locator;

    beforeAll(async () => {
      print = await printOf(TITLE);
      browser = await launch();
      context = await vp.open(browser);
      page = await context.newPage();
      page.on("request", (r) => requests.push(r));
      view = page.getByRole("dialog", { name: "View on a wall" });
      frameDialog = page.getByRole("dialog", { name: `Select Frame for ${TITLE}` });
    });
    afterAll(() => browser?.close());

    it("opens from the shop's frame dialog as its own chunk, which the shop's first load does not carry", async () => {
      const html = await (await fetch(`${baseUrl}/shop`)).text();
      expect(html).not.toMatch(/WallView/);
      await page.goto(`${baseUrl}/shop`);
      const add = page.getByRole("button", { name: `Add to Cart: ${TITLE}` });
      await hydrated(add);
      await add.click();
      await frameDialog.waitFor();
      await page.waitForLoadState("networkidle");
      const chunk = (r: Request) => /\/assets\/WallView-[^/]+\.js$/.test(r.url());
      expect(requests.filter(chunk)).toEqual([]);
      // The frame picked in the dialog is the one the view shows first.
      await frameDialog
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: /^12x18 / }) })
        .click();
      await frameDialog.getByRole("button", { name: "View on a wall" }).click();
      await view.getByTestId("wall-frame").waitFor();
      expect(requests.filter(chunk)).toHaveLength(1);
      expect(await view.getByRole("radio", { name: /^12x18/ }).isChecked()).toBe(true);
      await expect
        .poll(() => view.getByTestId("wall-caption").innerText())
        .toMatch(/^12x18 in print in Classic Black: 61 × 45 cm framed \(24 × 17\.7 in\), about a third of the width of the 200 cm three-seat sofa\.$/);
    });

    it("serves the rooms as responsive WebP images", async () => {
      const img = view.getByTestId("wall-room");
      const srcset = (await img.getAttribute("srcset"))!;
      expect(srcset.split(",").map((s) => s.trim().split(" ")[1])).toEqual(["640w", "960w", "1280w", "1920w"]);
      // The browser picks its source when it starts loading the image: a busy machine may not have yet.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/assets\/room-living-\d+-[\w-]+\.webp$/);
      expect(await img.getAttribute("alt")).toBe("Living room: a light wall and a 200 cm three-seat sofa");
    });

    for (const object of OBJECTS) {
      it(`draws every frame size to scale against the ${object.cm} cm object of the ${object.room.toLowerCase()} (within 2 %)`, async () => {
        await choose(view, object.room);
        await expect.poll(async () => (await view.getByTestId("wall-room").getAttribute("alt"))!.startsWith(object.room)).toBe(true);
        const share = await drawnObjectShare(page, referenceBox(object.file));
        expect(share).toBeGreaterThan(0.2);
        for (const frame of print.frames) {
          await choose(view, new RegExp(`^${frame.size}`));
          await expect.poll(() => view.getByTestId("wall-caption").innerText()).toContain(`${frame.size} in print in ${frame.name}`);
          const drawn = await drawnRatio(page, share);
          const physical = frame.hungCm / object.cm;
          expect(
            Math.abs(drawn / physical - 1),
            `${frame.size} in the ${object.room}: drawn ${drawn.toFixed(4)}, physical ${physical.toFixed(4)}`,
          ).toBeLessThan(0.02);
        }
      });
    }

    it("switching the size redraws at once and the caption, read out, says the new size against the object", async () => {
      await choose(view, "Living room");
      const caption = view.getByTestId("wall-caption");
      expect(await caption.getAttribute("aria-live")).toBe("polite");
      expect(await view.getByTestId("wall-frame").getAttribute("aria-describedby")).toBe(await caption.getAttribute("id"));
      await choose(view, /^20x30/);
      expect(await caption.innerText()).toBe(
        "20x30 in print in Natural Teak: 96 × 71 cm framed (37.8 × 28 in), about half the width of the 200 cm three-seat sofa.",
      );
      await choose(view, /^8x12/);
      expect(await caption.innerText()).toBe(
        "8x12 in print in Classic Black: 45 × 35 cm framed (17.7 × 13.8 in), about a quarter of the width of the 200 cm three-seat sofa.",
      );
    });

    it(`moves the print with ${vp.touch ? "a finger" : "the mouse"} and with the arrow keys`, async () => {
      const frame = view.getByTestId("wall-frame");
      const stage = await rect(view.getByTestId("wall-stage"));
      const perCm = stage.width / 420;
      const start = await rect(frame);
      await drag(page, centre(start), { x: centre(start).x - 40, y: centre(start).y + 15 }, vp.touch);
      const dragged = await rect(frame);
      expect(dragged.x - start.x).toBeCloseTo(-40, 0);
      expect(dragged.y - start.y).toBeCloseTo(15, 0);
      await frame.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      const keyed = await rect(frame);
      expect((keyed.x - dragged.x) / perCm).toBeCloseTo(10, 1);
      await page.keyboard.press("Shift+ArrowUp");
      expect(((await rect(frame)).y - keyed.y) / perCm).toBeCloseTo(-1, 1);
      // It stays on the wall: pushed far to the left it stops at the picture's edge.
      for (let i = 0; i < 60; i++) await page.keyboard.press("ArrowLeft");
      expect((await rect(frame)).x).toBeCloseTo(stage.x, 0);
    });

    it("keeps focus inside, reaches every control by keyboard, and closes on Escape back to the frame dialog", async () => {
      const names = new Set<string>();
      for (let i = 0; i < 24; i++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const dialog = el?.closest('[role="dialog"]');
          return {
            inside: !!dialog && dialog.querySelector("h2")?.textContent === "View on a wall",
            name: el?.getAttribute("aria-label") || (el instanceof HTMLInputElement && el.type === "radio" ? el.value : el?.textContent?.trim()) || "",
          };
        });
        expect(focused.inside).toBe(true);
        names.add(focused.name);
      }
      for (const control of ["Close", "Save picture"]) expect([...names]).toContain(control);
      expect([...names].some((n) => n.startsWith("The print on the wall"))).toBe(true);
      expect([...names].some((n) => n.startsWith("Add to Cart"))).toBe(true);
      // A radio group is one stop; its arrow keys pick within it.
      const room = view.getByRole("radio", { name: "Study" });
      await view.getByRole("radio", { name: "Living room" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await room.isChecked()).toBe(true);
      await page.keyboard.press("Escape");
      await view.waitFor({ state: "detached" });
      expect(await frameDialog.isVisible()).toBe(true);
      await frameDialog.getByRole("button", { name: "View on a wall" }).click();
      await view.getByTestId("wall-frame").waitFor();
    });

    it("passes axe and the HTML checker while open", async () => {
      await page.waitForLoadState("networkidle");
      const problems = [...(await accessibilityProblems(page)).map((p) => `${p.id}: ${p.help} at ${p.targets.join(", ")}`), ...(await htmlErrors(page))];
      expect(problems, problems.join("\n")).toEqual([]);
    });

    it("'Save picture' downloads the composition as a PNG 1440 px wide", async () => {
      await choose(view, "Bedroom");
      await choose(view, /^16x24/);
      const [download] = await Promise.all([page.waitForEvent("download"), view.getByRole("button", { name: "Save picture" }).click()]);
      expect(download.suggestedFilename()).toBe("greater-flamingos-at-pulicat-16x24-on-a-wall.png");
      const png = readFileSync(await download.path());
      expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      expect(png.readUInt32BE(16)).toBe(1440);
      // The room's 3:2 picture over a caption band.
      expect(png.readUInt32BE(20)).toBeGreaterThan(960);
    });

    it("measures the visitor's own wall from two marked points and draws to that scale; no request carries the photo", async () => {
      const photo = await wallPhoto();
      const from = requests.length;
      await choose(view, "Your wall");
      await view.locator('input[type="file"]').setInputFiles({ name: "my-wall.jpg", mimeType: "image/jpeg", buffer: photo });
      await view.getByTestId("wall-own-photo").waitFor();
      await expect.poll(() => view.getByTestId("wall-caption").innerText()).toMatch(/^Drag the two markers/);
      expect(await view.getByTestId("wall-frame").count()).toBe(0);

      // The marks are at (120, 560) and (1080, 560) of the 1200 × 800 photo.
      const stage = await rect(view.getByTestId("wall-stage"));
      const onPhoto = (x: number, y: number) => ({ x: stage.x + (x / 1200) * stage.width, y: stage.y + (y / 800) * stage.height });
      await drag(page, centre(await rect(view.getByTestId("wall-marker-1"))), onPhoto(120, 560), vp.touch);
      await drag(page, centre(await rect(view.getByTestId("wall-marker-2"))), onPhoto(1080, 560), vp.touch);
      await view.getByLabel("Distance between the markers (cm)").fill("120");
      await choose(view, /^16x24/);
      await expect
        .poll(() => view.getByTestId("wall-caption").innerText())
        .toBe("16x24 in print in Natural Teak: 81 × 61 cm framed (31.9 × 24 in), about two thirds of the 120 cm you marked.");

      // The drawn frame against the photo's own marks: 81 cm is 81/120 of the 960 px between them.
      const marksPx = (960 / 1200) * stage.width;
      const drawn = (await rect(view.getByTestId("wall-frame"))).width / marksPx;
      expect(Math.abs(drawn / (81 / 120) - 1)).toBeLessThan(0.02);

      const [download] = await Promise.all([page.waitForEvent("download"), view.getByRole("button", { name: "Save picture" }).click()]);
      const png = readFileSync(await download.path());
      expect(png.readUInt32BE(16)).toBe(1440);

      // Nothing sent since the photo was picked carries its bytes, raw or in base64.
      await page.waitForLoadState("networkidle");
      const slices = [photo.subarray(600, 660), photo.subarray(3000, 3060), photo.subarray(photo.length - 90, photo.length - 30)];
      const base64 = slices.map((s) => s.toString("base64"));
      const sent = requests.slice(from);
      for (const r of sent) {
        const body = r.postDataBuffer();
        if (!body) continue;
        for (const s of slices) expect(body.includes(s), `${r.method()} ${r.url()}`).toBe(false);
        for (const b of base64) expect(body.toString("latin1").includes(b), `${r.method()} ${r.url()}`).toBe(false);
      }
      expect(sent.filter((r) => r.method() !== "GET" && !r.url().startsWith("blob:")).map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    });

    it("'Add to Cart' adds the print in the size shown, and closes the view and the frame dialog", async () => {
      await choose(view, "Living room");
      await choose(view, /^20x30/);
      await view.getByRole("button", { name: /^Add to Cart · 20x30 · ₹5,999\.00$/ }).click();
      await view.waitFor({ state: "detached" });
      await frameDialog.waitFor({ state: "detached" });
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem("cartItems"))) ?? "[]") as {
        adId: string;
        size: string;
        frameSize: string;
        frameId: string;
        price: number;
      }[];
      const frame = print.frames.find((f) => f.size === "20x30")!;
      expect(cart).toEqual([
        expect.objectContaining({ adId: print.id, size: "20x30", frameSize: "Natural Teak", frameId: frame.id, price: 5999, quantity: 1 }),
      ]);
      await page.getByText(`Added to cart: ${TITLE} (20x30)`).waitFor();
    });

    it("a print's own page offers 'View on a wall', drawn by the server", async () => {
      const moved = await fetch(`${baseUrl}/shop?print=${print.id}`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      const url = moved.headers.get("location")!;
      const html = await (await fetch(`${baseUrl}${url}`)).text();
      expect(html.match(/>View on a wall</g)).toHaveLength(1);
      await page.goto(`${baseUrl}${url}`);
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      const button = page.getByRole("button", { name: "View on a wall" });
      await hydrated(button);
      await button.click();
      await view.getByTestId("wall-frame").waitFor();
      expect(await view.getByRole("radio", { name: /^8x12/ }).isChecked()).toBe(true);
      expect(await frameDialog.count()).toBe(0);
      await page.keyboard.press("Escape");
      await view.waitFor({ state: "detached" });
    });
  });
}
