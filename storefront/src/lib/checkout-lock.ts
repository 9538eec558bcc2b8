// The checkout in progress, shared by the tabs of one browser (issue 23, items 1 and 3): kept in
// localStorage under `checkoutInProgress`, seen by the other tabs through the `storage` event.
// While one tab pays (its payment window is open) no other tab starts a payment of the cart; once
// the provider took the money (`confirming`), every tab keeps the cart out of the way until the
// order's outcome is known, and only the lines paid for are then removed. The tab holding the entry
// renews it every few seconds: a tab that crashed or was closed stops blocking the others once its
// entry is stale, and an entry still `confirming` is then taken over by a tab that shows it.
import { useEffect, useState } from "react";

export const CHECKOUT_LOCK_STORAGE_KEY = "checkoutInProgress";
/** How often the holding tab renews the entry. */
export const LOCK_HEARTBEAT_MS = 4_000;
/** An entry not renewed for this long belongs to a tab that is gone. */
export const LOCK_STALE_MS = 15_000;
/** Past this, an entry is dropped whatever it says (the unpaid order has long expired). */
const LOCK_MAX_AGE_MS = 24 * 60 * 60_000;

/** A line as it was paid for: its id in the cart and the quantity paid. */
export interface PaidLine {
  id: string;
  quantity: number;
}

export interface CheckoutLock {
  /** The tab holding it. */
  tab: string;
  /** `paying`: the payment window is open; `confirming`: the provider took the payment of `orderId`. */
  stage: "paying" | "confirming";
  orderId?: string;
  lines: PaidLine[];
  startedAt: number;
  renewedAt: number;
}

/** This tab (a new one after each load). */
export const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((fn) => fn());

function isPaidLine(x: unknown): x is PaidLine {
  if (typeof x !== "object" || x === null) return false;
  const { id, quantity } = x as Record<string, unknown>;
  return typeof id === "string" && id.length <= 200 && typeof quantity === "number" && Number.isInteger(quantity) && quantity > 0;
}

/** The stored entry, or null when there is none (or it is not one: a tampered value is ignored). */
export function readLock(now = Date.now()): CheckoutLock | null {
  try {
    const raw = globalThis.localStorage?.getItem(CHECKOUT_LOCK_STORAGE_KEY);
    if (!raw || raw.length > 20_000) return null;
    const x = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof x !== "object" || x === null) return null;
    const { tab, stage, orderId, lines, startedAt, renewedAt } = x;
    if (typeof tab !== "string" || (stage !== "paying" && stage !== "confirming")) return null;
    if (typeof startedAt !== "number" || typeof renewedAt !== "number" || now - startedAt > LOCK_MAX_AGE_MS) return null;
    if (orderId !== undefined && (typeof orderId !== "string" || orderId.length > 100)) return null;
    if (stage === "confirming" && !orderId) return null;
    if (!Array.isArray(lines) || lines.length > 100 || !lines.every(isPaidLine)) return null;
    return { tab, stage, orderId, lines, startedAt, renewedAt };
  } catch {
    return null;
  }
}

export function isStale(lock: CheckoutLock, now = Date.now()): boolean {
  return now - lock.renewedAt > LOCK_STALE_MS;
}

function write(lock: CheckoutLock | null) {
  try {
    if (lock) localStorage.setItem(CHECKOUT_LOCK_STORAGE_KEY, JSON.stringify(lock));
    else localStorage.removeItem(CHECKOUT_LOCK_STORAGE_KEY);
  } catch {
    /* storage unavailable: the guard inside this tab still holds */
  }
  notify();
}

let heartbeat: ReturnType<typeof setInterval> | undefined;

/** Renews this tab's entry while it holds one; stops by itself once it does not. */
function keepAlive() {
  if (heartbeat) return;
  heartbeat = setInterval(() => {
    const lock = readLock();
    if (!lock || lock.tab !== TAB_ID) {
      clearInterval(heartbeat);
      heartbeat = undefined;
      return;
    }
    write({ ...lock, renewedAt: Date.now() });
  }, LOCK_HEARTBEAT_MS);
}

