// The shopping cart (spec §3 "Cart item", §4 "Cart"): kept in localStorage under `cartItems`,
// loaded at start and saved on each change. Prices are rupees, as the cart items carry them;
// the server recomputes every amount at checkout.
// The server's limits (checkout refuses more): 1 to 20 of one print and frame, 30 lines a cart.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@shop/cart";
import type { Translate } from "../i18n";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, startTransition, type ReactNode } from "react";

export const CART_STORAGE_KEY = "cartItems";
export const BOOKING_GROUP_STORAGE_KEY = "booking_group_id";

export interface CartItem {
  /** The line's own id (generated when the added item has none). */
  id: string | number;
  adId: string | number;
  categoryId: string | number;
  title: string;
  image: string;
  /** Rupees per print, as charged (the sale price during a sale). */
  price: number;
  /** During a sale: the list price, in rupees per print (shown struck through). */
  listPrice?: number;
  /** Print size. */
  size: string;
  frameSize: string;
  frameId: string | number;
  quantity: number;
}

/** A line's price today, in rupees: as charged, and the list price during a sale. */
export interface LinePrice {
  price: number;
  listPrice?: number;
}

/** What a caller adds: `id`, `categoryId` (0) and `quantity` (1) may be left out. */
export type CartItemInput = Omit<CartItem, "id" | "categoryId" | "quantity"> & Partial<Pick<CartItem, "id" | "categoryId" | "quantity">>;

/** What adding did: added (or more of a line), or nothing as the line or the cart is full. */
export type AddOutcome = "added" | "line-full" | "cart-full";

export interface CartContextValue {
  cartItems: CartItem[];
  addToCart: (item: CartItemInput) => AddOutcome;
  removeFromCart: (id: CartItem["id"]) => void;
  updateQuantity: (id: CartItem["id"], quantity: number) => void;
  clearCart: () => void;
  /** Sets today's unit prices (rupees) of lines by their id, as the server answered them. */
  setPrices: (prices: ReadonlyMap<string, LinePrice>) => void;
  /** Takes away what a payment paid for: each line's paid quantity (what was added meanwhile stays). */
  removeLines: (paid: { id: string; quantity: number }[]) => void;
  /** Sum of price × quantity, in rupees. */
  cartTotal: number;
  /** Sum of quantities. */
  cartCount: number;
  getCartTotal: () => number;
  getCartCount: () => number;
}

const CartContext = createContext<CartContextValue | undefined>(undefined);

function sameLine(a: CartItemInput, b: CartItem): boolean {
  return String(a.adId) === String(b.adId) && a.size === b.size && a.frameSize === b.frameSize && String(a.frameId) === String(b.frameId);
}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** A quantity the server accepts (a whole number, 1 to 20), or 0 when there is none. */
export function lineQuantity(value: unknown): number {
  const n = toNumber(value, 0);
  return n >= 1 ? Math.min(MAX_LINE_QUANTITY, Math.floor(n)) : 0;
}

const isId = (v: unknown): v is string | number =>
  (typeof v === "string" && v.length > 0 && v.length <= 64) || (typeof v === "number" && Number.isSafeInteger(v) && v >= 0);
const isText = (v: unknown): v is string => typeof v === "string" && v.length <= 500;

/** One stored line as a CartItem, or null when it is not one (tampered or from an old version). */
function storedLine(x: unknown): CartItem | null {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  const quantity = lineQuantity(o.quantity ?? 1);
  const price = toNumber(o.price, NaN);
  if (!isId(o.adId) || !isId(o.frameId) || !isText(o.title) || !isText(o.size) || !isText(o.frameSize)) return null;
  if (!(price >= 0) || quantity === 0) return null;
  const listPrice = toNumber(o.listPrice, NaN);
  return {
    ...(listPrice > price ? { listPrice } : {}),
    id: isId(o.id) ? o.id : `${o.adId}-${o.frameId}`,
    adId: o.adId,
    categoryId: isId(o.categoryId) ? o.categoryId : 0,
    title: o.title,
    image: typeof o.image === "string" ? o.image : "",
    price,
    size: o.size,
    frameSize: o.frameSize,
    frameId: o.frameId,
    quantity,
  };
}

/** Reads the stored cart, dropping anything that is not a usable line: lines of one print and
 * frame are merged, each line has its own id, and there are at most 30. */
export function readStoredCart(storage: Storage | undefined = globalThis.localStorage): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const lines: CartItem[] = [];
    const ids = new Set<string>();
    for (const x of parsed) {
      const line = storedLine(x);
      if (!line) continue;
      const same = lines.findIndex((l) => sameLine(line, l));
      if (same >= 0) {
        lines[same] = { ...lines[same], quantity: Math.min(MAX_LINE_QUANTITY, lines[same].quantity + line.quantity) };
        continue;
      }
      if (lines.length >= MAX_CART_LINES) continue;
      let id = String(line.id);
      for (let n = 2; ids.has(id); n++) id = `${line.id}~${n}`;
      ids.add(id);
      lines.push(id === String(line.id) ? line : { ...line, id });
    }
    return lines;
  } catch {
    return [];
  }
}

