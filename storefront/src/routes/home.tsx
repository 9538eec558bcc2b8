// Home (/), spec §2 "Home page": the hero slideshow, 'Meet the Photographer' (the 'portfolio'
// section of the navigation), 'Latest from Instagram', the newsletter signup, and a back-to-top
// button. One query loads the page; each part reports its own failure (spec §8).
import { useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useEffect } from "react";
import { AuthorSection } from "../components/home/AuthorSection";
import { BackToTop } from "../components/home/BackToTop";
import { HeroSlideshow } from "../components/home/HeroSlideshow";
import { InstagramStrip } from "../components/home/InstagramStrip";
import { NewsletterSignup } from "../components/home/NewsletterSignup";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { useActiveSection } from "../lib/active-section";
import { business } from "../lib/business";
import { useStructuredData } from "../lib/page-title";
import { toast } from "../lib/toast";

const HomePageQuery = graphql(`
  query HomePage {
    heroSlides {
      ...HeroSlideshow_slide
    }
    author {
      ...AuthorSection_author
    }
    instagramPosts {
      ...InstagramStrip_post
    }
    businessSettings {
      name
      instagramUrl
      instagramHandle
    }
  }
`);

const SECTION_ID = "portfolio";
const IGNORE_ABOVE_PX = 100; // spec §9
const RETRY_FIND_MS = 500; // spec §9

/** Marks the 'portfolio' section active while it is in view (spec §2 navigation, §9). */
function usePortfolioSection(ready: boolean) {
  const { setActiveSection } = useActiveSection();
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    let inView = false;
    const update = () => setActiveSection(inView && window.scrollY >= IGNORE_ABOVE_PX ? SECTION_ID : null);
    const attach = () => {
      const el = document.getElementById(SECTION_ID);
      if (!el) return false;
      observer = new IntersectionObserver(
        (entries) => {
          inView = entries.some((e) => e.isIntersecting);
          update();
        },
        { rootMargin: "-10% 0px -60% 0px" },
      );
      observer.observe(el);
      return true;
    };
    const retry = attach() ? undefined : window.setTimeout(attach, RETRY_FIND_MS);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      if (retry !== undefined) window.clearTimeout(retry);
      observer?.disconnect();
      window.removeEventListener("scroll", update);
      setActiveSection(null);
    };
  }, [ready, setActiveSection]);
}

function failedAt(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.[0] === field);
}

export default function HomeRoute() {
  const t = useT();
  const { data, loading, error } = useQuery(HomePageQuery, { errorPolicy: "all" });

  useEffect(() => {
    if (loading) return;
    const network = error && !CombinedGraphQLErrors.is(error);
    if (network) {
      toast.error(t("home.toast.authorServer"));
      toast.error(t("home.toast.instagram"));
    } else {
      if (failedAt(error, "author") || !data?.author) toast.error(t("home.toast.author"));
      if (failedAt(error, "instagramPosts")) toast.error(t("home.toast.instagram"));
    }
    if (error) console.error(error); // hero failures are only logged (spec §8)
  }, [loading, error, data?.author, t]);

  const author = data?.author;
  usePortfolioSection(Boolean(author));

  const settings = data?.businessSettings;
  useStructuredData(() => ({ kind: "organization" }));
  return (
    <>
      <h1 className="sr-only">{settings?.name || business.name}</h1>
      <HeroSlideshow slides={data?.heroSlides} loading={loading} />
      {author && <AuthorSection author={author} />}
      <InstagramStrip posts={data?.instagramPosts} instagramUrl={settings?.instagramUrl || business.instagramUrl} instagramHandle={settings?.instagramHandle} />
      <NewsletterSignup />
      <BackToTop />
    </>
  );
}
