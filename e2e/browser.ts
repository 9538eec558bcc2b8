/** Debian's Chromium driven by playwright-core (its own browser download does not work here). */
import { existsSync } from "node:fs";
import { chromium, errors, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, which .ci/run installs): the same Blink
 * and V8 as the browser, without the browser's window machinery, as Playwright itself runs headless
 * Chromium. It draws the same pages with about a quarter less of the machine (measured on three files:
 * 52 s of CPU against 68 s). The full browser when the shell is not installed.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

/** The browsers this test file launched and has not closed: what a failed test's note looks at (failure-notes.ts). */
const launched = new Set<Browser>();

/** The pages open in this file's browsers now. */
export function openPages(): Page[] {
  return [...launched].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
}

/** What happened on each page (its navigations, and its failed requests, error answers and errors: the last few): a failed test that waited on the page says it (`hydrated`). */
const troubles = new WeakMap<Page, string[]>();
const TROUBLES_KEPT = 20;

function watch(page: Page): void {
  const list: string[] = [];
  troubles.set(page, list);
  const note = (text: string) => {
    list.push(`${Math.round(performance.now())} ${text}`);
    if (list.length > TROUBLES_KEPT) list.shift();
  };
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  page.on("requestfailed", (r) => note(`failed ${r.method()} ${short(r.url())}: ${r.failure()?.errorText ?? "?"}`));
  page.on("response", (r) => void (r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${short(r.url())}`)));
  page.on("console", (m) => void (m.type() === "error" && note(`console: ${m.text().slice(0, 300)}`)));
  page.on("pageerror", (e) => note(`page error: ${e.message.slice(0, 300)}`));
  page.on("crash", () => note("renderer crashed"));
  page.on("framenavigated", (f) => void (f === page.mainFrame() && note(`at ${short(f.url())}`)));
}

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
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
  launched.add(browser);
  browser.on("disconnected", () => launched.delete(browser));
  // Every page of this browser is watched (Browser.newPage makes its context through newContext too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on("page", watch);
    return context;
  };
  return browser;
}

/**
 * A visitor's own address, for a browser context: the test server trusts X-Forwarded-For from
 * loopback (TRUST_PROXY, global-setup.ts) as a deployment trusts its proxy, so the per-client limits
 * (10 subscriptions, messages or interests in 10 minutes) count each context apart, as they count
 * each visitor apart on the real site, and not every browser test against one another.
 */
export function visitor(): { extraHTTPHeaders: Record<string, string> } {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return { extraHTTPHeaders: { "x-forwarded-for": `10.${part()}.${part()}.${part()}` } };
}

export function desktop(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...visitor(), viewport: { width: 1280, height: 900 } });
}

/** Runs `use` on a fresh page of a new desktop context, and closes the context whatever happens. */
export async function onDesktopPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await desktop(browser);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

export function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...visitor(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/**
 * Waits until React has hydrated the element (a page the server drew shows its buttons before its
 * script runs; a click on one before then does nothing, as for any visitor that fast). The locator is
 * asked again at each look, never pinned to the node first found: a part of the page that gets an
 * update before React has hydrated it is drawn afresh in its place, and the node the server drew
 * never hydrates (a test waited 30 s for one so on a busy machine).
 */
export async function hydrated(element: Locator, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  await element.waitFor({ timeout: timeoutMs });
  for (;;) {
    const left = until - Date.now();
    // Only a look that found no element is tried again: a locator that matches two, or a page that
    // closed, fails at once with its own error.
    const isHydrated = await element
      .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")), undefined, { timeout: Math.max(left, 1) })
      .catch((err: unknown) => {
        if (err instanceof errors.TimeoutError) return false;
        throw err;
      });
    if (isHydrated) return;
    if (left <= 0) {
      // What the page had done by then: whether hydration began (its mark), and whether anything hydrated.
      const state = await element
        .page()
        .evaluate(() => ({
          marks: performance.getEntriesByType("mark").map((m) => m.name),
          hydratedNodes: [...document.querySelectorAll("*")].filter((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))).length,
          // Whether the loader saw the first paint and asked for the scripts (storefront/src/lib/page-scripts.ts),
          // and how far each script and style got: a request still open has no responseEnd.
          visibility: document.visibilityState,
          readyState: document.readyState,
          paints: performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)}`),
          modules: [...document.querySelectorAll<HTMLScriptElement>("script[type=module]")].map((s) => s.src.replace(location.origin, "")),
          resources: performance
            .getEntriesByType("resource")
            .filter((r) => /\.(js|css)$/.test(r.name))
            .map((r) => `${r.name.replace(location.origin, "")} ${Math.round((r as PerformanceResourceTiming).responseEnd)}`),
          now: Math.round(performance.now()),
        }))
        .catch((err: unknown) => String(err));
      const trouble = troubles.get(element.page()) ?? [];
      throw new Error(
        `Not hydrated within ${timeoutMs / 1000} s: ${String(element)}; the page: ${JSON.stringify(state)}; what happened on it (ms on the test process's clock): ${JSON.stringify(trouble)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's requests not yet answered, counted from when `trackRequests` was called. */
export interface Requests {
  open(): number;
  /**
   * Resolves once no request has been under way for `forMs` (true), or after `atMostMs` (false): a
   * single moment with none open is not enough, as a list the page reloads after a change starts its
   * request a tick after the last one ends.
   */
  quiet(options?: { forMs?: number; atMostMs?: number }): Promise<boolean>;
}

/**
 * Follows the page's requests. A test that ends the session (a token the server refuses) waits until
 * they are quiet first: a list the page reloads after a change, still on its way, would meet the 401
 * before the tap the test means to send (seen on a busy machine). A screen is audited once they are.
 */
export function trackRequests(page: Page): Requests {
  let open = 0;
  let changedAt = performance.now();
  const change = (by: number) => {
    open += by;
    changedAt = performance.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    open: () => open,
    async quiet({ forMs = 300, atMostMs = 15_000 } = {}) {
      const until = performance.now() + atMostMs;
      while (open > 0 || performance.now() - changedAt < forMs) {
        if (performance.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return true;
    },
  };
}

export interface Owner {
  token: string;
  userId: string;
}

/** Signs the owner in through the login mutation the sign-in page sends. */
export async function ownerLogin(baseUrl: string, admin: { username: string; password: string }): Promise<Owner> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token userId } }`,
      variables: { u: admin.username, p: admin.password },
    }),
  });
  const body = (await res.json()) as { data?: { login: Owner }; errors?: unknown };
  if (!body.data) throw new Error(`The owner could not sign in: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/** Every page of the context opens the back office signed in as the owner: the token is where the back office keeps it before any script runs. */
export async function signedIn(context: BrowserContext, owner: Owner): Promise<BrowserContext> {
  await context.addInitScript(
    ([token, userId]) => {
      localStorage.setItem("token", token);
      localStorage.setItem("userId", userId);
    },
    [owner.token, owner.userId],
  );
  return context;
}
