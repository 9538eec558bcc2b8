// Re-pricing the cart (issue 23, items 4-5): the cart keeps the price of the day a line was added;
// the server charges today's. One query asks today's price of every line; the stored lines take
// it, the buyer is told what changed, and a line whose print or frame size is gone is marked.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { useCart, type CartItem, type LinePrice } from "../../lib/cart";
import { formatPaise } from "../../lib/format";

export const CartPricesQuery = graphql(`
  query CartPrices($lines: [CartPriceInput!]!) {
    cartPrices(lines: $lines) {
      portfolioItemId
      frameId
      available
      unitPricePaise
      listUnitPricePaise
      editionRemaining
    }
  }
`);

const describe = (line: CartItem) => `${line.title} (${line.size}, ${line.frameSize})`;

export function useCartPrices() {
  const t = useT();
  const client = useApolloClient();
  const { cartItems, setPrices } = useCart();
  /** Ids of the lines the server no longer sells. */
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set());
  /** The prints left of each limited edition in the cart, by print id (adId), as the server last said (issue 45). */
  const [editionLeft, setEditionLeft] = useState<ReadonlyMap<string, number>>(() => new Map());
  /** What changed, as the status region says it. */
  const [changes, setChanges] = useState<string[]>([]);
  const latest = useRef(cartItems);
  useEffect(() => {
    latest.current = cartItems;
  }, [cartItems]);

  /** Re-prices the lines as they are now; answers whether some line is no longer available. */
  const reprice = useCallback(async (): Promise<boolean> => {
    const lines = latest.current;
    if (lines.length === 0) return false;
    let answer;
    try {
      const { data } = await client.query({
        query: CartPricesQuery,
        variables: { lines: lines.map((l) => ({ portfolioItemId: String(l.adId), frameId: String(l.frameId) })) },
        fetchPolicy: "no-cache",
      });
      answer = data?.cartPrices;
    } catch {
      return false; // Offline or refused: the cart stays as it was; checkout prices it anyway.
    }
    if (!answer || answer.length !== lines.length) return false;
    const prices = new Map<string, LinePrice>();
    const gone = new Set<string>();
    const left = new Map<string, number>();
    const said: string[] = [];
    answer.forEach((quote, i) => {
      const line = lines[i];
      const id = String(line.id);
      if (quote.editionRemaining != null) left.set(String(line.adId), quote.editionRemaining);
      if (!quote.available || quote.unitPricePaise == null) {
        gone.add(id);
        return;
      }
      const price = quote.unitPricePaise / 100;
      const listPrice = quote.listUnitPricePaise == null ? undefined : quote.listUnitPricePaise / 100;
      if (price !== line.price) said.push(t("cart.priceChanged", { line: describe(line), price: formatPaise(quote.unitPricePaise) }));
      if (price !== line.price || listPrice !== line.listPrice) prices.set(id, listPrice === undefined ? { price } : { price, listPrice });
    });
    if (prices.size) setPrices(prices);
    setUnavailable(gone);
    setEditionLeft(left);
    setChanges((before) => (said.length ? said : before));
    return gone.size > 0 || editionShort(lines, left);
  }, [client, setPrices, t]);

  // Once, when the stored cart has been read (after hydration) and has lines.
  const done = useRef(false);
  const hasLines = cartItems.length > 0;
  useEffect(() => {
    if (done.current || !hasLines) return;
    done.current = true;
    void reprice();
  }, [hasLines, reprice]);

  return { unavailable, editionLeft, changes, reprice };
}

/** The quantity of each print in the cart, over its frame sizes (one edition per print). */
export function quantitiesByPrint(lines: readonly CartItem[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(String(l.adId), (sums.get(String(l.adId)) ?? 0) + l.quantity);
  return sums;
}

/** True when the cart asks more prints of some limited edition than are left of it. */
export function editionShort(lines: readonly CartItem[], left: ReadonlyMap<string, number>): boolean {
  for (const [adId, quantity] of quantitiesByPrint(lines)) if (quantity > (left.get(adId) ?? Infinity)) return true;
  return false;
}
