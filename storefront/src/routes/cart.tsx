// /cart (spec §2 "Cart page", §4 "Checkout flow"): the cart's lines and Order Summary, then
// the checkout form as the second step. The form keeps its values between the two steps.
import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { CheckoutForm } from "../components/cart/CheckoutForm";
import { DiscountCodeForm, useDiscount } from "../components/cart/DiscountCode";
import { PaymentPending } from "../components/cart/PaymentPending";
import { EMPTY_CHECKOUT, type CheckoutErrors, type CheckoutValues } from "../components/cart/checkout-fields";
import { editionShort, quantitiesByPrint, useCartPrices } from "../components/cart/useCartPrices";
import { PAYING_ELSEWHERE, useCheckout } from "../components/cart/useCheckout";
import { MAX_LINE_QUANTITY } from "@shop/cart";
import { useCart, type CartItem } from "../lib/cart";
import { useCheckoutLock } from "../lib/checkout-lock";
import { formatPaise, formatRupees } from "../lib/format";
import { usePageTitle } from "../lib/page-title";
import { useT } from "../i18n";

/**
 * `gone`: the server no longer sells this print in this frame size (checkout would refuse it).
 * `left`: of a limited edition, the prints left for this line (what is left of the edition less the
 * cart's other lines of the same print), and `editionLeft` what is left of the edition, as the
 * message says it; both undefined for an open edition.
 */
