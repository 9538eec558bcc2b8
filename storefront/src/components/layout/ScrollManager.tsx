// Spec §2: on navigation, scroll smoothly to the #hash target when there is one, otherwise to
// the top. The target may not exist yet (a lazy route, a query still loading), so we wait for
// it to appear for a few seconds.
//
// Not on the page the visitor landed on (issue 27): the browser has already placed it (at the top,
// at a #hash the server drew, or where a reload left it), and on a slow phone the visitor may have
// scrolled and be tapping by the time it hydrates — a jump to the top then moved the page under the
// finger, and the tap meant for 'Add to Cart' hit a filter.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const WAIT_FOR_TARGET_MS = 5000;

function findTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const landing = useRef(key);

  useEffect(() => {
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
    // `key` changes on every navigation, also to the same path again.
  }, [pathname, hash, key]);

  return null;
}
