// /shop/{id}/{slug} (issue 25): a print's own page, drawn by the server with its data. The photograph
// large (the pipeline's srcset), the description, every frame size with its price and outer size,
// 'Add to Cart' (the shop's frame dialog), 'View on a wall' and 'Share'. The id alone or a wrong slug
// answers 301 to the right address; an unknown id is a 404.
import { useQuery } from "@apollo/client/react";
import { printPath } from "@shop/seo";
import { ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Breadcrumb } from "../components/layout/Breadcrumb";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { ShareMenu, shareMenuContent } from "../components/ShareMenu";
import { EditionBadge, frameDialogModule, isSoldOut } from "../components/shop/ShopCard";
import { graphql } from "../gql";
import { prefetchWhenIdle, useDeferred } from "../lib/deferred";
import { formatPaise } from "../lib/format";
import { chargedPaise, Price, SaleBadge } from "../components/shop/Price";
import { positiveId } from "../lib/ids";
import { useT } from "../i18n";
import { useLocalized } from "../i18n/localized";
import { useNotFoundStatus, usePageTitle, useStructuredData } from "../lib/page-title";
import { Unavailable } from "../lib/unavailable";
import { Redirect } from "../lib/redirect";
import { shareImage } from "../lib/share-image";

const PrintPageQuery = graphql(`
  query PrintPage($id: ID!) {
    shopItem(id: $id) {
      ...ShopCard_item
      description
      descriptionTa
      category {
        id
        name
        nameTa
      }
      image {
        ...ResponsiveImage_asset
      }
      frames {
        id
        size
        name
        pricePaise
        widthCm
        heightCm
      }
    }
  }
`);

function Message({ children, role }: { children: string; role?: "status" | "alert" }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p role={role} className="text-lg text-ink-muted">
        {children}
      </p>
      <Link to="/shop" className="btn btn-outline mt-6">
        {t("print.backToShop")}
      </Link>
    </div>
  );
}

function NoPrint() {
  const t = useT();
  useNotFoundStatus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-semibold text-ink">{t("print.notFound")}</h1>
      <p className="mt-4 text-ink-muted">{t("print.notFoundText")}</p>
      <Link to="/shop" className="btn btn-primary mt-8">
        {t("print.backToShop")}
      </Link>
    </div>
  );
}

const outerSize = (f: { widthCm?: number | null; heightCm?: number | null }) => (f.widthCm && f.heightCm ? `${f.widthCm} × ${f.heightCm} cm` : "—");

