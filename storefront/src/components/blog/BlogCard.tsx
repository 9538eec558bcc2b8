// One post on /blog (spec §2 "Blog list page"): image, author 'Admin', date, a fixed
// '5 min read', title, the excerpt clamped to 3 lines, tags, comment count and 'Read More'.
import { Calendar, Clock, Feather, MessageCircle, User } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { Localized, useLocalized } from "../../i18n/localized";
import { useLocale, useT } from "../../i18n";
import type { BlogCard_PostFragment } from "../../gql/graphql";
import { ResponsiveImage } from "../ResponsiveImage";
import { formatPostDate } from "./format";
import { TagList } from "./TagList";

export const BlogCard_post = graphql(`
  fragment BlogCard_post on BlogPost {
    id
    title
    titleTa
    excerpt
    excerptTa
    createdAt
    tags
    commentCount
    image {
      ...ResponsiveImage_asset
    }
  }
`);

export const BLOG_CARD_SIZES = "(min-width:1024px) 33vw, (min-width:640px) 50vw, 100vw";

// Memoised (issue 27): 'Load More Posts' re-renders the list for its loading state, and the cards
// already shown, whose posts the cache keeps as they are, need not be drawn again in that tap.
export const BlogCard = memo(function BlogCard({
  post,
  eager = false,
  priority = false,
}: {
  post: BlogCard_PostFragment;
  eager?: boolean;
  priority?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const headingId = `post-${post.id}-title`;
  const title = useLocalized()(post.title, post.titleTa);
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5">
      <div className="relative aspect-[16/10] bg-sand">
        {post.image ? (
          <ResponsiveImage
            asset={post.image}
            alt={title.text}
            sizes={BLOG_CARD_SIZES}
            fill
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-forest/30">
            <Feather className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            {t("blog.admin")}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden="true" />
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("blog.readTime", { count: 5 })}
          </span>
        </p>
        <h2 id={headingId} className="mt-3 text-xl leading-snug font-semibold text-ink sm:text-2xl" lang={title.lang}>
          {title.text}
        </h2>
        <Localized as="p" className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-muted" en={post.excerpt} ta={post.excerptTa} />
        <TagList tags={post.tags} className="mt-4" />
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <MessageCircle className="size-4" aria-hidden="true" />
            {t("blog.commentCount", { count: post.commentCount })}
          </span>
          <Link to={`/blog/${post.id}`} className="btn btn-primary">
            {t("blog.readMore")}
            <span className="sr-only">: {title.text}</span>
          </Link>
        </div>
      </div>
    </article>
  );
});
