// Code that only an interaction needs (menus, dialogs, toasts) stays out of the first load:
// it is fetched when the browser is idle after the page has loaded, or at once when the
// visitor reaches for it first. See DESIGN.md's budget of 150 KB of JavaScript on first load.
import { useCallback, useSyncExternalStore } from "react";

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

/** The module when loaded (re-renders then), and a function that starts loading it. */
export function useDeferred<M>(d: Deferred<M>): [M | undefined, () => void] {
  const module = useSyncExternalStore(d.subscribe, d.get, d.get);
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
