// /blog (spec §2 "Blog list page", §8): 'Wildlife Photography Blog' and the posts, newest first,
// a page at a time ('Load More Posts' fetches the next page and appends it).
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { BlogCard } from "../components/blog/BlogCard";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/page-title";
import { toast } from "../lib/toast";
import { Unavailable } from "../lib/unavailable";

export const BLOG_PAGE_SIZE = 9;

const BlogListQuery = graphql(`
  query BlogList($page: Int, $perPage: Int) {
    blogPosts(page: $page, perPage: $perPage) {
      items {
        ...BlogCard_post
      }
      total
      page
    }
  }
`);

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink/5" aria-hidden="true">
      <div className="aspect-[16/10] animate-pulse bg-sand" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink/5" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-ink/10" />
        <div className="h-3 w-full animate-pulse rounded bg-ink/5" />
        <div className="h-3 w-5/6 animate-pulse rounded bg-ink/5" />
      </div>
    </div>
  );
}

export default function BlogRoute() {
  const t = useT();
  usePageTitle(t("nav.blog"));
  const { data, error, networkStatus, fetchMore } = useQuery(BlogListQuery, {
    variables: { page: 0, perPage: BLOG_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (error) toast.error(t("blog.loadError"));
  }, [error, t]);

  const posts = data?.blogPosts.items ?? [];
  const total = data?.blogPosts.total ?? 0;
  const firstWithImage = posts.find((p) => p.image)?.id;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    fetchMore({
      variables: { page: (data?.blogPosts.page ?? 0) + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.blogPosts.items.map((p) => p.id));
        return {
          blogPosts: {
            ...fetchMoreResult.blogPosts,
            items: [...previous.blogPosts.items, ...fetchMoreResult.blogPosts.items.filter((p) => !seen.has(p.id))],
          },
        };
      },
    }).catch(() => toast.error(t("blog.loadError")));
  };

  return (
    <div>
      <section className="border-b border-ink/5 bg-sand/60">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("blog.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold text-forest-800 sm:text-6xl">{t("blog.heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t("blog.lead")}</p>
        </div>
      </section>

      <section aria-label={t("blog.posts")} className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        {!data && !error ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t("blog.loading")}
            </p>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : error && !data ? (
          <Unavailable>
            <p role="alert" className="mx-auto max-w-md rounded-2xl bg-white px-6 py-10 text-center text-alert shadow-card ring-1 ring-ink/5">
              {t("blog.failed")}
            </p>
          </Unavailable>
        ) : posts.length === 0 ? (
          <p className="mx-auto max-w-md rounded-2xl bg-white px-6 py-10 text-center text-ink-muted shadow-card ring-1 ring-ink/5">{t("blog.empty")}</p>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, i) => (
                // The first row is above the fold; its first photograph is the page's largest paint.
                <BlogCard key={post.id} post={post} eager={i < 3} priority={post.id === firstWithImage} />
              ))}
            </div>
            {posts.length < total && (
              <div className="mt-10 text-center">
                <button type="button" className="btn btn-outline px-7" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                  {t(loadingMore ? "common.loadingDots" : "blog.loadMore")}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
