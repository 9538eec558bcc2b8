// The cart button of the navigation (spec §2): the text CART, the total in rupees with two
// decimals, and a red badge with the item count when there is anything in the cart.
import { ShoppingBag } from "lucide-react";
import { Link } from "wouter";
import { useT } from "../../i18n";
import { useCart } from "../../lib/cart";
import { formatRupees } from "../../lib/format";

function CountBadge({ count, className = "" }: { count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-count"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-alert px-1.5 text-xs leading-none font-bold text-white tabular-nums ${className}`}
    >
      {count}
      <span className="sr-only">{t("nav.cartItems", { count })}</span>
    </span>
  );
}

type Variant = "bar" | "compact" | "sheet";

export function CartButton({ variant = "bar", onNavigate }: { variant?: Variant; onNavigate?: () => void }) {
  const t = useT();
  const { cartTotal, cartCount } = useCart();
  const total = formatRupees(cartTotal);

  if (variant === "compact") {
    // Phone top bar: icon only, the words stay for screen readers.
    return (
      <Link to="/cart" className="btn-icon relative text-forest hover:bg-forest/10" onClick={onNavigate}>
        <ShoppingBag className="size-6" aria-hidden="true" />
        <span className="sr-only">
          {t("nav.cart")} <span data-testid="cart-total">{total}</span>
        </span>
        <CountBadge count={cartCount} className="absolute -top-0.5 -right-0.5" />
      </Link>
    );
  }

  if (variant === "sheet") {
    return (
      <Link to="/cart" className="btn btn-primary w-full justify-between px-5 text-base" onClick={onNavigate}>
        <span className="inline-flex items-center gap-2">
          <ShoppingBag className="size-5" aria-hidden="true" />
          {t("nav.cart")}
          <CountBadge count={cartCount} />
        </span>
        <span className="tabular-nums" data-testid="cart-total">
          {total}
        </span>
      </Link>
    );
  }

  return (
    <Link to="/cart" className="btn relative border border-forest/30 px-4 text-forest hover:border-forest hover:bg-forest/5" onClick={onNavigate}>
      <ShoppingBag className="size-5" aria-hidden="true" />
      <span className="tracking-wide">{t("nav.cart")}</span>
      <span className="font-medium text-ink tabular-nums" data-testid="cart-total">
        {total}
      </span>
      <CountBadge count={cartCount} className="absolute -top-1.5 -right-1.5 shadow" />
    </Link>
  );
}
