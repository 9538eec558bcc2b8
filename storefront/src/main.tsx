// Storefront entry in the browser: fonts and styles, then the app. A page the server drew is
// hydrated (its markup kept, its data taken from the cache it carries); the pages drawn in the
// browser only (cart, checkout, a visitor's orders) are rendered afresh.
import "./fonts.css";
import "./index.css";

import { startTransition } from "react";
import { embeddedMessages, loadMessages, localeOf, type Messages } from "./i18n";

const container = document.getElementById("root")!;
const drawn = container.hasChildNodes();
// The page's language is its address's (issue 30). A drawn page carries its catalogue; a page drawn
// here loads it beside the page's code (the server preloads both).
const locale = localeOf(location.pathname);
const embedded = embeddedMessages();
const messages = embedded ? Promise.resolve(embedded) : loadMessages(locale).catch((): Messages => ({}));

/** The next task: what follows runs after the browser has had its turn (input, a frame). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code in steps, each evaluated in a task of its own (issue 44): React DOM, then Apollo
 * Client, then the app's shell and the page's own code. Evaluated as one module graph they were one
 * task of 35–55 ms on the bench's machine (~0.4 s on a low-end phone) before hydration's first
 * slice; now the longest is React DOM's, 15–20 ms. The server preloads every step (pages.ts), so the
 * steps cost no round trip.
 */
async function start() {
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const { createBrowserClient } = await import("./lib/apollo");
  await nextTask();
  const { App } = await import("./app");
  await nextTask();
  const { pageOf } = await import("./router");
  const app = (m: Messages) => <App client={createBrowserClient()} hydrating={drawn} locale={locale} messages={m} />;
  if (!drawn) return void createRoot(container).render(app(await messages));
  // The page's code first, so hydration does not wait on it inside the tree; then at once (issue 27:
  // the frame and the timeout this used to wait for only put the first interactive moment off, the
  // drawn page is on screen already), as a transition, which React does in slices that yield to the
  // browser (scrolls stay answered, and no long task: hydrating in one piece was ~0.7 s sooner at 6×
  // CPU but one task of that length, the total blocking time Lighthouse counts). A tap in the
  // meantime is held and replayed once the page has hydrated (lib/early-taps.ts, routes/root.tsx).
  // The mark tells the early-tap recorder that React is at work: from here it listens at the root and
  // replays the held taps once it has committed, so the recorder no longer gives up on time.
  const [, m] = await Promise.all([
    pageOf(location.pathname)
      .load()
      .catch(() => undefined),
    messages,
  ]);
  await nextTask();
  performance.mark("hydrating");
  startTransition(() => void hydrateRoot(container, app(m)));
}
start().catch((error: unknown) => {
  console.error("The page's code could not start", error);
  // A step that failed to load (an old chunk's 404 after a deploy) fires no error of a script element,
  // which is what tells the early-tap recorder to give up at once (lib/early-taps.ts, `failed`): the
  // entry's script element reports it, as it does a failure of its own graph.
  [...document.scripts].find((script) => script.src === import.meta.url)?.dispatchEvent(new Event("error"));
});