let lineSeq = 0;
function newLineId(): string {
  lineSeq += 1;
  return `${Date.now().toString(36)}-${lineSeq}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Any change of the cart invalidates the booking group made for the previous checkout. */
function discardBookingGroup() {
  try {
    localStorage.removeItem(BOOKING_GROUP_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): nothing to discard */
  }
}

/** What adding the item to these lines would do (the server's limits: 20 a line, 30 lines). */
export function addOutcome(items: CartItem[], item: CartItemInput): AddOutcome {
  const line = items.find((l) => sameLine(item, l));
  if (line) return line.quantity >= MAX_LINE_QUANTITY ? "line-full" : "added";
  return items.length >= MAX_CART_LINES ? "cart-full" : "added";
}

/** What to tell the buyer, in the page's language (`t`), when adding did nothing; null when it was added. */
export function addRefusal(outcome: AddOutcome, t: Translate): string | null {
  if (outcome === "line-full") return t("cart.lineFull", { max: MAX_LINE_QUANTITY });
  if (outcome === "cart-full") return t("cart.cartFull", { max: MAX_CART_LINES });
  return null;
}

export function addLine(items: CartItem[], item: CartItemInput): CartItem[] {
  const quantity = lineQuantity(item.quantity ?? 1);
  if (quantity === 0) return items;
  const index = items.findIndex((line) => sameLine(item, line));
  if (index >= 0) return items.map((line, i) => (i === index ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) } : line));
  if (items.length >= MAX_CART_LINES) return items;
  let id = item.id ?? newLineId();
  if (items.some((line) => String(line.id) === String(id))) id = newLineId();
  return [...items, { ...item, id, categoryId: item.categoryId ?? 0, quantity }];
}

/** The lines less what was paid for, by line id: a line added, or a quantity raised, since the payment stays. */
export function removePaidLines(items: CartItem[], paid: { id: string; quantity: number }[]): CartItem[] {
  const paidById = new Map(paid.map((line) => [line.id, line.quantity]));
  return items.map((line) => ({ ...line, quantity: line.quantity - (paidById.get(String(line.id)) ?? 0) })).filter((line) => line.quantity > 0);
}

export function cartTotalOf(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCountOf(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * `hydrating`: the page was drawn by the server, which knows no cart; the stored cart is read after
 * hydration so the first browser render matches the server's markup. Otherwise it is read at once.
 */
export function CartProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  // null until the stored cart has been read.
  const [stored, setCartItems] = useState<CartItem[] | null>(() => (hydrating ? null : readStoredCart()));
  useEffect(() => {
    // A transition: the page's own part may still be hydrating, and an urgent change to the cart
    // above it would make React hydrate all of it at once, in one long task.
    if (stored === null) startTransition(() => setCartItems(readStoredCart()));
  }, [stored]);
  const cartItems = useMemo(() => stored ?? [], [stored]);

  // Saved on each change (never before the stored cart has been read).
  useEffect(() => {
    if (stored === null) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      /* quota or private mode: the cart still works for this visit */
    }
  }, [stored]);

  // Keep several open tabs in step.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setCartItems(readStoredCart());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // The lines as last drawn, for what adding would do (the update itself applies the same limits).
  const latest = useRef(cartItems);
  useEffect(() => {
    latest.current = cartItems;
  }, [cartItems]);

  const addToCart = useCallback((item: CartItemInput): AddOutcome => {
    const outcome = addOutcome(latest.current, item);
    if (outcome !== "added") return outcome;
    discardBookingGroup();
    setCartItems((items) => addLine(items ?? readStoredCart(), item));
    return outcome;
  }, []);

  const removeFromCart = useCallback((id: CartItem["id"]) => {
    discardBookingGroup();
    setCartItems((items) => (items ?? readStoredCart()).filter((line) => String(line.id) !== String(id)));
  }, []);

  const updateQuantity = useCallback((id: CartItem["id"], quantity: number) => {
    discardBookingGroup();
    if (Number.isNaN(quantity)) return;
    const n = quantity < 1 ? 0 : lineQuantity(quantity);
    setCartItems((current) => {
      const items = current ?? readStoredCart();
      return n === 0
        ? items.filter((line) => String(line.id) !== String(id))
        : items.map((line) => (String(line.id) === String(id) ? { ...line, quantity: n } : line));
    });
  }, []);

  const clearCart = useCallback(() => {
    discardBookingGroup();
    setCartItems([]);
  }, []);

  const setPrices = useCallback((prices: ReadonlyMap<string, LinePrice>) => {
    setCartItems((current) => {
      const items = current ?? readStoredCart();
      let changed = false;
      const next = items.map((line) => {
        const given = prices.get(String(line.id));
        if (given === undefined || (given.price === line.price && given.listPrice === line.listPrice)) return line;
        changed = true;
        const { listPrice: _was, ...rest } = line;
        return given.listPrice === undefined ? { ...rest, price: given.price } : { ...rest, price: given.price, listPrice: given.listPrice };
      });
      return changed ? next : items;
    });
  }, []);

  const removeLines = useCallback((paid: { id: string; quantity: number }[]) => {
    discardBookingGroup();
    // The stored cart is the latest (another tab may have changed it a moment ago).
    setCartItems(() => removePaidLines(readStoredCart(), paid));
  }, []);

  const value = useMemo<CartContextValue>(() => {
    const cartTotal = cartTotalOf(cartItems);
    const cartCount = cartCountOf(cartItems);
    return {
      cartItems,
      addToCart,
      removeFromCart,
      updateQuantity,
      clearCart,
      setPrices,
      removeLines,
      cartTotal,
      cartCount,
      getCartTotal: () => cartTotal,
      getCartCount: () => cartCount,
    };
  }, [cartItems, addToCart, removeFromCart, updateQuantity, clearCart, setPrices, removeLines]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (value === undefined) throw new Error("useCart must be used within a CartProvider");
  return value;
}
