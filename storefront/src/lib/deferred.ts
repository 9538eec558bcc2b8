// Code that only an interaction needs (menus, dialogs, toasts) stays out of the first load:
// it is fetched when the browser is idle after the page has loaded, or at once when the
// visitor reaches for it first. See DESIGN.md's budget of 150 KB of JavaScript on first load.
import { startTransition, useCallback, useEffect, useState } from "react";

export interface Deferred<M> {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<M>;
  /** The module, once loaded. */
  get: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function deferred<M>(loader: () => Promise<M>): Deferred<M> {
  let module: M | undefined;
  let promise: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (promise ??= loader().then(
        (m) => {
          module = m;
          listeners.forEach((l) => l());
          return m;
        },
        (error: unknown) => {
          promise = undefined; // a failed chunk load may be retried on the next interaction
          throw error;
        },
      )),
    get: () => module,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module when loaded (re-renders then), and a function that starts loading it.
 *
 * The re-render is a transition (issue 44): a module prefetched when idle reaches every component
 * that uses it at once (each of a gallery's cards, for its lightbox and its dialog), and as a store
 * update (`useSyncExternalStore`) that render was synchronous, one task of ~30 ms on a fast machine
 * for 100 cards, ~0.3 s on a low-end phone. As a transition React renders it in slices that yield.
 */
export function useDeferred<M>(d: Deferred<M>): [M | undefined, () => void] {
  const [module, setModule] = useState(d.get);
  useEffect(() => {
    const update = () => startTransition(() => setModule(() => d.get()));
    // Loaded between the render and this effect: picked up now.
    if (d.get() !== undefined) update();
    return d.subscribe(update);
  }, [d]);
  const load = useCallback(() => {
    d.load().catch((error: unknown) => console.error(error));
  }, [d]);
  return [module, load];
}

/** Quiet time after the load event before prefetching, so that prefetches do not compete with
 * the page's own data and images (there is no network-idle event to wait for). */
const SETTLE_MS = 2000;

/** Runs `task` once the page has loaded, settled, and the main thread is idle. */
export function whenIdle(task: () => void, settleMs = SETTLE_MS): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else task();
  };
  const settle = () => {
    if (!cancelled) timeoutId = setTimeout(idle, settleMs);
  };
  if (document.readyState === "complete") settle();
  else window.addEventListener("load", settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", settle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timeoutId !== undefined) clearTimeout(timeoutId);
  };
}

/** Prefetches the given modules when idle (errors are ignored: the interaction retries). */
export function prefetchWhenIdle(...modules: Deferred<unknown>[]): () => void {
  return whenIdle(() => modules.forEach((m) => m.load().catch(() => undefined)));
}
