// The card's looping carousel for items with several images (spec §2, §9). It is drawn (on the
// server too) as embla's markup: a clipping viewport, a track, one slide per image. Until embla
// is wanted the track is moved by a CSS transform: previous/next buttons and the arrow keys
// already work (wrapping around). Embla, which adds swipe and drag, loads when a pointer comes
// onto this carousel or touches it, and attaches to the same elements: nothing is replaced under
// the pointer, so a click that started before embla arrived still lands (~7 KB gzip out of the
// gallery's first load, and no main-thread work for cards never touched).
import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { ResponsiveImage_AssetFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { deferred, useDeferred } from "../../lib/deferred";
import { ResponsiveImage } from "../ResponsiveImage";

export interface CarouselProps {
  title: string;
  slides: { id: string; image: ResponsiveImage_AssetFragment }[];
  sizes: string;
  /** The slide to show; the carousel follows it when it changes from outside (the lightbox). */
  index: number;
  onIndexChange: (index: number) => void;
  onOpen: (index: number, event: MouseEvent<HTMLElement>) => void;
}

const emblaModule = deferred(() => import("embla-carousel"));

const arrow =
  "btn-icon absolute top-1/2 z-10 -translate-y-1/2 bg-black/45 text-white opacity-90 ring-1 ring-white/15 backdrop-blur transition hover:bg-black/70 hover:opacity-100";

export function ImageCarousel({ title, slides, sizes, index, onIndexChange, onOpen }: CarouselProps) {
  const t = useT();
  const n = slides.length;
  const [module, load] = useDeferred(emblaModule);
  const [wanted, setWanted] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const enhanced = Boolean(module && wanted);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enhanced || !module || !viewport) return;
    const embla = module.default(viewport, { loop: true, startIndex: index });
    setApi(embla);
    return () => {
      embla.destroy();
      setApi(undefined);
    };
    // Created once when wanted; later changes of `index` reach it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced, module]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => onIndexChange(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, onIndexChange]);

  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index]);

  const want = () => {
    if (wanted) return;
    setWanted(true);
    load();
  };
  const move = (step: number) => {
    if (api) {
      if (step < 0) api.scrollPrev();
      else api.scrollNext();
    } else onIndexChange((((index + step) % n) + n) % n);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  return (
    <div
      role="region"
      aria-roledescription={t("hero.carousel")}
      aria-label={t("gallery.carouselLabel", { title, count: n })}
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      onPointerEnter={want}
      onPointerDown={want}
      className="group relative rounded-t-2xl"
    >
      <div ref={viewportRef} className="overflow-hidden">
        {/* Embla moves the track itself once attached; until then the transform shows the slide. */}
        <div className="flex touch-pan-y" style={enhanced ? undefined : { transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t("hero.slide")}
              aria-label={t("hero.slideOf", { n: i + 1, count: n })}
              aria-hidden={i !== index || undefined}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <button
                type="button"
                tabIndex={i === index ? 0 : -1}
                onClick={(event) => onOpen(i, event)}
                aria-haspopup="dialog"
                className="relative block aspect-[4/3] w-full cursor-zoom-in"
              >
                {/* The other slides' images are asked for only once they can be seen or swiped to. */}
                {(i === index || enhanced) && <ResponsiveImage asset={slide.image} alt={title} sizes={sizes} fill />}
                <span className="sr-only">{t("gallery.openImageOf", { n: i + 1, count: n })}</span>
              </button>
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${arrow} left-2`} onClick={() => move(-1)} aria-label={t("gallery.previousSlide")}>
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <button type="button" className={`${arrow} right-2`} onClick={() => move(1)} aria-label={t("gallery.nextSlide")}>
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5" aria-hidden="true">
        {slides.map((s, i) => (
          <span key={s.id} className={`h-1.5 rounded-full shadow transition-all ${i === index ? "w-5 bg-white" : "w-1.5 bg-white/55"}`} />
        ))}
      </div>
    </div>
  );
}
