/**
 * The two checks every drawn page must pass: axe-core finds no serious or critical accessibility
 * violation, and the W3C Nu HTML Checker (vnu.jar, run with the machine's Java) finds no error in
 * the page as the browser has drawn it (the DOM serialised after the scripts ran).
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { inject } from "vitest";

export interface Problem {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations of the page (WCAG 2 A and AA rules). */
export async function accessibilityProblems(page: Page): Promise<Problem[]> {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

/**
 * Waits (up to 3 s) for the page's finite animations and transitions to end: a toast fading in is
 * judged as the visitor reads it, not half-transparent in its first frames. Endless ones (the
 * Instagram strip's marquee) are left running.
 */
async function settled(page: Page): Promise<void> {
  // A back-office toast (MUI Snackbar) hides itself after a few seconds, fading out: one raised by
  // an earlier step may start fading while axe reads the page (CI failed on exactly that). The page
  // is judged once it has gone.
  await page
    .locator(".MuiSnackbar-root")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/** Errors the Nu HTML Checker finds in the drawn page ("line:column message"). */
export async function htmlErrors(page: Page): Promise<string[]> {
  return markupErrors(`<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
}

/**
 * Errors the Nu HTML Checker finds in a document's text (as the server sent it, say). The checker runs
 * once for the whole browser run as an HTTP service (global-setup.ts): a JVM started for each page
 * took seconds of the machine each time.
 */
export async function markupErrors(html: string): Promise<string[]> {
  const res = await fetch(`${inject("vnuUrl")}/?out=json`, {
    method: "POST",
    headers: { "content-type": "text/html; charset=utf-8" },
    body: html,
  });
  if (!res.ok) throw new Error(`The Nu HTML Checker answered ${res.status}: ${await res.text()}`);
  const report = (await res.json()) as {
    messages: { type: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }[];
  };
  const broken = report.messages.find((m) => m.type === "non-document-error");
  if (broken) throw new Error(`The Nu HTML Checker could not check the document: ${broken.message}`);
  return (
    report.messages
      .filter((m) => m.type === "error")
      // The checker's CSS parser predates custom properties inside calc(); the one inline <style> it
      // reads is the one sonner injects (our own CSS is a linked file it does not fetch).
      .filter((m) => !m.message.startsWith("CSS: Parse Error"))
      .map((m) => `${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message} — ${m.extract ?? ""}`)
  );
}

/** The errors of several documents: one list per document, in their order. */
export function markupErrorsOfEach(htmls: string[]): Promise<string[][]> {
  return Promise.all(htmls.map((html) => markupErrors(html)));
}

/** Both checks; the test asserts the list is empty so a failure names every problem. */
export async function auditPage(page: Page): Promise<string[]> {
  const [a11y, html] = [await accessibilityProblems(page), await htmlErrors(page)];
  return [...a11y.map((p) => `axe ${p.impact} ${p.id}: ${p.help} at ${p.targets.join(", ")}`), ...html.map((e) => `html ${e}`)];
}
