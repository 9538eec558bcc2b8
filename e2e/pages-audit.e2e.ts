// Every public page, as drawn at desktop and phone width, is valid HTML (W3C Nu checker) and has no
// serious or critical accessibility violation (axe-core). Pages with a dialog or a filled cart are
// audited in their own feature's test; this one covers each route as a visitor first lands on it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPage } from "./audit.js";
import { desktop, launch, phone } from "./browser.js";
import { detailPages } from "./detail-pages.js";
import { baseUrl } from "./server.js";

/** Each route, and what shows that its content (not only the loading state) has been drawn. */
const PAGES: [path: string, ready: (page: Page) => Promise<unknown>][] = [
  ["/", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/gallery", (p) => p.getByRole("heading", { name: "Our Gallery" }).waitFor()],
  [
    "/shop",
    (p) =>
      p
        .getByRole("button", { name: /Add to cart/i })
        .first()
        .waitFor(),
  ],
  ["/cart", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/order-history", (p) => p.getByLabel("Mobile number").waitFor()],
  ["/orders", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/blog", (p) => p.getByRole("heading", { name: "Wildlife Photography Blog" }).waitFor()],
  ["/workshops", (p) => p.getByRole("heading", { name: "Photography Workshops" }).waitFor()],
  ["/contact", (p) => p.getByRole("button", { name: /send/i }).waitFor()],
  ["/privacy", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/terms", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/shipping", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/returns", (p) => p.getByRole("heading", { level: 1 }).first().waitFor()],
  ["/licensing", (p) => p.getByRole("heading", { level: 2, name: "Editorial" }).waitFor()],
  ["/developers", (p) => p.getByRole("heading", { name: "Build on the shop's API" }).waitFor()],
  ["/no-such-page", (p) => p.getByText("404").first().waitFor()],
];

/** The detail pages (issue 25), whose addresses come from the demo content: a print, a gallery group, a workshop. */
const DETAIL_KINDS = ["print", "gallery group", "workshop"] as const;

describe("every public page passes the HTML checker and axe", () => {
  let browser: Browser;
  let details: Awaited<ReturnType<typeof detailPages>>;
  beforeAll(async () => {
    browser = await launch();
    details = await detailPages();
  });
  afterAll(() => browser?.close());

  for (const [width, open] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    for (const [path, ready] of PAGES) {
      it(`${path} (${width})`, async () => {
        const context = await open(browser);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        await ready(page);
        await page.waitForLoadState("networkidle");
        const problems = await auditPage(page);
        await context.close();
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
    for (const kind of DETAIL_KINDS) {
      it(`a ${kind}'s page (${width})`, async () => {
        const detail = details.find((d) => d.kind === kind)!;
        const context = await open(browser);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${detail.path}`);
        await page.getByRole("heading", { level: 1, name: detail.title }).waitFor();
        await page.waitForLoadState("networkidle");
        const problems = await auditPage(page);
        await context.close();
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  }
});
