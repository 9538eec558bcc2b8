// The owner's Integrations screen: a key created with scopes is shown once and works with its scopes
// only, until it is revoked; an endpoint added for an event receives it, signed, and the delivery is
// listed with the endpoint's answer.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditPage } from "./audit.js";
import { desktop, launch, ownerLogin, signedIn } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");

async function gql(query: string, token?: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] } };
}

describe("the owner's Integrations screen", () => {
  let browser: Browser;
  let page: Page;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.end("thanks");
    });
  });
  let hookUrl: string;

  beforeAll(async () => {
    browser = await launch();
    await new Promise<void>((r) => endpoint.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/shop-events`;
    page = await (await signedIn(await desktop(browser), await ownerLogin(baseUrl, admin))).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((r) => endpoint.close(() => r()));
  });

  it("creates a key with scopes, shown once; it reads orders, may not change them, and is refused once revoked", async () => {
    await page.goto(`${baseUrl}/admin/#/integrations`);
    await page.getByRole("heading", { name: "API keys" }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole("button", { name: "Create API key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API key" });
    await dialog.getByLabel("Name").fill("Accountant's export");
    await dialog.getByRole("checkbox", { name: /^orders:read/ }).check();
    await dialog.getByRole("button", { name: "Create key" }).click();
    const key = await page.getByRole("dialog", { name: "Your new API key" }).getByTestId("revealed").inputValue();
    expect(key).toMatch(/^wpk_/);
    await page.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: "Accountant's export" });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    expect(await page.content()).not.toContain(key);

    expect((await gql(`{ allOrders(perPage: 1) { id } }`, key)).status).toBe(200);
    const refused = await gql(`mutation { setOrderCourier(id: "1", courierName: "x", trackingId: "y") { id } }`, key);
    expect(refused.status).toBe(403);
    await row.getByRole("button", { name: "Revoke Accountant's export" }).click();
    await row.getByText("Revoked").waitFor();
    expect((await gql(`{ shopCategories { id } }`, key)).status).toBe(401);
  });

  it("adds an endpoint for contact.received: a message reaches it signed, and the delivery is listed", async () => {
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });
    await dialog.getByLabel("URL").fill(hookUrl);
    await dialog.getByRole("checkbox", { name: /^contact\.received/ }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await page.getByRole("dialog", { name: "Signing secret" }).getByTestId("revealed").inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("table", { name: "Webhook endpoints" }).getByText(hookUrl).waitFor();

    await gql(
      `mutation { sendContactMessage(name: "Kavya", email: "kavya@example.in", subject: "Prints for an office", message: "Do you frame 24x36?") { status } }`,
    );
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const event = new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>) as { type: string; data: { email: string } };
    expect(event).toMatchObject({ type: "contact.received", data: { email: "kavya@example.in" } });

    await page.getByRole("button", { name: "Refresh deliveries" }).click();
    const delivery = page.getByRole("table", { name: "Webhook deliveries" }).getByRole("row").filter({ hasText: "contact.received" });
    await delivery.getByText("succeeded").waitFor();
    await delivery.getByText("200 · thanks").waitFor();
    expect(await auditPage(page)).toEqual([]);
  });
});
