// 'Latest from Instagram' (spec §2, §4 "Instagram image loading"): the posts, duplicated, scroll
// past continuously over a 40 s loop (paused on hover; a plain scrollable row for visitors who
// prefer reduced motion). Images try the post's own address, then the served copy, then give
// way to an 'Image unavailable' placeholder with the caption.
import { Heart } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { graphql } from "../../gql";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../i18n/dates";
import type { InstagramStrip_PostFragment } from "../../gql/graphql";
import { InstagramIcon } from "../ui/BrandIcons";

export const InstagramStrip_post = graphql(`
  fragment InstagramStrip_post on InstagramPost {
    id
    shortCode
    captionTitle
    likes
    timestamp
    imageUrl
    permalink
    image {
      id
      url
      srcset
      width
      height
    }
  }
`);

/** Likes the export lacks: 50 to 149, drawn once per post (spec §3, §9). */
function randomLikes(): number {
  return 50 + Math.floor(Math.random() * 100);
}

function PostImage({ post }: { post: InstagramStrip_PostFragment }) {
  const t = useT();
  const sources = useMemo(() => {
    const list = [post.imageUrl, post.image?.url].filter((s): s is string => Boolean(s));
    return list.filter((s, i) => list.indexOf(s) === i);
  }, [post.imageUrl, post.image?.url]);
  const [attempt, setAttempt] = useState(0);
  const src = sources[attempt];
  const imgRef = useRef<HTMLImageElement>(null);

  // In a page drawn by the server the image may have failed before React attached onError.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setAttempt((a) => a + 1);
  }, [src]);

  if (!src) {
    return (
      <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-sand p-4 text-center">
        <InstagramIcon className="size-7 text-ink-muted/60" />
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t("instagram.unavailable")}</p>
        <p className="line-clamp-3 text-sm text-ink">{post.captionTitle}</p>
      </div>
    );
  }
  return (
    <img
      ref={imgRef}
      key={src}
      src={src}
      // The served copy's variants, when the address tried is the served copy's own.
      srcSet={src === post.image?.url && post.image.srcset ? post.image.srcset : undefined}
      sizes="(min-width: 640px) 18rem, 16rem"
      alt={post.captionTitle}
      width={post.image?.width ?? 600}
      height={post.image?.height ?? 600}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setAttempt((a) => a + 1)}
      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
    />
  );
}

function PostCard({ post, likes, hidden }: { post: InstagramStrip_PostFragment; likes: number; hidden: boolean }) {
  const t = useT();
  const date = formatDate(useLocale(), post.timestamp, { day: "numeric", month: "short", year: "numeric" });
  return (
    <li aria-hidden={hidden || undefined} className="group w-64 shrink-0 sm:w-72">
      <article className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5">
        <div className="aspect-square overflow-hidden bg-sand">
          <PostImage post={post} />
        </div>
        <div className="p-4">
          <h3 className="line-clamp-1 font-sans text-sm font-semibold text-ink">{post.captionTitle}</h3>
          <div className="mt-2 flex items-center justify-between text-xs text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Heart className="size-3.5 fill-alert text-alert" aria-hidden="true" />
              {likes} <span className="sr-only">{t("instagram.likes")}</span>
            </span>
            {date && <time dateTime={post.timestamp}>{date}</time>}
          </div>
        </div>
      </article>
    </li>
  );
}

interface Props {
  posts: InstagramStrip_PostFragment[] | undefined;
  instagramUrl: string;
  instagramHandle?: string;
}

export function InstagramStrip({ posts, instagramUrl, instagramHandle }: Props) {
  const t = useT();
  // One draw per post id, kept for the page's life (both copies of a post show the same number).
  const [drawn] = useState(() => new Map<string, number>());
  const likesOf = (post: InstagramStrip_PostFragment) => {
    if (post.likes != null) return post.likes;
    let n = drawn.get(post.id);
    if (n === undefined) drawn.set(post.id, (n = randomLikes()));
    return n;
  };
  const list = posts ?? [];
  const handle = instagramHandle?.replace(/^@/, "");

  return (
    <section aria-labelledby="instagram-heading" className="overflow-hidden bg-sand/60 py-20 sm:py-24">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 sm:flex-row sm:items-end sm:px-6 lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{handle ? `@${handle}` : t("instagram.name")}</p>
          <h2 id="instagram-heading" className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">
            {t("instagram.heading")}
          </h2>
        </div>
        <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary px-6">
          <InstagramIcon className="size-5" />
          {t("instagram.follow")}
          <span className="sr-only">{t("common.newTab")}</span>
        </a>
      </div>

      {list.length === 0 ? (
        <p className="mx-auto mt-10 max-w-7xl px-4 text-ink-muted sm:px-6 lg:px-8" role="status">
          {t("instagram.loading")}
        </p>
      ) : (
        <div className="marquee mt-10 motion-reduce:overflow-x-auto" role="region" aria-label={t("instagram.posts")}>
          <ul className="animate-marquee flex w-max gap-5 px-2.5 hover:[animation-play-state:paused] motion-reduce:animate-none">
            {list.map((post) => (
              <PostCard key={post.id} post={post} likes={likesOf(post)} hidden={false} />
            ))}
            {list.map((post) => (
              <PostCard key={`copy-${post.id}`} post={post} likes={likesOf(post)} hidden />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
