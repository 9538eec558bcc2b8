// The shopping cart (spec §3 "Cart item", §4 "Cart"): kept in localStorage under `cartItems`,
// loaded at start and saved on each change. Prices are rupees, as the cart items carry them;
// the server recomputes every amount at checkout.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, startTransition, type ReactNode } from "react";

export const CART_STORAGE_KEY = "cartItems";
export const BOOKING_GROUP_STORAGE_KEY = "booking_group_id";

export interface CartItem {
  /** The line's own id (generated when the added item has none). */
  id: string | number;
  adId: string | number;
  categoryId: string | number;
  title: string;
  image: string;
  /** Rupees per print. */
  price: number;
  /** Print size. */
  size: string;
  frameSize: string;
  frameId: string | number;
  quantity: number;
}

/** What a caller adds: `id`, `categoryId` (0) and `quantity` (1) may be left out. */
export type CartItemInput = Omit<CartItem, "id" | "categoryId" | "quantity"> & Partial<Pick<CartItem, "id" | "categoryId" | "quantity">>;

export interface CartContextValue {
  cartItems: CartItem[];
  addToCart: (item: CartItemInput) => void;
  removeFromCart: (id: CartItem["id"]) => void;
  updateQuantity: (id: CartItem["id"], quantity: number) => void;
  clearCart: () => void;
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
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the stored cart, dropping anything that is not a usable line. */
export function readStoredCart(storage: Storage | undefined = globalThis.localStorage): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null && "adId" in x)
      .map((x) => ({
        ...(x as unknown as CartItem),
        categoryId: (x.categoryId as CartItem["categoryId"] | undefined) ?? 0,
        price: toNumber(x.price, 0),
        quantity: toNumber(x.quantity, 1),
      }))
      .filter((x) => x.quantity > 0);
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

export function addLine(items: CartItem[], item: CartItemInput): CartItem[] {
  const quantity = item.quantity ?? 1;
  const index = items.findIndex((line) => sameLine(item, line));
  if (index >= 0) {
    const next = items.map((line, i) => (i === index ? { ...line, quantity: line.quantity + quantity } : line));
    return next.filter((line) => line.quantity > 0);
  }
  if (quantity <= 0) return items;
  return [...items, { ...item, id: item.id ?? newLineId(), categoryId: item.categoryId ?? 0, quantity }];
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

  const addToCart = useCallback((item: CartItemInput) => {
    discardBookingGroup();
    setCartItems((items) => addLine(items ?? readStoredCart(), item));
  }, []);

  const removeFromCart = useCallback((id: CartItem["id"]) => {
    discardBookingGroup();
    setCartItems((items) => (items ?? readStoredCart()).filter((line) => String(line.id) !== String(id)));
  }, []);

  const updateQuantity = useCallback((id: CartItem["id"], quantity: number) => {
    discardBookingGroup();
    setCartItems((current) => {
      const items = current ?? readStoredCart();
      return quantity <= 0
        ? items.filter((line) => String(line.id) !== String(id))
        : items.map((line) => (String(line.id) === String(id) ? { ...line, quantity } : line));
    });
  }, []);

  const clearCart = useCallback(() => {
    discardBookingGroup();
    setCartItems([]);
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
      removeLines,
      cartTotal,
      cartCount,
      getCartTotal: () => cartTotal,
      getCartCount: () => cartCount,
    };
  }, [cartItems, addToCart, removeFromCart, updateQuantity, clearCart, removeLines]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (value === undefined) throw new Error("useCart must be used within a CartProvider");
  return value;
}
