// Two-factor sign-in in the back office (issue 47): the account page sets up an authenticator app
// (the code computed here from the secret the page shows, as the phone's app would) and the next
// sign-in asks for a code (or a recovery code); a sensitive action of a session that never proved
// the second factor opens the step-up dialog and goes ahead once a code is given; a passkey added on
// the account page, through Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain), then signs in without a username. A passkey's relying party is a domain name, so this
// file's server is opened at http://localhost:<port>, its PUBLIC_URL. axe finds nothing serious on
// these screens at 1280 and 390 px.
// A TOTP code is accepted once (replays are refused), so its three codes are of three steps one after
// another (nextCode), which the server's window takes without waiting for the app's next step. The
// file starts a server of its own (the passkey needs a host name, not the shared server's IP address).
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityProblems } from "./audit.js";
import { desktop, launch, ownerLogin, phone, signedIn, type Owner } from "./browser.js";
import { startServer } from "./global-setup.js";
import { passwordLogin, staffMember, type Session, type StaffMember } from "./staff.js";

const admin = inject("admin");

const axe = async (page: Page) => expect(await accessibilityProblems(page)).toEqual([]);

/** The code the authenticator app shows now for `secret` (RFC 6238: SHA-1, six digits, 30 seconds). */
const totp = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });

const PERIOD_MS = 30_000;
/** The step of the last code given: the server takes each step once. */
let lastStep = -Infinity;

/**
 * The next code to give, of the step after the last one given. The server accepts a code of the step
 * before or after its clock's (a window of 1), so three codes, from the step before the current one,
 * go one after another without waiting for the app's next step. A code of the step before is given
 * only while that step has 10 s left to be accepted (the time the browser takes to send it).
 */
