// The owner fulfils paid orders from the back office and reads the dashboard; the buyer follows.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditPage } from "./audit.js";
import { desktop, launch, ownerLogin, phone, signedIn, trackRequests, type Owner } from "./browser.js";
import { paidOrder } from "./api.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A visitor's purchase, paid (api.ts). */
const buy = (phoneNumber: string, firstName: string, printIndex: number) => paidOrder(baseUrl, { firstName, phone: phoneNumber, printIndex });

describe("the owner fulfils an order", () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  const target = "9811199999";
  let targetOrderId: string;

  beforeAll(async () => {
    browser = await launch();
    const login = await ownerLogin(baseUrl, admin);
    token = login.token;
    // Twelve orders in all: three pages, so that Next and Last both have somewhere to go.
    for (let i = 0; i < 11; i++) await buy(`98111000${String(i).padStart(2, "0")}`, `Buyer${i}`, i);
    targetOrderId = await buy(target, "Meenakshi", 2);
    const context = await desktop(browser);
    await signedIn(context, login);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  const counts = async () => (await gql(`{ orderStatusCounts { all new processing dispatched delivered } }`, {}, token)).orderStatusCounts;
  const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

  it("lists paid orders 5 to a page with the count of each status, and pages back and forth", async () => {
    const c = await counts();
    await page.goto(`${baseUrl}/admin/#/orders`);
    await page.getByRole("heading", { name: "Order Management" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^All/ }).innerText()).toBe(`All\n${c.all}`);
    await expect.poll(() => page.getByRole("button", { name: /^New/ }).innerText()).toBe(`New\n${c.new}`);
    await expect.poll(() => page.getByTestId("order-card").count()).toBe(5);
    // Newest first: the last purchase leads.
    await card("Meenakshi Test").waitFor();
    const pages = Math.ceil(c.all / 5);
    const nav = page.getByRole("navigation", { name: "Order pages" });
    await nav.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => nav.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("button", { name: "Last" }).click();
    await expect.poll(() => page.url()).toContain(`page=${pages}`);
    await expect.poll(() => page.getByTestId("order-card").count()).toBe(c.all - (pages - 1) * 5);
    // Changing the filter goes back to page 1.
    await page.getByRole("button", { name: /^New/ }).click();
    await expect.poll(() => page.url()).toContain("status=new");
    expect(page.url()).not.toContain("page=");
    await expect.poll(() => nav.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await auditPage(page)).toEqual([]);
  });

  it("moves the order new → processing → dispatched (the dialog asks for courier and tracking id) → delivered", async () => {
    await page.getByLabel("Mobile number or booking ID").fill(target);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("order-card").count()).toBe(1);
    const order = card("Meenakshi Test");
    expect(await order.innerText()).toMatch(/7 Marina Road, Chennai, Tamil Nadu[\s\S]*600005/);
    expect(await order.getByTestId("order-total").innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);

    await order.getByRole("button", { name: "Mark as Processing" }).click();
    await page.getByText("Order marked as processing").waitFor();
    // The filter still says 'New': the order leaves it. Show every status again.
    await page.getByRole("button", { name: /^All/ }).click();
    await order.getByText("Processing", { exact: true }).waitFor();

    await order.getByRole("button", { name: "Mark as Dispatched" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Mark as Dispatched" }).click();
    await dialog.getByText("Please fill in courier name and tracking ID").waitFor();
    await dialog.getByLabel(/^Courier name/).fill("Blue Dart");
    await dialog.getByRole("button", { name: "Mark as Dispatched" }).click();
    await dialog.getByText("Please fill in courier name and tracking ID").waitFor();
    await dialog.getByLabel(/^Tracking ID/).fill("BD 5566 7788");
    expect(await auditPage(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Mark as Dispatched" }).click();
    await page.getByText("Order marked as dispatched and courier info saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    await order.getByText("Blue Dart · BD 5566 7788").waitFor();

    await order.getByRole("button", { name: "Mark as Delivered" }).click();
    await page.getByText("Order marked as delivered").waitFor();
    await order.getByText("Delivered", { exact: true }).waitFor();
    expect(await order.getByRole("button", { name: /^Mark as/ }).count()).toBe(0);

    await order.getByRole("link", { name: /^Details of booking/ }).click();
    const history = page.getByRole("list", { name: "History of the order" });
    await history.getByText("Marked as delivered").waitFor();
    expect(await history.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^Placed/),
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Marked as processing[\s\S]*owner/),
      expect.stringMatching(/^Marked as dispatched[\s\S]*Blue Dart, tracking ID BD 5566 7788/),
      expect.stringMatching(/^Marked as delivered/),
    ]);
    expect(await auditPage(page)).toEqual([]);
    // The invoice the order got when it was paid opens as a PDF.
    const invoice = page.getByRole("link", { name: /^Download invoice WBP\/\d{2}-\d{2}\/\d{4}$/ });
    const res = await fetch(new URL((await invoice.getAttribute("href"))!, baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("the buyer then sees each step, with the courier and tracking id, in Order History and on the receipt", async () => {
    const visitor = await (await desktop(browser)).newPage();
    await visitor.goto(`${baseUrl}/order-history`);
    await visitor.getByLabel("Mobile number").fill(target);
    await visitor.getByRole("button", { name: "Search Orders" }).click();
    const found = visitor.getByRole("article");
    await found.getByText("Delivered", { exact: true }).waitFor();
    expect(await found.getByText("Delivered", { exact: true }).getAttribute("data-status")).toBe("green");
    expect(await found.getByTestId("shipment").innerText()).toMatch(/Shipped with Blue Dart\s*· Tracking ID BD 5566 7788/);
    await visitor.goto(`${baseUrl}/order-acknowledgment/${targetOrderId}`);
    await expect.poll(() => visitor.getByTestId("courier").innerText()).toBe("Blue Dart · Tracking ID BD 5566 7788");
    await visitor.getByRole("link", { name: /^WBP\/\d{2}-\d{2}\/\d{4} \(PDF\)/ }).waitFor();
    expect(await auditPage(visitor)).toEqual([]);
  });

  it("the owner downloads the month's tax report with this order's invoice in it", async () => {
    await page.goto(`${baseUrl}/admin/#/tax-report`);
    await page.getByRole("heading", { name: "Tax report", level: 2 }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tax-report-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.split("\n")[0]).toBe("document,number,date,customer state,state code,taxable value,CGST,SGST,IGST,total,against invoice");
    expect(csv).toMatch(/\nReceipt,WBP\/\d{2}-\d{2}\/\d{4},\d{4}-\d{2}-\d{2},Tamil Nadu,33,/);
    expect(csv).toContain("\nHSN summary\n");
  });
});

describe("the owner cancels an order and the buyer sees the refund", () => {
  let browser: Browser;
  let owner: Owner;
  let orderId: string;

  beforeAll(async () => {
    browser = await launch();
    owner = await ownerLogin(baseUrl, admin);
    orderId = await buy("9822233344", "Lakshmi", 1);
  });
  afterAll(() => browser?.close());

  it("the owner cancels it from the order's page with a reason: refunded in full, with a credit note", async () => {
    const { order } = await gql(`query($o: String!) { order(orderId: $o) { bookingGroupId amountPaise } }`, { o: orderId });
    const { allOrders } = await gql(`query($q: String) { allOrders(filter: { q: $q }) { id } }`, { q: order.bookingGroupId }, owner.token);
    const context = await desktop(browser);
    await signedIn(context, owner);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/#/orders/${allOrders[0].id}`);
    await page.getByRole("heading", { name: "Refunds" }).waitFor();
    // The owner sees which language the buyer's mails go out in (issue 30).
    await page.getByText("Ordered from the English site: the buyer's mails are in English").waitFor();
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${order.bookingGroupId}` });
    await dialog.getByRole("button", { name: "Cancel order and refund" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Reason is required" }).waitFor();
    await dialog.getByLabel("Reason").fill("The print is out of stock");
    await dialog.getByRole("button", { name: "Cancel order and refund" }).click();
    const amount = `₹${(order.amountPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    await page.getByText(`Order cancelled; refund of ${amount} initiated`).waitFor();
    await expect.poll(() => page.getByTestId("refunded").innerText()).toBe(amount);
    const refunds = page.getByRole("list", { name: "Refunds of the order" });
    await refunds.getByText(`${amount} · Refunded`).waitFor();
    await refunds.getByRole("link", { name: /^Credit note CN\/\d{2}-\d{2}\/\d{4}$/ }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    expect(await auditPage(page)).toEqual([]);
    await context.close();
  });

  it("the buyer sees it cancelled, the refund and its credit note on My Orders", async () => {
    for (const view of [desktop, phone]) {
      const context = await view(browser);
      await context.addInitScript((id) => localStorage.setItem("myOrders", JSON.stringify([id])), orderId);
      const visitor = await context.newPage();
      await visitor.goto(`${baseUrl}/orders`);
      await visitor.getByRole("heading", { name: "My Orders" }).waitFor();
      const card = visitor.getByRole("article");
      await card.getByText("Cancelled", { exact: true }).waitFor();
      const note = card.getByTestId("refunds");
      await expect
        .poll(async () => (await note.innerText()).replace(/\s+/g, " "))
        .toMatch(/^Refunded (₹[\d,]+\.\d{2}) \1 · Refunded Credit note CN\/\d{2}-\d{2}\/\d{4} \(PDF, opens in a new tab\) Banks take 5-7 working days/);
      const href = await note.getByRole("link", { name: /Credit note/ }).getAttribute("href");
      const pdf = await fetch(`${baseUrl}${href}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(await auditPage(visitor)).toEqual([]);
      await context.close();
    }
  });
});

describe("the owner refunds part of an order", () => {
  let browser: Browser;
  let owner: Owner;
  let orderId: string;

  beforeAll(async () => {
    browser = await launch();
    owner = await ownerLogin(baseUrl, admin);
    orderId = await buy("9822233355", "Kavya", 2);
  });
  afterAll(() => browser?.close());

  it("a double-clicked Refund refunds once; the same amount and reason submitted again is a second refund", async () => {
    const { order } = await gql(`query($o: String!) { order(orderId: $o) { bookingGroupId } }`, { o: orderId });
    const { allOrders } = await gql(`query($q: String) { allOrders(filter: { q: $q }) { id } }`, { q: order.bookingGroupId }, owner.token);
    const context = await desktop(browser);
    await signedIn(context, owner);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/#/orders/${allOrders[0].id}`);
    await page.getByRole("heading", { name: "Refunds" }).waitFor();
    const refunds = page.getByRole("list", { name: "Refunds of the order" });
    for (const [n, refunded] of [
      [1, "₹100.00"],
      [2, "₹200.00"],
    ] as const) {
      await page.getByRole("button", { name: "Refund", exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: `Refund order ${order.bookingGroupId}` });
      await dialog.getByLabel("Amount (₹)").fill("100");
      await dialog.getByLabel("Reason").fill("Goodwill for the late delivery");
      await dialog.getByRole("button", { name: "Refund", exact: true }).dblclick();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => page.getByTestId("refunded").innerText()).toBe(refunded);
      await expect.poll(() => refunds.getByRole("listitem").count()).toBe(n);
    }
    const { order: seen } = await gql(`query($o: String!) { order(orderId: $o) { refundedPaise refunds { amountPaise reason } } }`, { o: orderId });
    expect(seen).toEqual({
      refundedPaise: 20_000,
      refunds: [
        { amountPaise: 10_000, reason: "Goodwill for the late delivery" },
        { amountPaise: 10_000, reason: "Goodwill for the late delivery" },
      ],
    });
    await context.close();
  });
});

describe("the owner reads the dashboard", () => {
  let browser: Browser;
  let owner: Owner;

  beforeAll(async () => {
    browser = await launch();
    owner = await ownerLogin(baseUrl, admin);
    // A history of this month's sales (placed by the test above, and two more here).
    await buy("9822200001", "Dashboard", 4);
    await buy("9822200002", "Dashboard", 5);
  });
  afterAll(() => browser?.close());

  for (const [name, open] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    it(`shows the four cards with the server's figures, and the monthly chart (${name})`, async () => {
      const { dashboardStats: s } = await gql(
        `{ dashboardStats { totalCustomers customersChange totalRevenuePaise revenueChange totalOrders ordersChange topCategory { displayName totalSales } } }`,
        {},
        owner.token,
      );
      const context = await open(browser);
      await signedIn(context, owner);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/#/`);
      await page.getByRole("heading", { name: "Analytics", level: 1 }).waitFor();
      const change = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(1)}% from last month`;
      const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const cards = [
        ["Total Customers", s.totalCustomers.toLocaleString("en-IN"), change(s.customersChange)],
        ["Total Revenue", `₹${rupees.format(s.totalRevenuePaise / 100)}`, change(s.revenueChange)],
        ["Total Orders", s.totalOrders.toLocaleString("en-IN"), change(s.ordersChange)],
        ["Top Category", s.topCategory.displayName, `${s.topCategory.totalSales} sales`],
      ];
      for (const [label, value, note] of cards) {
        const cardEl = page.getByRole("region", { name: label });
        await expect.poll(() => cardEl.getByTestId(`stat-${label}`).innerText()).toBe(value);
        expect(await cardEl.innerText()).toContain(note);
      }
      expect(s.totalOrders).toBeGreaterThanOrEqual(9);
      // The chart is drawn (a bar for this month), and its figures are a table too.
      const chart = page.getByRole("region", { name: "Revenue and orders, last 12 months" });
      await expect
        .poll(() => chart.locator(".MuiBarChart-root rect").evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute("height")) > 0).length))
        .toBeGreaterThan(0);
      expect(await chart.getByRole("table").getByRole("row").count()).toBe(13);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await auditPage(page)).toEqual([]);
      await context.close();
    });
  }
});

describe("issue 43 item 21: a move refused for an ended session is never shown as done", () => {
  let browser: Browser;
  const seen: string[] = [];

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function signIn(page: Page) {
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  it("a 401 on 'Mark as Processing' shows no success, tells the owner, and signing in again returns to the page she was on", async () => {
    const phoneNumber = "9811277777";
    await buy(phoneNumber, "Revathi", 1);
    const context = await desktop(browser);
    // Every success toast the page ever shows, across the moves to sign-in and back.
    await context.exposeFunction("__sawSuccess", (text: string) => seen.push(text));
    await context.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.innerText ?? "";
        if (/Order marked as/.test(text)) (window as unknown as { __sawSuccess: (t: string) => void }).__sawSuccess(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(`${baseUrl}/admin-login`);
    await signIn(page);
    await page.waitForURL(/\/admin\//);
    const route = `#/orders?q=${phoneNumber}`;
    await page.goto(`${baseUrl}/admin/${route}`);
    const order = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Revathi Test" }) });
    await order.getByRole("button", { name: "Mark as Processing" }).waitFor();

    // The session ends on the server's side (a token it refuses) while the page is open, its reads done.
    expect(await requests.quiet({ atMostMs: 30_000 }), `requests still open: ${requests.open()}`).toBe(true);
    await page.evaluate(() => localStorage.setItem("token", "ended.session.token"));
    await order.getByRole("button", { name: "Mark as Processing" }).click();
    await page.waitForURL(/\/admin-login/);
    expect(seen).toEqual([]);
    await page.getByText("Your session has ended, so your last change was not saved. Please sign in again.").waitFor();

    await signIn(page);
    await page.waitForURL((url) => url.hash === route);
    // Still new: the refused move was not made, and she can make it now.
    await order.getByRole("button", { name: "Mark as Processing" }).click();
    await page.getByText("Order marked as processing").waitFor();
    await context.close();
  });
});

describe("issue 43 item 21 (remainder): a move that fails shows the server's reason only when the server refused it", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it("a network failure reads 'Failed to update booking status' alone; a move someone made first names the server's reason", async () => {
    const phoneNumber = "9811288888";
    await buy(phoneNumber, "Kavya", 3);
    const context = await desktop(browser);
    await signedIn(context, await ownerLogin(baseUrl, admin));
    const route = `${baseUrl}/admin/#/orders?q=${phoneNumber}`;
    const [first, stale] = [await context.newPage(), await context.newPage()];
    const markProcessing = (page: Page) =>
      page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: "Kavya Test" }) })
        .getByRole("button", { name: "Mark as Processing" });
    for (const page of [first, stale]) {
      await page.goto(route);
      await markProcessing(page).waitFor();
    }
    const toast = (page: Page) => page.locator(".MuiSnackbar-root").filter({ hasText: "Failed to update booking status" });

    // The move never reaches the server: the browser's own words are not the server's reason.
    await first.route("**/graphql", (request) =>
      request.request().postData()?.includes("transitionOrderToState") ? request.abort("internetdisconnected") : request.continue(),
    );
    await markProcessing(first).click();
    await toast(first).waitFor();
    expect((await toast(first).innerText()).trim()).toBe("Failed to update booking status");
    await first.unrouteAll();

    await markProcessing(first).click();
    await first.getByText("Order marked as processing").waitFor();
    // The other tab still offers the move someone has just made: the server refuses it with a 409 and says why.
    await markProcessing(stale).click();
    await toast(stale).waitFor();
    expect((await toast(stale).innerText()).trim()).toMatch(/^Failed to update booking status \S.+/);
    await context.close();
  });
});
