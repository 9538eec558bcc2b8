// Workshops end to end: the owner publishes a trip with a poster, a visitor joins it until it is
// full, the owner sees who is coming; sharing a workshop, and the page audit at both widths.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditPage } from "./audit.js";
import { graphql } from "./api.js";
import { desktop, hydrated, launch, ownerLogin, phone, signedIn } from "./browser.js";
import { baseUrl } from "./server.js";

const admin = inject("admin");
const TITLE = "Flamingo Dawn at Pulicat";

function daysAhead(n: number) {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe("workshops and trips", () => {
  let browser: Browser;
  let owner: Page;
  let token: string;
  let workshopId: string;

  beforeAll(async () => {
    browser = await launch();
    const context = await desktop(browser);
    const login = await ownerLogin(baseUrl, admin);
    token = login.token;
    await signedIn(context, login);
    owner = await context.newPage();
  });
  afterAll(() => browser?.close());

  const card = (page: Page, title = TITLE) => page.locator("article", { has: page.getByRole("heading", { name: title }) });

  it("the owner adds a workshop with a poster", async () => {
    await owner.goto(`${baseUrl}/admin/#/Workshop/create`);
    await owner.getByRole("button", { name: "Add Workshop" }).click();
    await owner.getByText("Please fill in all required fields").waitFor();
    await owner.getByLabel("Title", { exact: false }).first().fill(TITLE);
    await owner
      .getByRole("textbox", { name: "Description" })
      .fill("Two mornings with the flamingos and pelicans of Pulicat Lake, with fieldcraft and long-lens practice.");
    await owner.getByRole("textbox", { name: "Destination" }).fill("Pulicat Lake");
    await owner.getByLabel("Travel date").fill(daysAhead(30));
    await owner.getByRole("textbox", { name: "Duration" }).fill("2 days");
    await owner.getByRole("spinbutton", { name: "Max participants" }).fill("5");
    await owner.getByRole("textbox", { name: "Organizer" }).fill("Chennai Wildlife Prints");
    await owner.getByRole("textbox", { name: "Cost" }).fill("$2,500 per person");
    await owner.getByRole("textbox", { name: "Meeting point" }).fill("Ponneri railway station");
    await owner.getByRole("textbox", { name: "Includes" }).fill("Breakfast, Boat ride , Guide");
    await owner.getByRole("textbox", { name: "Tags" }).fill("birds, wetlands");
    const poster = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c9826b" } })
      .jpeg()
      .toBuffer();
    await owner.getByLabel("Poster image", { exact: true }).setInputFiles({ name: "flamingos.jpg", mimeType: "image/jpeg", buffer: poster });
    await owner.getByRole("button", { name: "Add Workshop" }).click();
    await owner.getByText(`Workshop “${TITLE}” added`).waitFor({ timeout: 30_000 });
    await owner.getByRole("cell", { name: TITLE, exact: true }).waitFor();

    const found = await graphql(`
      {
        workshops {
          id
          title
          cost
          tags
          includes
          poster {
            url
          }
        }
      }
    `);
    const w = found.data.workshops.find((x: { title: string }) => x.title === TITLE);
    expect(w).toMatchObject({ cost: "$2,500 per person", tags: ["birds", "wetlands"], includes: ["Breakfast", "Boat ride", "Guide"] });
    expect(w.poster.url).toMatch(/^\/media\//);
    workshopId = w.id;
  });

  it("the visitor sees the card with '₹' for the '$' cost and joins with 5 people (typing 7 gives 5)", async () => {
    const page = await (await desktop(browser)).newPage();
    await page.goto(`${baseUrl}/workshops`);
    await page.getByRole("heading", { name: "Photography Workshops" }).waitFor();
    const c = card(page);
    await c.waitFor();
    await c.getByText("₹2,500 per person").waitFor();
    expect(await c.getByText("$2,500").count()).toBe(0);
    await c.getByText("5 of 5 seats left").waitFor();
    for (const text of ["Pulicat Lake", "Meet at Ponneri railway station", "Chennai Wildlife Prints", "2 days", "Breakfast", "Boat ride", "wetlands"])
      await c.getByText(text).first().waitFor();
    await expect
      .poll(() =>
        c
          .locator("img")
          .first()
          .evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);

    const join = c.getByRole("button", { name: "Join Trip" });
    await hydrated(join);
    await join.click();
    const dialog = page.getByRole("dialog", { name: "Join Photography Trip" });
    await dialog.waitFor();
    await dialog.getByText("Maximum 5 people allowed").waitFor();
    await dialog.getByRole("button", { name: "Join Trip" }).click();
    await page.getByText("Validation Error").waitFor();
    await page.getByText("Please fill in all required fields").waitFor();

    await dialog.getByLabel("Full Name").fill("Kavya Subramanian");
    await dialog.getByLabel("Phone").fill("+91 98400 55667");
    await dialog.getByLabel("Address").fill("21 Kalakshetra Road, Thiruvanmiyur, Chennai");
    const people = dialog.getByLabel("Number of People");
    await people.fill("");
    await people.blur();
    expect(await people.inputValue()).toBe("1");
    await people.fill("0");
    expect(await people.inputValue()).toBe("0");
    await people.blur();
    expect(await people.inputValue()).toBe("1");
    await people.fill("");
    await people.pressSequentially("7");
    expect(await people.inputValue()).toBe("5");
    await people.pressSequentially("x");
    expect(await people.inputValue()).toBe("5");
    expect(await auditPage(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Join Trip" }).click();
    await page.getByText(`You have joined ${TITLE}!`).waitFor();
    await dialog.waitFor({ state: "detached" });
    // Full now: the card says so from the server's count.
    await c.getByRole("button", { name: "Trip Full" }).waitFor();
    expect(await c.getByRole("button", { name: "Trip Full" }).isDisabled()).toBe(true);
    expect(await c.getByRole("button", { name: "Join Trip" }).count()).toBe(0);
    await c.getByText("No seats left").waitFor();
    await page.close();
  });

  it("the owner sees 5 people in the join summary and the participant in the dialog; a workshop without joins says so", async () => {
    await graphql(
      `
        mutation {
          createWorkshop(title: "Owls of Guindy", description: "A night walk.", destination: "Guindy", maxParticipants: 8) {
            id
          }
        }
      `,
      {},
      token,
    );
    await owner.goto(`${baseUrl}/admin/#/workshop-joins`);
    const row = owner.getByRole("row", { name: new RegExp(`^${TITLE}: 5 people`) });
    await row.waitFor();
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([TITLE, daysAhead(30), "5", "Full"]);
    expect(await auditPage(owner)).toEqual([]);
    await row.click();
    const dialog = owner.getByRole("dialog", { name: `Participants — ${TITLE}` });
    await dialog.waitFor();
    const participant = dialog.getByRole("row", { name: /Kavya Subramanian/ });
    await participant.waitFor();
    const cells = await participant.getByRole("cell").allInnerTexts();
    expect(cells.slice(0, 4)).toEqual(["Kavya Subramanian", "+91 98400 55667", "5", "21 Kalakshetra Road, Thiruvanmiyur, Chennai"]);
    expect(await auditPage(owner)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await owner.getByRole("row", { name: /^Owls of Guindy: 0 people/ }).click();
    await owner.getByRole("dialog", { name: "Participants — Owls of Guindy" }).getByText("No participants found.").waitFor();
  });

  it("Share offers Facebook, Instagram, WhatsApp and Copy Link; copying says so and reads 'Copied!' for 2 seconds", async () => {
    const context = await desktop(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/workshops`);
    const c = card(page);
    const share = c.getByRole("button", { name: "Share" });
    await hydrated(share);
    await share.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(["Facebook", "Instagram", "WhatsApp", "Copy Link"]);
    await menu.getByRole("menuitem", { name: "Copy Link" }).click();
    const copiedAt = Date.now();
    await page.getByText("Workshop link copied to clipboard!").waitFor();
    await menu.getByRole("menuitem", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${baseUrl}/workshops/${workshopId}/[a-z0-9-]+$`));
    await menu.getByRole("menuitem", { name: "Copy Link" }).waitFor({ timeout: 4000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1800);
    expect(shownFor).toBeLessThan(3200);
    await context.close();
  });

  it("a press on Share that begins before the menu's code arrives opens the menu once the code is there", async () => {
    const context = await desktop(browser);
    const page = await context.newPage();
    // Hold the menu's code, to land it between the press's pointerdown and its click.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ShareMenuContent-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/workshops`);
    const share = card(page).getByRole("button", { name: "Share" });
    await hydrated(share);
    await share.scrollIntoViewIfNeeded();
    const box = await share.boundingBox();
    if (!box) throw new Error("The Share button has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2); // hovering starts the load
    await page.mouse.down();
    release();
    // The real trigger (Radix marks it with data-state) replaces the stand-in under the pressed pointer.
    await card(page).locator(`button[aria-haspopup="menu"][data-state]`).waitFor();
    await page.mouse.up();
    await page.getByRole("menu").waitFor();
    expect(await page.getByRole("menu").getByRole("menuitem").allInnerTexts()).toEqual(["Facebook", "Instagram", "WhatsApp", "Copy Link"]);
    await context.close();
  });

  it("a workshop's old shared address answers 301 to its own page, which unfurls with its Open Graph tags", async () => {
    const moved = await fetch(`${baseUrl}/workshops?workshop=${workshopId}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    const own = moved.headers.get("location")!;
    expect(own).toMatch(new RegExp(`^/workshops/${workshopId}/[a-z0-9-]+$`));
    const html = await (await fetch(`${baseUrl}${own}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE} — photography workshop" />`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/[0-9a-f]{64}\/(?:[0-9a-f]{16}\/)?\d+\.webp" \/>/);
    expect(html).toContain(`<meta name="twitter:title" content="${TITLE} — photography workshop" />`);

    const page = await (await phone(browser)).newPage();
    await page.goto(`${baseUrl}/workshops?workshop=${workshopId}`);
    expect(new URL(page.url()).pathname).toBe(own);
    const c = card(page);
    await c.waitFor();
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const problems = await auditPage(page);
    expect(problems, problems.join("\n")).toEqual([]);
    await c.getByRole("button", { name: "Trip Full" }).waitFor();
    await page.close();
  });

  it("two admins editing one workshop at once both keep their edit: the form sends only the fields it changed (issue 23 item 18)", async () => {
    const created = await graphql(
      `
        mutation ($d: String!) {
          createWorkshop(
            title: "Painted Storks of Vedanthangal"
            description: "A morning at the heronry."
            destination: "Vedanthangal"
            maxParticipants: 8
            travelDate: $d
            cost: "₹3,000"
          ) {
            id
          }
        }
      `,
      { d: daysAhead(60) },
      token,
    );
    const id = (created.data as { createWorkshop: { id: string } }).createWorkshop.id;
    // Both open the form before either saves.
    const other = await owner.context().newPage();
    const open = async (page: Page) => {
      await page.goto(`${baseUrl}/admin/#/Workshop/${id}`);
      await page.getByRole("textbox", { name: "Cost" }).waitFor();
      await expect.poll(() => page.getByRole("textbox", { name: "Cost" }).inputValue()).toBe("₹3,000");
    };
    await open(owner);
    await open(other);
    await owner.getByRole("textbox", { name: "Cost" }).fill("₹3,500");
    await owner.getByRole("button", { name: "Save workshop" }).click();
    await owner.getByText("Workshop “Painted Storks of Vedanthangal” updated").waitFor();
    await other.getByLabel("Title", { exact: false }).first().fill("Painted Storks and Pelicans of Vedanthangal");
    await other.getByRole("button", { name: "Save workshop" }).click();
    await other.getByText("Workshop “Painted Storks and Pelicans of Vedanthangal” updated").waitFor();
    await other.close();
    const saved = await graphql(
      `
        query ($id: ID!) {
          Workshop(id: $id) {
            title
            cost
            destination
          }
        }
      `,
      { id },
      token,
    );
    expect(saved.data).toEqual({ Workshop: { title: "Painted Storks and Pelicans of Vedanthangal", cost: "₹3,500", destination: "Vedanthangal" } });
  });

  it("the workshops page passes the audit at desktop width with the join dialog open", async () => {
    const page = await (await desktop(browser)).newPage();
    await page.goto(`${baseUrl}/workshops`);
    const c = card(page, "Owls of Guindy");
    const join = c.getByRole("button", { name: "Join Trip" });
    await hydrated(join);
    await join.click();
    await page.getByRole("dialog", { name: "Join Photography Trip" }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await auditPage(page)).toEqual([]);
    await page.close();
  });

  it("the owner cancels a join in the back office: its seats come back and its number may join again; the number's second join is refused with the server's message (issue 42 item 10)", async () => {
    await owner.goto(`${baseUrl}/admin/#/workshop-joins`);
    await owner.getByRole("row", { name: new RegExp(`^${TITLE}: 5 people`) }).click();
    const dialog = owner.getByRole("dialog", { name: `Participants — ${TITLE}` });
    await dialog.getByRole("button", { name: "Remove Kavya Subramanian" }).click();
    const confirm = owner.getByRole("dialog", { name: "Remove Kavya Subramanian?" });
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await owner.getByText("Kavya Subramanian removed: 5 seats are free again").waitFor();
    await dialog.getByText("No participants found.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await owner.getByRole("row", { name: new RegExp(`^${TITLE}: 0 people`) }).waitFor();

    // The visitor finds the seats free again and joins with the same number, spelled another way.
    const page = await (await desktop(browser)).newPage();
    const joinWith = async (phoneNumber: string, people: string) => {
      const c = card(page);
      const open = c.getByRole("button", { name: "Join Trip" });
      await hydrated(open);
      await open.click();
      const form = page.getByRole("dialog", { name: "Join Photography Trip" });
      await form.getByLabel("Full Name").fill("Kavya Subramanian");
      await form.getByLabel("Phone").fill(phoneNumber);
      await form.getByLabel("Address").fill("21 Kalakshetra Road, Thiruvanmiyur, Chennai");
      await form.getByLabel("Number of People").fill(people);
      await form.getByRole("button", { name: "Join Trip" }).click();
      return form;
    };
    await page.goto(`${baseUrl}/workshops`);
    await card(page).getByText("5 of 5 seats left").waitFor();
    const first = await joinWith("098400-55667", "2");
    await page.getByText(`You have joined ${TITLE}!`).waitFor();
    await first.waitFor({ state: "detached" });
    await card(page).getByText("3 of 5 seats left").waitFor();

    // The same number again: refused, and the form says why; the seats are as they were.
    const again = await joinWith("+91 98400 55667", "1");
    await page.getByText("This mobile number has already joined this trip.").waitFor();
    expect(await again.isVisible()).toBe(true);
    const seats = await graphql(`
      {
        workshops {
          id
          seatsTaken
        }
      }
    `);
    expect(seats.data.workshops.find((w: { id: string }) => w.id === workshopId).seatsTaken).toBe(2);
    await page.close();
  });
});
