// 'Reorder' on a delivered order (spec §2 "Orders pages"): puts the order's prints that are still
// in the catalogue back in the cart and opens the cart.
import { RotateCcw } from "lucide-react";
import { useLocation } from "wouter";
import type { OrderCard_OrderFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { useCart } from "../../lib/cart";
import { toast } from "../../lib/toast";
import { orderHeadingId } from "./OrderCard";
import { reorderItems, reorderMessage } from "./reorder";

export function ReorderButton({ order }: { order: OrderCard_OrderFragment }) {
  const t = useT();
  const { addToCart } = useCart();
  const [, navigate] = useLocation();

  const reorder = () => {
    const result = reorderItems(order.items);
    if (result.items.length === 0) {
      toast.error(reorderMessage(result, t));
      return;
    }
    for (const item of result.items) addToCart(item);
    toast.success(reorderMessage(result, t));
    navigate("/cart");
  };

  return (
    <button type="button" className="btn btn-primary" onClick={reorder} aria-describedby={orderHeadingId(order)}>
      <RotateCcw className="size-4" aria-hidden="true" />
      {t("order.reorder")}
    </button>
  );
}
