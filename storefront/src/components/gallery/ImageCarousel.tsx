// The card's looping carousel for items with several images (spec §2, §9). It first renders
// without embla: one slide, previous/next buttons and the arrow keys already work (wrapping
// around). Embla, which adds swipe and drag, loads when the page is idle or at the first touch,
// keeping ~7 KB gzip out of the gallery's first load.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, type KeyboardEvent, type MouseEvent } from "react";
import type { ResponsiveImage_AssetFragment } from "../../gql/graphql";
import { deferred, useDeferred, whenIdle } from "../../lib/deferred";
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

const embla = deferred(() => import("./EmblaCarousel"));

export const carouselArrow =
  "btn-icon absolute top-1/2 z-10 -translate-y-1/2 bg-black/45 text-white opacity-90 ring-1 ring-white/15 backdrop-blur transition hover:bg-black/70 hover:opacity-100";

export function ImageCarousel(props: CarouselProps) {
  const [module, load] = useDeferred(embla);
  useEffect(() => whenIdle(load), [load]);
  if (module) return <module.EmblaCarousel {...props} />;
  return <StaticCarousel {...props} onTouch={load} />;
}

function StaticCarousel({ title, slides, sizes, index, onIndexChange, onOpen, onTouch }: CarouselProps & { onTouch: () => void }) {
  const n = slides.length;
  const move = (step: number) => onIndexChange((((index + step) % n) + n) % n);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  };
  const slide = slides[index] ?? slides[0];

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${title} — ${n} images`}
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      onPointerDown={onTouch}
      className="group relative rounded-t-2xl"
    >
      <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${n}`}>
        <button
          type="button"
          onClick={(event) => onOpen(index, event)}
          aria-haspopup="dialog"
          className="relative block aspect-[4/3] w-full cursor-zoom-in"
        >
          <ResponsiveImage key={slide.id} asset={slide.image} alt={title} sizes={sizes} fill />
          <span className="sr-only">
            (open image {index + 1} of {n})
          </span>
        </button>
      </div>
      <button type="button" className={`${carouselArrow} left-2`} onClick={() => move(-1)} aria-label="Previous slide">
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <button type="button" className={`${carouselArrow} right-2`} onClick={() => move(1)} aria-label="Next slide">
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
