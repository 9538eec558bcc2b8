// A drawn page's scripts are asked for once its first contentful paint is reported (issue 27).
//
// The server draws every public page, so what the first paint needs is the HTML, the stylesheet,
// the fonts and the largest image, not the ~140 KB of JavaScript that hydrates it. Named in the
// head, those scripts were fetched at once beside the stylesheet, fonts and image, at the same
// high priority, and on a slow link they shared its bandwidth: the page painted later, and its
// largest image later still. Now the server lists them in `<script type="application/json"
// id="page-scripts">` (server/src/app/pages.ts) and this loader adds them to the head once the
// browser reports the first contentful paint; hydration is a transition (main.tsx) and taps in the meantime are held
// (early-taps.ts). A page drawn in the browser (cart, checkout) has no list: its scripts stay in
// index.html's head as built.

/** What the server lists: the modules to preload (the page's own chunks first), then the entry. */
export interface PageScripts {
  preload: string[];
  entry: string;
}

/**
 * The loader. Like the early-tap recorder, it is sent as its own source text in the page's one
 * inline script, so it must stay self-contained: no import, nothing from this module's scope.
 */
export function loadPageScripts(): void {
  let started = false;
  const start = () => {
    // Not before the page is parsed (a tab hidden while its HTML still arrives): the app looks up its
    // root, its cache and its catalogue as its module runs, and a module added here runs as it arrives.
    if (document.readyState === "loading") return void document.addEventListener("DOMContentLoaded", start);
    const list = document.getElementById("page-scripts");
    if (started || !list) return;
    started = true;
    const scripts = JSON.parse(list.textContent || "null") as PageScripts;
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = "";
      document.head.append(element);
    };
    // One step a task (issue 44): the worker and the ~15 preloads asked for in one task were ~11 ms of
    // a fast host's main thread (each request set up there), one long task at a low-end phone's rate.
    // A message to itself comes back soon as a task of its own (a timer chain is held to 4 ms a step
    // after five), and the browser may answer a tap or draw a frame between two steps. The entry comes
    // last, as before, so the modules it imports are already asked for.
    const steps: (() => void)[] = [
      () => {
        // ICU's first formatter, made off the main thread before the page's code needs one
        // (public/warm-intl.js); a browser that refuses the worker makes it on the main thread as before.
        try {
          new Worker(`/warm-intl.js#${document.documentElement.lang === "ta" ? "ta-IN" : "en-IN"}`);
        } catch {
          // No worker: nothing lost.
        }
      },
      ...scripts.preload.map((href) => () => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        add(link);
      }),
      () => {
        const script = document.createElement("script");
        script.type = "module";
        script.src = scripts.entry;
        add(script);
      },
    ];
    // A hidden page asks for everything at once, as before: it has no frame to draw and no tap to
    // answer, and the browser may freeze a page in the background, which would hold the chain, and the
    // entry, until it is shown again.
    if (document.visibilityState === "hidden") {
      for (const step of steps)
        try {
          step();
        } catch (error) {
          // As a step that throws in the chain: reported, and the rest still run.
          reportError(error);
        }
      return;
    }
    const next = new MessageChannel();
    next.port1.onmessage = () => {
      try {
        steps.shift()!();
      } finally {
        // A step that threw does not stop the rest: the entry is still asked for.
        if (steps.length) next.port2.postMessage(null);
        else next.port1.close();
      }
    };
    next.port2.postMessage(null);
  };
  // Once the first contentful paint is on screen: the browser reports it when the frame is
  // presented, which on a slow phone comes well after the main thread's part of it (the raster of
  // the whole first screen). A browser without paint timing: the task after the first frame's
  // animation callbacks, which runs once that frame's rendering is done.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(start));
  // A page opened in a background tab paints nothing until it is shown: it loads with the page, or
  // when it is hidden before its first paint. A visible one waits for the paint, not for `load`: its
  // subresources can all be in before the first frame is presented. But not for ever: a paint that
  // is never reported (a browser that leaves it out, a frame that never comes) would leave the page
  // dead, its taps held and then let go; three seconds after `load`, the scripts are asked for anyway.
  addEventListener("load", () => (document.visibilityState === "hidden" ? start() : setTimeout(start, 3000)));
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && start());
}
