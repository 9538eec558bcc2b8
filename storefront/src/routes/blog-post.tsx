// /blog/{id} (spec §2 "Blog detail page", §8): back link, image, author, date, read time, share,
// title, tags, the post's HTML (sanitised by the server when it was saved), and the comments with
// the 'Leave a Comment' form. Comments are plain text and are rendered as text.
import { useQuery } from "@apollo/client/react";
import { ArrowLeft, Calendar, Clock, MessageCircle, User } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { CommentForm } from "../components/blog/CommentForm";
import { formatPostDate } from "../components/blog/format";
import { TagList } from "../components/blog/TagList";
import "../components/blog/blog-content.css";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { ShareMenu } from "../components/ShareMenu";
import { graphql } from "../gql";
import { useLocale, useT, type Translate } from "../i18n";
import { useLocalized } from "../i18n/localized";
import { useNotFoundStatus, usePageTitle, useStructuredData } from "../lib/page-title";
import { Unavailable } from "../lib/unavailable";
import { Redirect } from "../lib/redirect";
import { toast } from "../lib/toast";

const BlogPostQuery = graphql(`
  query BlogPostPage($id: ID!, $ta: Boolean!) {
    blogPost(id: $id) {
      id
      title
      titleTa
      excerpt
      excerptTa
      author
      createdAt
      updatedAt
      readTime
      tags
      content
      contentTa @include(if: $ta)
      shareDescription
      commentCount
      image {
        ...ResponsiveImage_asset
      }
      comments {
        id
        name
        comment
        createdAt
      }
    }
  }
`);

/** A message in the post's place; `heading` when it is the whole page (the 404 names itself with its one h1). */
function Message({ children, role, heading }: { children: string; role?: "status" | "alert"; heading?: boolean }) {
  const t = useT();
  const Text = heading ? "h1" : "p";
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <Text role={role} className="text-lg text-ink-muted">
        {children}
      </Text>
      <Link to="/blog" className="btn btn-outline mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("blog.back")}
      </Link>
    </div>
  );
}

/** The server's 'N min read' in the page's language; '3 min read' when the post has none. */
function readTime(given: string | null | undefined, t: Translate): string {
  const minutes = /^(\d+) min read$/.exec(given ?? "")?.[1];
  return minutes ? t("blog.readTime", { count: Number(minutes) }) : given || t("blog.readTime", { count: 3 });
}

function NoPost() {
  const t = useT();
  useNotFoundStatus();
  return <Message heading>{t("blog.notFound")}</Message>;
}

export default function BlogPostRoute() {
  const t = useT();
  const { id = "" } = useParams();
  const [pathname] = useLocation();
  const locale = useLocale();
  const { data, loading, error, refetch } = useQuery(BlogPostQuery, { variables: { id, ta: locale === "ta" } });
  const post = data?.blogPost;
  const pick = useLocalized();
  // The owner's words in the page's language: the Tamil where there is one.
  const title = pick(post?.title ?? "", post?.titleTa);
  const excerpt = pick(post?.excerpt ?? "", post?.excerptTa);
  const content = pick(post?.content ?? "", post?.contentTa);
  usePageTitle(post ? title.text : t("nav.blog"), post ? { description: excerpt.text, image: post.image?.url, type: "article" } : undefined);
  useStructuredData(() =>
    post
      ? {
          kind: "blogPost",
          post: { ...post, title: title.text, excerpt: excerpt.text, content: content.text, path: `/blog/${post.id}` },
          crumbs: [
            { name: t("nav.home"), path: "/" },
            { name: t("nav.blog"), path: "/blog" },
            { name: title.text, path: `/blog/${post.id}` },
          ],
        }
      : null,
  );

  useEffect(() => {
    if (error) toast.error(t("blog.loadPostError"));
    else if (data && !data.blogPost) toast.error(t("blog.postNotFound"));
  }, [error, data, t]);

  if (loading && !data) return <Message role="status">{t("blog.loadingPost")}</Message>;
  if (error && !data)
    return (
      <Unavailable>
        <Message role="alert">{t("blog.loadPostFailed")}</Message>
      </Unavailable>
    );
  if (!post) return <NoPost />;
  // `/blog/05` or `/blog/5/` shows post 5: a 301 to its one address, as a print's page does (issue 43).
  if (pathname !== `/blog/${post.id}`) return <Redirect to={`/blog/${post.id}`} />;

  const shareUrl = `/blog/${post.id}`;
  const shareText = post.shareDescription ? `${title.text}\n${post.shareDescription}` : title.text;

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      <Link to="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-forest hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("blog.back")}
      </Link>

      {post.image && (
        <ResponsiveImage
          asset={post.image}
          alt={title.text}
          sizes="(min-width:768px) 720px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="mt-4 rounded-2xl shadow-card"
        />
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <User className="size-4" aria-hidden="true" />
            {post.author || t("blog.unknownAuthor")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {readTime(post.readTime, t)}
          </span>
        </p>
        <ShareMenu url={shareUrl} text={shareText} instagram={false} />
      </div>

      <h1 className="mt-4 text-3xl leading-tight font-semibold text-forest-800 sm:text-5xl" lang={title.lang}>
        {title.text}
      </h1>
      <TagList tags={post.tags} className="mt-4" />

      {/* Sanitised on the server with an allow-list when the owner saved it (blog/sanitize.ts). */}
      <div className="blog-content mt-8" lang={content.lang} dangerouslySetInnerHTML={{ __html: content.text }} />

      <section aria-labelledby="comments-heading" className="mt-14 border-t border-ink/10 pt-10">
        <h2 id="comments-heading" className="flex items-center gap-2 text-2xl font-semibold text-ink">
          <MessageCircle className="size-6 text-forest" aria-hidden="true" />
          {t("blog.comments", { count: post.commentCount })}
        </h2>
        <div className="mt-6">
          <CommentForm postId={post.id} onAdded={() => void refetch()} />
        </div>
        {post.comments.length > 0 && (
          <ul className="mt-8 space-y-4">
            {post.comments.map((c) => (
              <li key={c.id} className="rounded-2xl bg-sand/60 p-5">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold break-all text-ink">{c.name}</span>
                  <time dateTime={c.createdAt} className="text-xs text-ink-muted">
                    {formatPostDate(c.createdAt, locale)}
                  </time>
                </p>
                <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink">{c.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
