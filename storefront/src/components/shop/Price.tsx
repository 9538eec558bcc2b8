// A price as the buyer reads it (issue 28): the list price, or during a sale the list price struck
// through and the sale price, each said in words to a screen reader ("was", "now").
import { useT } from "../../i18n";
import { formatPaise } from "../../lib/format";

/** What checkout charges for a frame: its sale price while a sale runs, else its price. */
export const chargedPaise = (frame: { pricePaise: number; salePricePaise?: number | null }) => frame.salePricePaise ?? frame.pricePaise;

export function Price({ pricePaise, salePricePaise }: { pricePaise: number; salePricePaise?: number | null }) {
  const t = useT();
  if (salePricePaise == null) return <>{formatPaise(pricePaise)}</>;
  return (
    <>
      <del className="mr-1.5 font-normal text-ink-muted">
        <span className="sr-only">{t("price.was")}</span>
        {formatPaise(pricePaise)}
      </del>
      <span>
        <span className="sr-only">{t("price.now")}</span>
        {formatPaise(salePricePaise)}
      </span>
    </>
  );
}

/** The running sale's name and percentage, beside a price. */
export function SaleBadge({ sale }: { sale: { name: string; percent: number } | null | undefined }) {
  const t = useT();
  if (!sale) return null;
  return (
    <span className="inline-block rounded-full bg-kingfisher/15 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
      {t("price.saleBadge", { name: sale.name, percent: sale.percent })}
    </span>
  );
}
