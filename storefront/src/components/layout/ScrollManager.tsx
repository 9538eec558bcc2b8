// Spec §2: on navigation, scroll smoothly to the #hash target when there is one, otherwise to
// the top. The target may not exist yet (a lazy route, a query still loading), so we wait for
// it to appear for a few seconds.
//
// Not on the page the visitor landed on (issue 27): the browser has already placed it (at the top,
// at a #hash the server drew, or where a reload left it), and on a slow phone the visitor may have
// scrolled and be tapping by the time it hydrates — a jump to the top then moved the page under the
// finger, and the tap meant for 'Add to Cart' hit a filter.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "wouter";

const WAIT_FOR_TARGET_MS = 5000;

function findTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Navigations so far in this document: the router moves with `history.pushState`/`replaceState`
 * (wouter announces each as an event of that name) and the back and forward buttons with
 * `popstate`. Counted by a listener of this module's own, registered before the router's, so the
 * count is new when the router re-renders the page.
 */
let navigations = 0;
const NAVIGATION_EVENTS = ["popstate", "pushState", "replaceState"];
if (typeof window !== "undefined") for (const e of NAVIGATION_EVENTS) window.addEventListener(e, () => navigations++);

function subscribe(onChange: () => void) {
  for (const e of NAVIGATION_EVENTS) window.addEventListener(e, onChange);
  return () => NAVIGATION_EVENTS.forEach((e) => window.removeEventListener(e, onChange));
}

export function ScrollManager() {
  const [pathname] = useLocation();
  // Changes on every navigation, also to the same path again.
  const key = useSyncExternalStore(
    subscribe,
    () => navigations,
    () => 0,
  );
  const landing = useRef(key);

  useEffect(() => {
    const { hash } = window.location;
    // The landing page; only a #hash target that is not drawn yet is waited for and scrolled to.
    if (key === landing.current && (!hash || findTarget(hash))) return;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const scrollTo = (el: HTMLElement) => el.scrollIntoView({ behavior: "smooth", block: "start" });
    const now = findTarget(hash);
    if (now) {
      scrollTo(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const el = findTarget(hash);
      if (el) {
        observer.disconnect();
        window.clearTimeout(timer);
        // Let the element's images reserve their space before we measure.
        requestAnimationFrame(() => scrollTo(el));
      }
    });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, key]);

  return null;
}