export default function PrintRoute() {
  const t = useT();
  const { id: rawId } = useParams();
  const [pathname] = useLocation();
  const id = positiveId(rawId);
  const { data, loading, error } = useQuery(PrintPageQuery, { variables: { id: id ?? "" }, skip: !id });
  const print = id ? data?.shopItem : undefined;
  const first = print?.frames[0];
  const pick = useLocalized();
  // The owner's words in the page's language (the Tamil where there is one), the address from the English title.
  const title = pick(print?.title ?? "", print?.titleTa);
  const description = pick(print?.description ?? "", print?.descriptionTa);
  usePageTitle(
    print ? t("print.pageTitle", { title: title.text }) : t("nav.shop"),
    print
      ? {
          description:
            description.text ||
            t("print.metaDescription", { title: title.text, hasPrice: first ? "yes" : "no", price: first ? formatPaise(chargedPaise(first)) : "" }),
          image: shareImage(print.image),
        }
      : undefined,
  );

  useStructuredData(() => {
    if (!print) return null;
    const path = printPath(print.id, print.title);
    return {
      kind: "product",
      print: {
        id: print.id,
        title: title.text,
        description: description.text,
        path,
        image: print.image,
        frames: print.frames,
        saleEndsAt: print.sale?.endsAt ?? null,
        edition: print.edition ? { remaining: print.edition.remaining } : null,
      },
      crumbs: [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.shop"), path: "/shop" },
        { name: title.text, path },
      ],
    };
  });

  const [open, setOpen] = useState(false);
  const [wall, setWall] = useState(false);
  const [dialog, loadDialog] = useDeferred(frameDialogModule);
  const FrameDialog = dialog?.default;
  const addButton = useRef<HTMLButtonElement>(null);
  const hasPrint = !!print;
  useEffect(() => (hasPrint ? prefetchWhenIdle(frameDialogModule, shareMenuContent) : undefined), [hasPrint]);

  if (!id) return <NoPrint />;
  if (loading && !data) return <Message role="status">{t("print.loading")}</Message>;
  if (error && !data)
    return (
      <Unavailable>
        <Message role="alert">{t("print.loadFailed")}</Message>
      </Unavailable>
    );
  if (!print) return <NoPrint />;
  const own = printPath(print.id, print.title);
  if (pathname !== own) return <Redirect to={own} />;

  const soldOut = isSoldOut(print.edition);
  const shareText = `${t("card.shareText", { title: title.text })}${description.text ? `\n${description.text}` : ""}`;

  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ name: t("nav.home"), to: "/" }, { name: t("nav.shop"), to: "/shop" }, { name: title.text }]} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <ResponsiveImage
          asset={print.image}
          alt={title.text}
          sizes="(min-width:1280px) 700px, (min-width:1024px) 56vw, 100vw"
          loading="eager"
          fetchPriority="high"
          className="self-start rounded-2xl bg-sand shadow-card"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">
            {t("print.eyebrow", { category: pick(print.category.name, print.category.nameTa).text })}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-semibold text-forest-800 sm:text-5xl" lang={title.lang}>
            {title.text}
          </h1>
          {first ? (
            <p className="mt-3 text-2xl font-semibold text-forest tabular-nums">
              {print.frames.length > 1 && <span className="mr-1 text-base font-normal text-ink-muted">{t("card.from")}</span>}
              <Price pricePaise={first.pricePaise} salePricePaise={first.salePricePaise} />
            </p>
          ) : (
            <p className="mt-3 text-ink-muted">{t("card.unavailable")}</p>
          )}
          {first && print.sale && (
            <p className="mt-2">
              <SaleBadge sale={print.sale} />
            </p>
          )}
          {print.edition && (
            <div>
              <EditionBadge edition={print.edition} id="print-edition" />
            </div>
          )}
          {description.text && (
            <p className="mt-5 leading-relaxed whitespace-pre-line text-ink" lang={description.lang}>
              {description.text}
            </p>
          )}

          {print.frames.length > 0 && (
            <section aria-labelledby="frames-heading" className="mt-8">
              <h2 id="frames-heading" className="text-lg font-semibold text-ink">
                {t("print.frameSizes")}
              </h2>
              <table className="mt-3 w-full text-left text-sm">
                <thead className="border-b border-ink/15 text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("print.printSize")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t("print.outerSize")}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("print.price")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {print.frames.map((f) => (
                    <tr key={f.id} className="border-b border-ink/10">
                      <th scope="row" className="py-3 pr-3 font-normal">
                        <span className="font-semibold tabular-nums">{f.size}</span> <span className="block text-ink-muted">{f.name}</span>
                      </th>
                      <td className="py-3 pr-3 tabular-nums">{outerSize(f)}</td>
                      <td className="py-3 text-right font-semibold tabular-nums">
                        <Price pricePaise={f.pricePaise} salePricePaise={f.salePricePaise} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-3 text-sm text-ink-muted">{t("print.outerNote")}</p>
            </section>
          )}

          <div className="mt-8 flex flex-wrap gap-3">
            <button
              ref={addButton}
              type="button"
              className="btn btn-primary flex-1 whitespace-nowrap"
              aria-haspopup="dialog"
              aria-describedby={soldOut ? "print-edition" : undefined}
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
            {first && (
              <button
                type="button"
                className="btn btn-outline"
                aria-haspopup="dialog"
                onPointerEnter={loadDialog}
                onFocus={loadDialog}
                onClick={() => {
                  loadDialog();
                  setWall(true);
                }}
              >
                {t("print.viewOnWall")}
              </button>
            )}
            <ShareMenu url={own} text={shareText} />
          </div>
        </div>
      </div>
      {FrameDialog && (
        <FrameDialog item={print} open={open} onOpenChange={setOpen} returnFocus={() => addButton.current?.focus()} wall={wall} onWallChange={setWall} />
      )}
    </article>
  );
}
