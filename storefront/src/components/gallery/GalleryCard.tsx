// One gallery item (spec §2 "Gallery page", §3 "Gallery item"): its image or a looping
// carousel, an 'N images' badge, title, description, location and category badges, and the
// 'Show Interest' and 'Share' actions. Its title links to the group's own page (/gallery/{id}/{slug}),
// the address 'Share' gives.
// The fragment also asks for what the card's lightbox shows (exifSummary): the server's depth
// limit counts every fragment spread, so the lightbox has no fragment of its own.
import { Heart, ImageOff, Images, MapPin, Tag } from "lucide-react";
import { galleryPath } from "@shop/seo";
import { useCallback, useRef, useState, type MouseEvent } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { Localized, useLocalized } from "../../i18n/localized";
import { useT, type Translate } from "../../i18n";
import type { GalleryCard_ItemFragment } from "../../gql/graphql";
import { deferred, useDeferred } from "../../lib/deferred";
import { ResponsiveImage } from "../ResponsiveImage";
import { ShareMenu } from "../ShareMenu";
import { ImageCarousel } from "./ImageCarousel";

// Dialogs arrive on demand; the gallery page prefetches them when idle.
export const lightboxModule = deferred(() => import("./Lightbox"));
export const interestDialogModule = deferred(() => import("./InterestDialog"));

export const GalleryCard_item = graphql(`
  fragment GalleryCard_item on GalleryItem {
    id
    title
    titleTa
    description
    descriptionTa
    category {
      id
      name
      nameTa
      displayName
    }
    locations {
      id
      name
      nameTa
    }
    images {
      id
      position
      image {
        id
        exifSummary
        ...ResponsiveImage_asset
      }
    }
  }
`);

/** Card widths of the 1/2/3-column grid, for choosing the variant to download. */
export const CARD_IMAGE_SIZES = "(min-width:1024px) 33vw, (min-width:640px) 50vw, 100vw";

export function galleryItemAnchor(id: string): string {
  return `item-${id}`;
}

/** What 'Share' says of a group, in the page's language (`t`). */
export function shareTextOf(item: Pick<GalleryCard_ItemFragment, "title" | "description">, t: Translate): string {
  const preset = t("card.shareText", { title: item.title });
  return item.description ? `${preset}\n${item.description}` : preset;
}

/** `priority`: the page's first card, whose photograph is its largest paint. */
export function GalleryCard({ item, priority = false }: { item: GalleryCard_ItemFragment; priority?: boolean }) {
  const t = useT();
  const images = [...item.images].sort((a, b) => a.position - b.position);
  const title = useLocalized()(item.title, item.titleTa);
  const [slide, setSlide] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [interestOpen, setInterestOpen] = useState(false);
  const [lightbox, loadLightbox] = useDeferred(lightboxModule);
  const [interestDialog, loadInterestDialog] = useDeferred(interestDialogModule);
  const Lightbox = lightbox?.default;
  const InterestDialog = interestDialog?.default;
  const lightboxOpener = useRef<HTMLElement | null>(null);
  const interestButton = useRef<HTMLButtonElement>(null);
  const onIndexChange = useCallback((i: number) => setSlide(i), []);

  const openLightbox = (i: number, event: MouseEvent<HTMLElement>) => {
    lightboxOpener.current = event.currentTarget;
    loadLightbox();
    setLightboxIndex(i);
  };
  const closeLightbox = () => {
    // Leave the card's carousel on the image the visitor ended on.
    if (lightboxIndex !== null) setSlide(lightboxIndex);
    setLightboxIndex(null);
  };

  const anchor = galleryItemAnchor(item.id);
  // The group's own page: the server draws its Open Graph tags.
  const shareUrl = galleryPath(item.id, item.title);
  const headingId = `${anchor}-title`;

  return (
    <article
      id={anchor}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-night-800 shadow-card ring-1 ring-white/8"
    >
      <div className="relative bg-black/40">
        {images.length > 1 ? (
          <ImageCarousel
            title={title.text}
            slides={images.map((img) => ({ id: img.id, image: img.image }))}
            sizes={CARD_IMAGE_SIZES}
            index={slide}
            onIndexChange={onIndexChange}
            onOpen={openLightbox}
          />
        ) : images.length === 1 ? (
          <button
            type="button"
            onClick={(event) => openLightbox(0, event)}
            aria-haspopup="dialog"
            className="relative block aspect-[4/3] w-full cursor-zoom-in"
          >
            <ResponsiveImage
              asset={images[0].image}
              alt={title.text}
              sizes={CARD_IMAGE_SIZES}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              fill
            />
            <span className="sr-only">{t("gallery.openImage")}</span>
          </button>
        ) : (
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 text-white/50">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-sm">{t("gallery.noImage")}</span>
          </div>
        )}

        {images.length > 1 && (
          <span className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            <Images className="size-3.5" aria-hidden="true" />
            {t("gallery.images", { count: images.length })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl leading-snug font-semibold text-white">
          <Link to={shareUrl} className="underline-offset-4 hover:underline" lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        {item.description && (
          <Localized as="p" className="mt-2 text-sm leading-relaxed whitespace-pre-line text-white/70" en={item.description} ta={item.descriptionTa} />
        )}

        {(item.locations.length > 0 || item.category) && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {item.locations.map((location) => (
              <li
                key={location.id}
                className="inline-flex items-center gap-1 rounded-full border border-white/15 px-2.5 py-1 text-xs font-medium text-white/80"
              >
                <MapPin className="size-3.5" aria-hidden="true" />
                <Localized en={location.name} ta={location.nameTa} />
              </li>
            ))}
            {item.category && (
              <li className="inline-flex items-center gap-1 rounded-full bg-kingfisher/15 px-2.5 py-1 text-xs font-semibold text-kingfisher-300">
                <Tag className="size-3.5" aria-hidden="true" />
                <Localized en={item.category.displayName} ta={item.category.nameTa} />
              </li>
            )}
          </ul>
        )}

        <div className="mt-auto flex gap-3 pt-5">
          <button
            ref={interestButton}
            type="button"
            className="btn btn-primary flex-1"
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
          <ShareMenu url={shareUrl} text={shareTextOf(item, t)} />
        </div>
      </div>

      {Lightbox && (
        <Lightbox
          title={title.text}
          images={images}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={closeLightbox}
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
    </article>
  );
}
