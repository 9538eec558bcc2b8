// /gallery/{id}/{slug} (issue 25): a gallery group's own page, drawn by the server with its data:
// its photographs large (each opens the lightbox), the description, locations, category, 'Show
// Interest' and 'Share' (the gallery card's dialogs). The id alone or a wrong slug answers 301 to the
// right address; an unknown id is a 404.
import { useQuery } from "@apollo/client/react";
import { galleryPath } from "@shop/seo";
import { Heart, MapPin, Tag } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation, useParams } from "wouter";
import { interestDialogModule, lightboxModule, shareTextOf } from "../components/gallery/GalleryCard";
import { Breadcrumb } from "../components/layout/Breadcrumb";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { ShareMenu, shareMenuContent } from "../components/ShareMenu";
import { graphql } from "../gql";
import { Localized, useLocalized } from "../i18n/localized";
import { useT } from "../i18n";
import { prefetchWhenIdle, useDeferred } from "../lib/deferred";
import { positiveId } from "../lib/ids";
import { useNotFoundStatus, usePageTitle, useStructuredData } from "../lib/page-title";
import { Unavailable } from "../lib/unavailable";
import { Redirect } from "../lib/redirect";
import { shareImage } from "../lib/share-image";

const GalleryGroupQuery = graphql(`
  query GalleryGroupPage($id: ID!) {
    galleryItem(id: $id) {
      id
      createdAt
      ...GalleryCard_item
      images {
        id
        title
      }
    }
  }
`);

function Shell({ children }: { children: ReactNode }) {
  return <div className="theme-dark min-h-[60vh] bg-night text-white">{children}</div>;
}

function Message({ children, role }: { children: string; role?: "status" | "alert" }) {
  const t = useT();
  return (
    <Shell>
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p role={role} className="text-lg text-white/70">
          {children}
        </p>
        <Link to="/gallery" className="btn btn-outline mt-6">
          {t("gallery.back")}
        </Link>
      </div>
    </Shell>
  );
}

function NoGroup() {
  const t = useT();
  useNotFoundStatus();
  return (
    <Shell>
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-semibold">{t("gallery.notFound")}</h1>
        <p className="mt-4 text-white/70">{t("gallery.notFoundText")}</p>
        <Link to="/gallery" className="btn btn-primary mt-8">
          {t("gallery.back")}
        </Link>
      </div>
    </Shell>
  );
}

