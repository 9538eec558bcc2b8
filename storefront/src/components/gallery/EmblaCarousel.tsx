// The card's carousel once embla has loaded (see ImageCarousel): swipe or drag with a loop,
// previous/next buttons, and the arrow keys while focus is inside it.
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { ResponsiveImage } from "../ResponsiveImage";

import { carouselArrow, type CarouselProps } from "./ImageCarousel";

export function EmblaCarousel({ title, slides, sizes, index, onIndexChange, onOpen }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, startIndex: index });
  const [selected, setSelected] = useState(index);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      setSelected(i);
      onIndexChange(i);
    };
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onIndexChange]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, true);
  }, [embla, index]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      prev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  const arrow = carouselArrow;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${title} — ${slides.length} images`}
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      className="group relative rounded-t-2xl"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <button
                type="button"
                tabIndex={i === selected ? 0 : -1}
                onClick={(event) => onOpen(i, event)}
                aria-haspopup="dialog"
                className="relative block aspect-[4/3] w-full cursor-zoom-in"
              >
                <ResponsiveImage asset={slide.image} alt={title} sizes={sizes} fill />
                <span className="sr-only">
                  (open image {i + 1} of {slides.length})
                </span>
              </button>
            </div>
          ))}
        </div>
      </div>

      <button type="button" className={`${arrow} left-2`} onClick={prev} aria-label="Previous slide">
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <button type="button" className={`${arrow} right-2`} onClick={next} aria-label="Next slide">
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>

      <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5" aria-hidden="true">
        {slides.map((slide, i) => (
          <span
            key={slide.id}
            className={`h-1.5 rounded-full shadow transition-all ${i === selected ? "w-5 bg-white" : "w-1.5 bg-white/55"}`}
          />
        ))}
      </div>
    </div>
  );
}
