// The home page's hero (spec §2, §4 "Hero"): full height, hidden until the slides have loaded,
// advancing every 5 s cyclically with a 1 s cross-fade; dots pick a slide. The first slide's
// image is the page's largest paint, so it loads eagerly at high priority; the others are
// mounted (lazily) once the first has had its head start.
import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { Localized } from "../../i18n/localized";
import type { HeroSlideshow_SlideFragment } from "../../gql/graphql";
import { ResponsiveImage } from "../ResponsiveImage";

export const HeroSlideshow_slide = graphql(`
  fragment HeroSlideshow_slide on HeroSlide {
    id
    title
    titleTa
    subtitle
    subtitleTa
    image {
      ...ResponsiveImage_asset
    }
  }
`);

const ADVANCE_MS = 5000; // spec §9
const OTHERS_AFTER_MS = 1500; // head start of the first slide's image

export function HeroSlideshow({ slides, loading }: { slides: HeroSlideshow_SlideFragment[] | undefined; loading: boolean }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [othersMounted, setOthersMounted] = useState(false);
  const count = slides?.length ?? 0;

  // Restarts the 5 s wait whenever the slide changes, also when a dot picked it.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [index, count]);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setOthersMounted(true), OTHERS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [count]);

  if (!slides || count === 0) {
    // Keep the hero's room while loading so the sections below do not jump; nothing to show.
    return loading ? <div aria-hidden="true" className="h-[calc(100dvh-4rem)] min-h-[28rem] bg-night" /> : null;
  }
  const current = index % count;

  return (
    <section
      aria-roledescription={t("hero.carousel")}
      aria-label={t("hero.label")}
      className="theme-dark relative h-[calc(100dvh-4rem)] min-h-[28rem] overflow-hidden bg-night text-white"
    >
      {slides.map((slide, i) => {
        const active = i === current;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t("hero.slide")}
            aria-label={t("hero.slideOf", { n: i + 1, count })}
            aria-hidden={!active}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
          >
            {(i === 0 || othersMounted || active) && (
              <ResponsiveImage
                asset={slide.image}
                alt={slide.title}
                sizes="100vw"
                fill
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
              />
            )}
            <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-night/85 via-night/30 to-night/10" />
            <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-24 sm:px-6 sm:pb-28 lg:px-8">
              <Localized
                as="h2"
                className="max-w-3xl text-4xl leading-[1.05] font-semibold drop-shadow sm:text-6xl lg:text-7xl"
                en={slide.title}
                ta={slide.titleTa}
              />
              {slide.subtitle && (
                <Localized
                  as="p"
                  className="mt-4 max-w-2xl text-base leading-relaxed text-white/85 drop-shadow sm:text-xl"
                  en={slide.subtitle}
                  ta={slide.subtitleTa}
                />
              )}
              {/* Two equal columns on a phone: the row never wraps differently in the fallback and the real font. */}
              <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
                <Link to="/shop" className="btn btn-accent px-4 text-base sm:px-7" tabIndex={active ? undefined : -1}>
                  {t("hero.viewShop")}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
                <Link
                  to="/gallery"
                  className="btn border border-white/40 bg-night/30 px-4 text-base text-white backdrop-blur-sm hover:bg-white/15 sm:px-7"
                  tabIndex={active ? undefined : -1}
                >
                  {t("hero.browseGallery")}
                </Link>
              </div>
            </div>
          </div>
        );
      })}

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6 z-20 flex justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t("hero.goTo", { n: i + 1 })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  i === current ? "w-7 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80"
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