export default function GalleryGroupRoute() {
  const t = useT();
  const { id: rawId } = useParams();
  const [pathname] = useLocation();
  const id = positiveId(rawId);
  const { data, loading, error } = useQuery(GalleryGroupQuery, { variables: { id: id ?? "" }, skip: !id });
  const item = id ? data?.galleryItem : undefined;
  const images = item ? [...item.images].sort((a, b) => a.position - b.position) : [];
  const pick = useLocalized();
  // The owner's words in the page's language (the Tamil where there is one), the address from the English title.
  const title = pick(item?.title ?? "", item?.titleTa);
  const description = pick(item?.description ?? "", item?.descriptionTa);
  const places = item?.locations.map((l) => pick(l.name, l.nameTa).text).join(", ");
  usePageTitle(
    item ? title.text : t("gallery.title"),
    item
      ? {
          description: description.text || t("gallery.metaDescription", { hasPlaces: places ? "yes" : "no", places: places ?? "", title: title.text }),
          image: shareImage(images[0]?.image),
        }
      : undefined,
  );

  useStructuredData(() => {
    if (!item) return null;
    const path = galleryPath(item.id, item.title);
    return {
      kind: "gallery",
      group: { title: title.text, description: description.text, createdAt: item.createdAt, path, images },
      crumbs: [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.gallery"), path: "/gallery" },
        { name: title.text, path },
      ],
    };
  });

  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [interestOpen, setInterestOpen] = useState(false);
  const [lightbox, loadLightbox] = useDeferred(lightboxModule);
  const [interestDialog, loadInterestDialog] = useDeferred(interestDialogModule);
  const Lightbox = lightbox?.default;
  const InterestDialog = interestDialog?.default;
  const lightboxOpener = useRef<HTMLElement | null>(null);
  const interestButton = useRef<HTMLButtonElement>(null);
  const hasItem = !!item;
  useEffect(() => (hasItem ? prefetchWhenIdle(lightboxModule, interestDialogModule, shareMenuContent) : undefined), [hasItem]);

  if (!id) return <NoGroup />;
  if (loading && !data) return <Message role="status">{t("gallery.loadingGroup")}</Message>;
  if (error && !data)
    return (
      <Unavailable>
        <Message role="alert">{t("gallery.loadFailedGroup")}</Message>
      </Unavailable>
    );
  if (!item) return <NoGroup />;
  const own = galleryPath(item.id, item.title);
  if (pathname !== own) return <Redirect to={own} />;

  const openLightbox = (i: number, event: MouseEvent<HTMLElement>) => {
    lightboxOpener.current = event.currentTarget;
    loadLightbox();
    setLightboxIndex(i);
  };

  return (
    <Shell>
      <article className="mx-auto max-w-5xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
        <Breadcrumb dark trail={[{ name: t("nav.home"), to: "/" }, { name: t("nav.gallery"), to: "/gallery" }, { name: title.text }]} />
        <h1 className="mt-4 text-3xl leading-tight font-semibold sm:text-5xl" lang={title.lang}>
          {title.text}
        </h1>
        {(item.locations.length > 0 || item.category) && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {item.locations.map((location) => (
              <li key={location.id} className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-sm font-medium text-white/80">
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">{t("gallery.locationLabel")}</span>
                <Localized en={location.name} ta={location.nameTa} />
              </li>
            ))}
            {item.category && (
              <li className="inline-flex items-center gap-1 rounded-full bg-kingfisher/15 px-3 py-1 text-sm font-semibold text-kingfisher-300">
                <Tag className="size-4" aria-hidden="true" />
                <span className="sr-only">{t("gallery.categoryLabel")}</span>
                <Localized en={item.category.displayName} ta={item.category.nameTa} />
              </li>
            )}
          </ul>
        )}
        {description.text && (
          <p className="mt-5 max-w-3xl leading-relaxed whitespace-pre-line text-white/80" lang={description.lang}>
            {description.text}
          </p>
        )}

        <div className="mt-6 flex flex-wrap gap-3">
          <button
            ref={interestButton}
            type="button"
            className="btn btn-primary"
            aria-haspopup="dialog"
            onPointerEnter={loadInterestDialog}
            onFocus={loadInterestDialog}
            onClick={() => {
              loadInterestDialog();
              setInterestOpen(true);
            }}
          >
            <Heart className="size-4" aria-hidden="true" />
            {t("gallery.showInterest")}
          </button>
          <ShareMenu url={own} text={shareTextOf(item, t)} />
        </div>

        <section aria-label={t("gallery.photographs")} className="mt-8 space-y-6">
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              onClick={(event) => openLightbox(i, event)}
              aria-haspopup="dialog"
              className="block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-black/40"
            >
              <ResponsiveImage
                asset={img.image}
                alt={images.length > 1 ? t("gallery.imageOf", { title: item.title, n: i + 1, count: images.length }) : item.title}
                sizes="(min-width:1024px) 960px, 100vw"
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
              />
              <span className="sr-only">{t("gallery.openImage")}</span>
            </button>
          ))}
        </section>
      </article>

      {Lightbox && (
        <Lightbox
          title={item.title}
          images={images}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
          returnFocus={() => lightboxOpener.current?.focus()}
        />
      )}
      {InterestDialog && (
        <InterestDialog
          itemId={item.id}
          title={item.title}
          open={interestOpen}
          onOpenChange={setInterestOpen}
          returnFocus={() => interestButton.current?.focus()}
        />
      )}
    </Shell>
  );
}
