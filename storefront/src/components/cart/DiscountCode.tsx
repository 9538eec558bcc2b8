// 'Have a discount code?' on the cart (issue 28): the code is priced by the server on the cart's
// lines as they are; the Order Summary then shows 'Discount (CODE)' and the new total, or the
// server's message ('This code has expired', 'Add ₹500.00 more to use this code', …). The code
// travels with the checkout, where the server decides again.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { graphql } from "../../gql";
import { useLocale, useT } from "../../i18n";
import type { CartItem } from "../../lib/cart";
import { apiError, visitorMessage } from "../../lib/errors";

export const DiscountQuoteQuery = graphql(`
  query DiscountQuote($code: String!, $items: [CartLineInput!]!) {
    discountQuote(code: $code, items: $items) {
      code
      subtotalPaise
      discountPaise
      totalPaise
    }
  }
`);

export interface AppliedDiscount {
  code: string;
  discountPaise: number;
  totalPaise: number;
}

const linesOf = (items: readonly CartItem[]) => items.map((l) => ({ portfolioItemId: String(l.adId), frameId: String(l.frameId), quantity: l.quantity }));

/** The code applied to the cart, kept priced as the cart changes; `null` when none (or it no longer applies). */
export function useDiscount(items: readonly CartItem[]) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  const apply = useCallback(
    async (code: string, lines: readonly CartItem[]) => {
      const ask = ++asked.current;
      setBusy(true);
      try {
        const { data } = await client.query({ query: DiscountQuoteQuery, variables: { code, items: linesOf(lines) }, fetchPolicy: "no-cache" });
        if (ask !== asked.current) return;
        const quote = data?.discountQuote;
        if (!quote) throw new Error("No quote");
        setApplied({ code: quote.code, discountPaise: quote.discountPaise, totalPaise: quote.totalPaise });
        setError(null);
      } catch (e) {
        if (ask !== asked.current) return;
        setApplied(null);
        const api = apiError(e);
        setError(api ? visitorMessage(api, locale, t) : t("common.networkError"));
      } finally {
        if (ask === asked.current) setBusy(false);
      }
    },
    [client, t, locale],
  );

  // A changed cart is priced again with the code (an amount it needed may now be short of it).
  const signature = JSON.stringify(linesOf(items));
  const current = useRef(applied);
  useEffect(() => {
    current.current = applied;
  }, [applied]);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    const code = current.current?.code;
    if (code && items.length) void apply(code, items);
  }, [signature, items, apply]);

  const remove = useCallback(() => {
    asked.current++;
    setApplied(null);
    setError(null);
    setBusy(false);
  }, []);

  return { applied, error, busy, apply: (code: string) => apply(code, items), remove };
}

export function DiscountCodeForm({ discount }: { discount: ReturnType<typeof useDiscount> }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState("");
  const { applied, error, busy, apply, remove } = discount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) void apply(typed);
  };

  if (applied) {
    // The code stands out inside the sentence, wherever the language puts it.
    const [before, after] = t("discount.applied", { code: "\u0000" }).split("\u0000");
    return (
      <p className="mt-4 flex items-center justify-between gap-3 text-sm">
        <span>
          {before}
          <strong className="tabular-nums">{applied.code}</strong>
          {after}
        </span>
        <button type="button" className="font-medium text-forest underline underline-offset-2" onClick={remove}>
          {t("cart.remove")}
          <span className="sr-only">{t("discount.removeCode", { code: applied.code })}</span>
        </button>
      </p>
    );
  }

  return (
    <form className="mt-4" onSubmit={submit} noValidate data-replay>
      <label htmlFor={`${id}-code`} className="block text-sm font-medium text-ink">
        {t("discount.label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-code`}
          name="discountCode"
          className="field min-w-0 flex-1 uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-outline shrink-0" disabled={busy || !code.trim()}>
          {t("discount.apply")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-alert">
          {error}
        </p>
      )}
    </form>
  );
}
