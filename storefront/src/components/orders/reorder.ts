// 'Reorder' (spec §2 "Orders pages"): an order's lines as cart items (spec §3 "Cart item"). A line
// whose print or frame has left the catalogue (null ids) cannot be bought again and is skipped.
// Each line is priced at what was paid for one print, for display only: the server prices the
// cart from the catalogue at checkout and ignores the client's prices.
import type { OrderCard_OrderFragment } from "../../gql/graphql";
import type { Translate } from "../../i18n";
import type { CartItemInput } from "../../lib/cart";

type OrderLine = OrderCard_OrderFragment["items"][number];

export interface Reorder {
  items: CartItemInput[];
  /** Prints added (the sum of the lines' quantities). */
  added: number;
  /** Prints no longer available. */
  unavailable: number;
}

export function reorderItems(lines: readonly OrderLine[]): Reorder {
  const result: Reorder = { items: [], added: 0, unavailable: 0 };
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    if (line.portfolioItemId == null || line.frameId == null) {
      result.unavailable += line.quantity;
      continue;
    }
    result.items.push({
      id: `${line.portfolioItemId}-${line.frameId}`,
      adId: line.portfolioItemId,
      title: line.title,
      image: line.imageUrl ?? "",
      price: Math.round(line.amountPaise / line.quantity) / 100,
      size: line.frameSize,
      frameSize: line.frameName,
      frameId: line.frameId,
      quantity: line.quantity,
    });
    result.added += line.quantity;
  }
  return result;
}

/** The toast after a reorder, in the page's language (`t`), e.g. '2 prints added to your cart; 1 is no longer available'. */
export function reorderMessage({ added, unavailable }: Reorder, t: Translate): string {
  if (added === 0) return t("order.reorderNone", { count: unavailable });
  const message = t("order.reorderAdded", { count: added });
  return unavailable === 0 ? message : t("order.reorderSome", { added: message, count: unavailable });
}
