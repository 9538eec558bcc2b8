/**
 * How much one cart may hold: the checkout refuses more, and the storefront's cart keeps to the same
 * limits before it asks (the storefront's `@shop/cart` alias). No imports: it runs in both.
 */

/** At most this many of one print in one frame size. */
export const MAX_LINE_QUANTITY = 20;
/** At most this many lines (print and frame size) in one cart. */
export const MAX_CART_LINES = 30;