async function nextCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const earliest = now % PERIOD_MS < PERIOD_MS - 10_000 ? current - 1 : current;
    const step = Math.max(lastStep + 1, earliest);
    if (step <= current + 1) {
      lastStep = step;
      return totp(secret, step * PERIOD_MS);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe("two-factor sign-in in the back office", () => {
  let own: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let owner: Owner;
  let manager: StaffMember;
  let editor: StaffMember;
  /** The manager's recovery codes, as the setup showed them. */
  let recoveryCodes: string[] = [];
  /** The manager's authenticator secret, and the last code used (the server takes each once). */
  let totpSecret = "";
  /** A session of the manager's opened before the second factor was set up: it never proved one. */
  let managerEarly: Session;

  beforeAll(async () => {
    own = await startServer({}, { publicHost: "localhost" });
    browser = await launch();
    owner = await ownerLogin(own.baseUrl, admin);
    manager = await staffMember(own.baseUrl, own.dataDir, owner.token, "manager", "Meera");
    editor = await staffMember(own.baseUrl, own.dataDir, owner.token, "editor", "Pavi");
    managerEarly = await passwordLogin(own.baseUrl, manager);
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  async function signInWithPassword(page: Page, who: StaffMember) {
    await page.goto(`${own.publicUrl}/admin-login`);
    await page.getByLabel("Username").fill(who.username);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  async function signOut(page: Page) {
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/admin-login$/);
  }

  it("sets up an authenticator app on the account page, shows ten recovery codes once, and the next sign-in asks for a code", async () => {
    const context = await desktop(browser);
    try {
      const page = await context.newPage();
      await signInWithPassword(page, manager);
      await page.waitForURL(/\/admin\//);
      await page.getByRole("button", { name: /account menu/ }).click();
      await page.getByRole("menuitem", { name: "My account" }).click();
      await page.getByRole("heading", { name: "My account", level: 1 }).waitFor();
      await page.getByRole("table", { name: "Sessions" }).getByText("This device").waitFor();
      await axe(page);

      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      await page.getByRole("img", { name: /QR code/ }).waitFor();
      const secret = (totpSecret = (await page.getByTestId("totp-secret").innerText()).trim());
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      await axe(page);
      await page.getByLabel("Code from your authenticator app").fill("000000" === totp(secret) ? "111111" : "000000");
      await page.getByRole("button", { name: "Turn on" }).click();
      await page.getByRole("alert").waitFor();
      await page.getByLabel("Code from your authenticator app").fill(await nextCode(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      const codes = page.getByRole("dialog", { name: "Your recovery codes" });
      await codes.waitFor();
      recoveryCodes = (await codes.getByRole("listitem").allInnerTexts()).map((c) => c.trim());
      expect(recoveryCodes).toHaveLength(10);
      await axe(page);
      await codes.getByRole("button", { name: "I have kept them" }).click();
      await page.getByText("10 recovery codes left.").waitFor();

      await signOut(page);
      await signInWithPassword(page, manager);
      await page.getByLabel("Code from your authenticator app").waitFor();
      await page.getByText("Use a recovery code").waitFor();
      await axe(page);
      await page.getByLabel("Code from your authenticator app").fill(await nextCode(secret));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(/\/admin\/(#\/)?$/);
      await page
        .getByText(/Total revenue/i)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("the second step at sign-in passes axe on a phone, and a recovery code signs in there", async () => {
    const context = await phone(browser);
    try {
      const page = await context.newPage();
      await signInWithPassword(page, manager);
      await page.getByLabel("Code from your authenticator app").waitFor();
      await axe(page);
      await page.getByRole("switch", { name: "Use a recovery code" }).click();
      const field = page.getByRole("textbox", { name: "Recovery code" });
      await field.waitFor();
      await axe(page);
      await field.fill(recoveryCodes[0]);
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(/\/admin\/(#\/)?$/);
      await page
        .getByText(/Total revenue/i)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("a sensitive action of a session that never proved the second factor asks for it, then goes ahead", async () => {
    // Adding a passkey is one of the step-up's operations: this session signed in before the app was set up.
    const context = await signedIn(await desktop(browser), managerEarly);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(`${own.publicUrl}/admin/#/account`);
      await page.getByRole("heading", { name: "My account", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add a passkey" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a passkey" });
      await dialog.getByLabel("Name").fill("Office desktop");
      await dialog.getByRole("button", { name: "Add passkey" }).click();
      const stepUp = page.getByRole("dialog", { name: "Confirm it is you" });
      await stepUp.getByLabel("Code from your authenticator app").waitFor();
      await axe(page);
      await stepUp.getByLabel("Code from your authenticator app").fill(await nextCode(totpSecret));
      await stepUp.getByRole("button", { name: "Confirm" }).click();
      // The refused call went again once the code was taken: the passkey is made.
      await page.getByText("Passkey Office desktop added").waitFor();
      await page.getByRole("table", { name: "Passkeys" }).getByText("Office desktop").waitFor();
      expect(await stepUp.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("adds a passkey on the account page through a virtual authenticator, then signs in with it and no username", async () => {
    const context = await desktop(browser);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await signInWithPassword(page, editor);
      await page.waitForURL(/\/admin\//);
      await page.goto(`${own.publicUrl}/admin/#/account`);
      await page.getByRole("heading", { name: "My account", level: 1 }).waitFor();
      await page.getByRole("button", { name: "Add a passkey" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a passkey" });
      await dialog.getByLabel("Name").fill("Test laptop");
      await axe(page);
      await dialog.getByRole("button", { name: "Add passkey" }).click();
      await page.getByText("Passkey Test laptop added").waitFor();
      const row = page.getByRole("table", { name: "Passkeys" }).getByRole("row").filter({ hasText: "Test laptop" });
      await row.waitFor();
      expect(await row.innerText()).toContain("Never");
      await axe(page);

      await signOut(page);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(/\/admin\//);
      await page.getByRole("button", { name: `${editor.name}: account menu` }).waitFor();
      await page.goto(`${own.publicUrl}/admin/#/account`);
      await expect.poll(async () => row.innerText()).not.toContain("Never");
    } finally {
      await context.close();
    }
  });

  it("the account page passes axe on a phone", async () => {
    let context: BrowserContext | undefined;
    try {
      context = await signedIn(await phone(browser), owner);
      const page = await context.newPage();
      await page.goto(`${own.publicUrl}/admin/#/account`);
      await page.getByRole("table", { name: "Sessions" }).waitFor();
      await axe(page);
    } finally {
      await context?.close();
    }
  });
});