function CartLine({ line, gone, left, editionLeft }: { line: CartItem; gone: boolean; left?: number; editionLeft?: number }) {
  const t = useT();
  const { updateQuantity, removeFromCart } = useCart();
  const removeLabel = t("cart.removeLabel", { title: line.title, size: line.size });
  const goneId = `gone-${String(line.id)}`;
  const shortId = `short-${String(line.id)}`;
  const max = Math.min(MAX_LINE_QUANTITY, left ?? MAX_LINE_QUANTITY);
  const short = left !== undefined && line.quantity > left;
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-sand sm:size-28">
        {line.image && <img src={line.image} alt={line.title} width={112} height={112} className="size-full object-cover" loading="lazy" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold break-words text-ink">{line.title}</h3>
          <dl className="mt-1 space-y-0.5 text-sm text-ink-muted">
            <div>
              <dt className="inline">{t("cart.printSize")}</dt>
              <dd className="inline tabular-nums">{line.size}</dd>
            </div>
            <div>
              <dt className="inline">{t("cart.frame")}</dt>
              <dd className="inline">{line.frameSize}</dd>
            </div>
          </dl>
          {gone ? (
            <p id={goneId} className="mt-1 text-sm font-medium text-alert">
              {t("cart.gone")}
            </p>
          ) : (
            <p className="mt-1 font-semibold text-forest tabular-nums">
              {line.listPrice !== undefined && line.listPrice > line.price && (
                <del className="mr-1.5 font-normal text-ink-muted">
                  <span className="sr-only">{t("price.was")}</span>
                  {formatRupees(line.listPrice)}
                </del>
              )}
              {line.listPrice !== undefined && line.listPrice > line.price && <span className="sr-only">{t("price.now")}</span>}
              {formatRupees(line.price)}
            </p>
          )}
          {!gone && short && (
            <p id={shortId} className="mt-1 text-sm font-medium text-alert" data-testid="edition-short">
              {t("cart.editionShort", { count: Math.max(0, editionLeft ?? left) })}
            </p>
          )}
        </div>
        {gone ? (
          <button type="button" className="btn btn-outline shrink-0" aria-label={removeLabel} aria-describedby={goneId} onClick={() => removeFromCart(line.id)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("cart.remove")}
          </button>
        ) : (
          <div className="flex items-center gap-3 sm:flex-col sm:items-end">
            <div
              className="inline-flex items-center rounded-full border border-ink/15 bg-white"
              role="group"
              aria-label={t("cart.quantityOf", { title: line.title })}
            >
              <button
                type="button"
                className="btn-icon text-ink hover:bg-ink/5"
                aria-label={t("cart.decrease")}
                onClick={() => updateQuantity(line.id, line.quantity - 1)}
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
                {line.quantity}
              </span>
              <button
                type="button"
                className="btn-icon text-ink hover:bg-ink/5 disabled:opacity-40"
                aria-label={t("cart.increase")}
                aria-describedby={short ? shortId : undefined}
                disabled={line.quantity >= max}
                onClick={() => updateQuantity(line.id, Math.min(max, line.quantity + 1))}
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
            <button
              type="button"
              className="btn-icon text-ink-muted hover:bg-alert/10 hover:text-alert"
              aria-label={removeLabel}
              onClick={() => removeFromCart(line.id)}
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export default function CartRoute() {
  const t = useT();
  const { cartItems, cartTotal, cartCount, clearCart } = useCart();
  const [step, setStep] = useState<"cart" | "checkout">("cart");
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const { submit, busy, prepare } = useCheckout(setErrors);
  const { unavailable, editionLeft, changes, reprice } = useCartPrices();
  const discount = useDiscount(cartItems);
  const applied = discount.applied;
  // With a code: the server's figures (what checkout will charge); else the cart's own sum.
  const total = applied ? applied.totalPaise / 100 : cartTotal;
  const goneLines = cartItems.filter((line) => unavailable.has(String(line.id))).length;
  // Limited editions (issue 45): each line may hold what is left of its edition less the cart's other lines of that print.
  const byPrint = quantitiesByPrint(cartItems);
  const leftFor = (line: CartItem) => {
    const left = editionLeft.get(String(line.adId));
    return left === undefined ? undefined : left - (byPrint.get(String(line.adId))! - line.quantity);
  };
  const short = editionShort(cartItems, editionLeft);
  // A payment in progress elsewhere (another tab), or one taken and being confirmed (any tab).
  const lock = useCheckoutLock();
  const confirming = lock?.stage === "confirming" && lock.orderId ? lock.orderId : null;
  const payingElsewhere = lock?.stage === "paying" && !lock.mine && !lock.stale;
  usePageTitle(t(confirming ? "cart.paymentReceived" : step === "checkout" ? "cart.checkout" : "cart.yourCart"));

  const empty = cartItems.length === 0;
  useEffect(() => {
    if (step === "checkout") {
      window.scrollTo({ top: 0, behavior: "instant" });
      prepare();
    }
  }, [step, prepare]);

  if (confirming) return <PaymentPending orderId={confirming} />;

  if (empty && !busy) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="grid size-20 place-items-center rounded-full bg-forest/10 text-forest">
          <ShoppingBag className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold text-forest-800 sm:text-4xl">{t("cart.emptyHeading")}</h1>
        <p className="mt-3 text-ink-muted">{t("cart.emptyText")}</p>
        <Link to="/" className="btn btn-primary mt-8">
          {t("cart.continueShopping")}
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-semibold text-forest-800 sm:text-4xl">{t(step === "checkout" ? "cart.checkout" : "cart.yourCart")}</h1>
      {/* Present before any news, so a screen reader announces what the re-price changed. */}
      <div role="status" className={changes.length ? "mt-4 rounded-xl bg-sand px-4 py-3 text-sm text-ink" : "sr-only"}>
        {changes.map((change) => (
          <p key={change}>{change}</p>
        ))}
      </div>
      {payingElsewhere && (
        <p role="status" className="mt-6 rounded-xl bg-sand px-4 py-3 font-medium text-forest-800">
          {t(PAYING_ELSEWHERE)}
        </p>
      )}
      <div className="mt-8">
        {step === "checkout" ? (
          <CheckoutForm
            values={values}
            onChange={setValues}
            errors={errors}
            onErrors={setErrors}
            total={total}
            discount={applied}
            count={cartCount}
            busy={busy}
            blocked={payingElsewhere}
            onBack={() => setStep("cart")}
            onSubmit={(v) =>
              // A refusal names no line: the re-price finds the lines that are gone and shows them.
              void submit(v, applied?.code ?? null).then(async () => {
                if (await reprice()) setStep("cart");
              })
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="cart-items" className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5 sm:p-6">
              {/* The lines' titles are h3: the section's heading keeps the outline whole. */}
              <h2 id="cart-items" className="sr-only">
                {t("cart.items")}
              </h2>
              <ul className="divide-y divide-ink/10">
                {cartItems.map((line) => (
                  <CartLine
                    key={line.id}
                    line={line}
                    gone={unavailable.has(String(line.id))}
                    left={leftFor(line)}
                    editionLeft={editionLeft.get(String(line.adId))}
                  />
                ))}
              </ul>
            </section>
            <aside aria-labelledby="order-summary" className="h-fit rounded-2xl bg-sand p-6 lg:sticky lg:top-24">
              <h2 id="order-summary" className="text-xl font-semibold text-forest-800">
                {t("cart.summary")}
              </h2>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-ink-muted">{t("cart.subtotal")}</dt>
                  <dd className="tabular-nums" data-testid="subtotal">
                    {formatRupees(cartTotal)}
                  </dd>
                </div>
                {applied && (
                  <div className="flex justify-between text-forest-800">
                    <dt>{t("cart.discount", { code: applied.code })}</dt>
                    <dd className="tabular-nums" data-testid="discount">
                      −{formatPaise(applied.discountPaise)}
                    </dd>
                  </div>
                )}
                <div className="flex justify-between">
                  <dt className="text-ink-muted">{t("cart.shipping")}</dt>
                  <dd>{t("cart.free")}</dd>
                </div>
                <div className="flex justify-between border-t border-ink/10 pt-3 text-base font-semibold">
                  <dt>{t("cart.total")}</dt>
                  <dd className="tabular-nums" data-testid="total">
                    {formatRupees(total)}
                  </dd>
                </div>
              </dl>
              <DiscountCodeForm discount={discount} />
              {goneLines > 0 && (
                <p id="cart-gone" className="mt-4 text-sm font-medium text-alert">
                  {t("cart.removeGone", { count: goneLines })}
                </p>
              )}
              {short && goneLines === 0 && (
                <p id="cart-short" className="mt-4 text-sm font-medium text-alert">
                  {t("cart.editionFix")}
                </p>
              )}
              <button
                type="button"
                className="btn btn-primary mt-6 w-full text-base"
                disabled={goneLines > 0 || short || payingElsewhere}
                aria-describedby={goneLines > 0 ? "cart-gone" : short ? "cart-short" : undefined}
                onClick={() => setStep("checkout")}
              >
                {t("cart.proceed")}
              </button>
              <button type="button" className="btn btn-outline mt-3 w-full" onClick={clearCart}>
                {t("cart.clear")}
              </button>
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}
