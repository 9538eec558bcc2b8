// 'Meet the Photographer' (spec §2, §4 "Author section"): rendered only once the author has
// loaded. The section is the home page's 'portfolio' anchor (the navigation's active section).
import { Quote } from "lucide-react";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { Localized } from "../../i18n/localized";
import type { AuthorSection_AuthorFragment } from "../../gql/graphql";
import { ResponsiveImage } from "../ResponsiveImage";

export const AuthorSection_author = graphql(`
  fragment AuthorSection_author on Author {
    name
    title
    titleTa
    bio1
    bio1Ta
    bio2
    bio2Ta
    quote
    quoteTa
    image {
      ...ResponsiveImage_asset
    }
  }
`);

export function AuthorSection({ author }: { author: AuthorSection_AuthorFragment }) {
  const t = useT();
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="scroll-mt-16 overflow-hidden bg-paper py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:gap-16 lg:px-8">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-3 -z-0 translate-x-4 translate-y-4 rounded-3xl bg-sand" />
          {author.image ? (
            <ResponsiveImage
              asset={author.image}
              alt={author.name}
              sizes="(min-width: 1024px) 40vw, (min-width: 640px) 28rem, 100vw"
              className="rounded-2xl shadow-card"
            />
          ) : (
            <div className="relative flex aspect-[4/5] items-center justify-center rounded-2xl bg-forest/10 font-display text-6xl text-forest/40">
              {author.name.slice(0, 1)}
            </div>
          )}
        </div>
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("author.eyebrow")}</p>
          <h2 id="portfolio-heading" className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">
            {author.name}
          </h2>
          {author.title && <Localized as="p" className="mt-2 text-lg text-forest" en={author.title} ta={author.titleTa} />}
          <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-muted sm:text-lg">
            {author.bio1 && <Localized as="p" en={author.bio1} ta={author.bio1Ta} />}
            {author.bio2 && <Localized as="p" en={author.bio2} ta={author.bio2Ta} />}
          </div>
          {author.quote && (
            <figure className="mt-8 border-l-4 border-kingfisher pl-5">
              <Quote className="size-6 text-kingfisher" aria-hidden="true" />
              <Localized as="blockquote" className="mt-2 font-display text-xl leading-snug text-ink italic sm:text-2xl" en={author.quote} ta={author.quoteTa} />
              <figcaption className="mt-2 text-sm text-ink-muted">— {author.name}</figcaption>
            </figure>
          )}
        </div>
      </div>
    </section>
  );
}
