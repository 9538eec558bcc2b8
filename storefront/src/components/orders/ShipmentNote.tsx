// Once an order is dispatched its buyer sees who carries it and the tracking id to follow it by.
import { Truck } from "lucide-react";
import { useT } from "../../i18n";

export function ShipmentNote({ courierName, trackingId }: { courierName?: string | null; trackingId?: string | null }) {
  const t = useT();
  if (!trackingId) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-blue-50 px-3 py-2 text-sm text-blue-950" data-testid="shipment">
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {t("ack.shippedWith")} <strong>{courierName}</strong>
      </span>
      <span>
        · {t("order.trackingId")} <strong className="tabular-nums">{trackingId}</strong>
      </span>
    </p>
  );
}