/**
 * Takes the entry for a payment of `lines`; false when another live tab holds one (or a confirmation
 * is pending). localStorage has no compare-and-set: the entry is written, then read back after a
 * moment, and the tab whose entry is still there has it.
 */
export async function acquireLock(lines: PaidLine[]): Promise<boolean> {
  const now = Date.now();
  const current = readLock(now);
  if (current && (current.stage === "confirming" || (current.tab !== TAB_ID && !isStale(current, now)))) return false;
  write({ tab: TAB_ID, stage: "paying", lines, startedAt: now, renewedAt: now });
  await new Promise((resolve) => setTimeout(resolve, 60));
  const after = readLock();
  if (after?.tab !== TAB_ID) return false;
  keepAlive();
  return true;
}

/** The provider took the payment of `orderId`: every tab waits for its outcome. */
export function lockConfirming(orderId: string, lines: PaidLine[]) {
  const now = Date.now();
  const current = readLock(now);
  write({ tab: TAB_ID, stage: "confirming", orderId, lines, startedAt: current?.startedAt ?? now, renewedAt: now });
  keepAlive();
}

/** Takes over a `confirming` entry whose tab is gone; true when this tab now holds it. */
export function adoptStaleLock(orderId: string): boolean {
  const lock = readLock();
  if (!lock || lock.orderId !== orderId) return false;
  if (lock.tab === TAB_ID) return true;
  if (!isStale(lock)) return false;
  write({ ...lock, tab: TAB_ID, renewedAt: Date.now() });
  keepAlive();
  return readLock()?.tab === TAB_ID;
}

/** Drops this tab's entry (another tab's is left alone). */
export function releaseLock() {
  if (readLock()?.tab === TAB_ID) write(null);
}

/** A paid order's statuses (the server's PAID_STATUSES). */
const PAID = ["new", "processing", "dispatched", "delivered"];

/**
 * The order of a `confirming` entry has an outcome: paid, the lines paid for leave the cart
 * (`removeLines`); cancelled, the cart is the buyer's again. Done by one tab only: the one holding
 * the entry, or the one that takes it over from a tab that is gone. Unpaid, nothing changes.
 */
export function settleCheckout(orderId: string, status: string, removeLines: (lines: PaidLine[]) => void) {
  if (!PAID.includes(status) && status !== "cancelled") return;
  if (!adoptStaleLock(orderId)) return;
  const lock = readLock();
  if (lock?.tab !== TAB_ID || lock.orderId !== orderId) return;
  write(null);
  if (PAID.includes(status)) removeLines(lock.lines);
}

/** Whether an order's payment is still to be known (not yet paid, not cancelled). */
export function awaitingOutcome(status: string | undefined): boolean {
  return status === "pending_payment" || status === "payment_failed";
}

export interface CheckoutLockView extends CheckoutLock {
  /** This tab holds it. */
  mine: boolean;
  /** Its tab stopped renewing it (gone). */
  stale: boolean;
}

function view(): CheckoutLockView | null {
  const now = Date.now();
  const lock = readLock(now);
  return lock && { ...lock, mine: lock.tab === TAB_ID, stale: isStale(lock, now) };
}

/** The entry as stored, followed across tabs (and looked at again as entries go stale). */
export function useCheckoutLock(): CheckoutLockView | null {
  const [lock, setLock] = useState<CheckoutLockView | null>(null);
  useEffect(() => {
    const update = () =>
      setLock((previous) => {
        const next = view();
        return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
      });
    update();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECKOUT_LOCK_STORAGE_KEY || event.key === null) update();
    };
    listeners.add(update);
    window.addEventListener("storage", onStorage);
    const timer = setInterval(update, LOCK_HEARTBEAT_MS);
    return () => {
      listeners.delete(update);
      window.removeEventListener("storage", onStorage);
      clearInterval(timer);
    };
  }, []);
  return lock;
}

// A tab that goes away (closed, reloaded) with its payment window open frees the others at once,
// and hands a confirmation it waited for to the next tab that shows it (a crash: by staleness).
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    const lock = readLock();
    if (lock?.tab !== TAB_ID) return;
    write(lock.stage === "paying" ? null : { ...lock, renewedAt: 0 });
  });
}
