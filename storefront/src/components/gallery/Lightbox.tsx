// Full-screen lightbox of a gallery item (spec §2, §4): dark ground, close button, previous and
// next arrows when there is more than one image, wrap-around; Escape closes, ArrowLeft and
// ArrowRight move, a swipe moves on touch screens. Shows the title, "i / n" and the EXIF line.
// Loaded on demand by GalleryCard.
import * as Dialog from "@radix-ui/react-dialog";
import { Camera, ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { ResponsiveImage_AssetFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { ResponsiveImage } from "../ResponsiveImage";

/** An image of the lightbox: what ResponsiveImage needs, plus the EXIF line. */
export interface LightboxImage {
  id: string;
  image: ResponsiveImage_AssetFragment & { exifSummary?: string | null };
}

interface Props {
  title: string;
  images: LightboxImage[];
  /** The image shown; null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to when the lightbox closes (the image that opened it). */
  returnFocus: () => void;
}

const SWIPE_PX = 50;

export default function Lightbox({ title, images, index, onIndexChange, onClose, returnFocus }: Props) {
  const t = useT();
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? images[((index % count) + count) % count] : undefined;
  const position = open ? ((index % count) + count) % count : 0;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const move = (step: number) => {
    if (count > 1) onIndexChange((position + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      move(1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) move(dx < 0 ? 1 : -1);
  };

  const arrow = "btn-icon absolute top-1/2 z-10 -translate-y-1/2 bg-black/45 text-white ring-1 ring-white/15 backdrop-blur hover:bg-black/70 sm:size-12";

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/97 backdrop-blur-md" />
        <Dialog.Content
          className="theme-dark animate-overlay-in fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          aria-describedby={current?.image.exifSummary ? "lightbox-exif" : undefined}
        >
          <div className="flex items-start justify-between gap-4 px-4 pt-3 pb-2 sm:px-6 sm:pt-4">
            <div className="min-w-0 pt-2">
              <Dialog.Title className="truncate font-display text-lg font-semibold sm:text-2xl">{title}</Dialog.Title>
              <p className="mt-0.5 text-sm text-white/65 tabular-nums" aria-live="polite">
                {position + 1} / {count}
              </p>
            </div>
            <Dialog.Close className="btn-icon shrink-0 bg-white/10 text-white hover:bg-white/20" aria-label={t("nav.close")}>
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {current && (
              <ResponsiveImage
                key={current.id}
                asset={current.image}
                alt={title}
                sizes="100vw"
                loading="eager"
                className="max-h-full rounded-sm shadow-2xl"
                style={{
                  width: `min(100%, calc((100dvh - 9rem) * ${current.image.width / Math.max(1, current.image.height)}))`,
                }}
                imgClassName="object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button type="button" className={`${arrow} left-2 sm:left-5`} onClick={() => move(-1)} aria-label={t("gallery.previousImage")}>
                  <ChevronLeft className="size-7" aria-hidden="true" />
                </button>
                <button type="button" className={`${arrow} right-2 sm:right-5`} onClick={() => move(1)} aria-label={t("gallery.nextImage")}>
                  <ChevronRight className="size-7" aria-hidden="true" />
                </button>
              </>
            )}
          </div>

          <div className="min-h-12 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center sm:px-6">
            {current?.image.exifSummary && (
              <p id="lightbox-exif" className="inline-flex items-center gap-2 text-xs text-white/70 sm:text-sm">
                <Camera className="size-4 shrink-0" aria-hidden="true" />
                <span>{current.image.exifSummary}</span>
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
