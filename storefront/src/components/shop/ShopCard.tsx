// One print of the shop (spec §2 "Shop page", §3 "Shop item"): image, title, the first frame's
// price, up to 3 frame-size badges and '+N' for the rest, 'Share' and 'Add to Cart'. The
// frame choice is a dialog whose code arrives on demand. Its title links to the print's own page
// (/shop/{id}/{slug}), which is also the address 'Share' gives.
import { ShoppingCart } from "lucide-react";
import { printPath } from "@shop/seo";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { useLocalized } from "../../i18n/localized";
import type { ShopCard_ItemFragment } from "../../gql/graphql";
import { deferred, useDeferred } from "../../lib/deferred";
import { Price, SaleBadge } from "./Price";
import { ResponsiveImage } from "../ResponsiveImage";
import { ShareMenu } from "../ShareMenu";

export const frameDialogModule = deferred(() => import("./FrameDialog"));

export const ShopCard_item = graphql(`
  fragment ShopCard_item on PortfolioItem {
    id
    title
    titleTa
    description
    categoryId
    image {
      ...ResponsiveImage_asset
    }
    frames {
      id
      size
      name
      pricePaise
      salePricePaise
    }
    sale {
      name
      percent
      endsAt
    }
    edition {
      size
      remaining
      closed
    }
  }
`);

/** Card widths of the 1/2/3-column grid, for choosing the variant to download. */
export const SHOP_IMAGE_SIZES = "(min-width:1024px) 33vw, (min-width:640px) 50vw, 100vw";
const MAX_BADGES = 3;

/** A limited edition's prints left, or none (issue 45): what the card and the print's page say. */
export function isSoldOut(edition: ShopCard_ItemFragment["edition"]): boolean {
  return !!edition && (edition.closed || edition.remaining <= 0);
}

/** 'Limited edition of 25 · 7 left', or '… · Sold out'; nothing for an open edition. `id` names it for the button it describes. */
export function EditionBadge({ edition, id }: { edition: ShopCard_ItemFragment["edition"]; id?: string }) {
  const t = useT();
  if (!edition) return null;
  const soldOut = isSoldOut(edition);
  return (
    <p
      id={id}
      data-testid="edition"
      className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ${soldOut ? "bg-ink/10 text-ink" : "bg-sand text-forest-900"}`}
    >
      {t(soldOut ? "edition.soldOut" : "edition.left", { size: edition.size, remaining: edition.remaining })}
    </p>
  );
}

export function printAnchor(id: string): string {
  return `print-${id}`;
}

/** `priority`: the page's first card, whose photograph is its largest paint. */
export function ShopCard({ item, priority = false }: { item: ShopCard_ItemFragment; priority?: boolean }) {
  const t = useT();
  const title = useLocalized()(item.title, item.titleTa);
  const [open, setOpen] = useState(false);
  const [dialog, loadDialog] = useDeferred(frameDialogModule);
  const FrameDialog = dialog?.default;
  const addButton = useRef<HTMLButtonElement>(null);

  const anchor = printAnchor(item.id);
  const headingId = `${anchor}-title`;
  const first = item.frames[0];
  const soldOut = isSoldOut(item.edition);
  const editionId = `${anchor}-edition`;
  const shown = item.frames.slice(0, MAX_BADGES);
  const rest = item.frames.length - shown.length;
  // The print's own page: the server draws its Open Graph tags.
  const shareUrl = printPath(item.id, item.title);
  const shareText = `${t("card.shareText", { title: title.text })}${item.description ? `\n${item.description}` : ""}`;

  return (
    <article id={anchor} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5">
      <div className="relative aspect-[4/3] bg-sand">
        <ResponsiveImage
          asset={item.image}
          alt={title.text}
          sizes={SHOP_IMAGE_SIZES}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          fill
        />
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg leading-snug font-semibold text-ink">
          <Link to={shareUrl} className="underline-offset-4 hover:underline" lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        {first ? (
          <p className="mt-1 text-lg font-semibold text-forest tabular-nums" data-testid="price">
            {item.frames.length > 1 && <span className="mr-1 text-sm font-normal text-ink-muted">{t("card.from")}</span>}
            <Price pricePaise={first.pricePaise} salePricePaise={first.salePricePaise} />
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t("card.unavailable")}</p>
        )}
        {first && item.sale && (
          <p className="mt-2">
            <SaleBadge sale={item.sale} />
          </p>
        )}
        {item.edition && (
          <div>
            <EditionBadge edition={item.edition} id={editionId} />
          </div>
        )}

        {shown.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("card.frameSizes")}>
            {shown.map((frame) => (
              <li key={frame.id} className="rounded-full border border-ink/15 px-2.5 py-1 text-xs font-medium text-ink-muted tabular-nums">
                {frame.size}
              </li>
            ))}
            {rest > 0 && (
              <li className="rounded-full bg-kingfisher/15 px-2.5 py-1 text-xs font-semibold text-forest-900">
                +{rest}
                <span className="sr-only">{t("card.moreSizes", { count: rest })}</span>
              </li>
            )}
          </ul>
        )}

        <div className="mt-auto flex gap-3 pt-5">
          <button
            ref={addButton}
            type="button"
            className="btn btn-primary flex-1 whitespace-nowrap"
            aria-haspopup="dialog"
            aria-label={t("card.addToCartLabel", { title: title.text })}
            aria-describedby={soldOut ? editionId : undefined}
            disabled={!first || soldOut}
            onPointerEnter={loadDialog}
            onFocus={loadDialog}
            onClick={() => {
              loadDialog();
              setOpen(true);
            }}
          >
            <ShoppingCart className="size-4" aria-hidden="true" />
            {t("card.addToCart")}
          </button>
          <ShareMenu url={shareUrl} text={shareText} />
        </div>
      </div>

      {FrameDialog && <FrameDialog item={item} open={open} onOpenChange={setOpen} returnFocus={() => addButton.current?.focus()} />}
    </article>
  );
}
