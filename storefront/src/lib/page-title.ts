// The page's head: its document title ("{page} — {business}") and, for a page others link to, what a
// shared link unfurls with (Open Graph). In the browser the title is set on mount and restored on
// leaving; on the server the render writes both into the head sink, from which the server draws
// the <head> of the first response — so the tags come from the same render as the page.
import { createContext, useContext, useEffect } from "react";
import { business } from "./business";
import { useNotIndexed } from "./indexing";
import type { Thing } from "./structured-data";

export interface PageMeta {
  title: string;
  description?: string;
  /** Relative URL of the image a shared link shows. */
  image?: string;
  type?: "website" | "article";
}

/** What a server render learns about the page it drew, told by the page as it renders. */
export class HeadSink {
  meta: PageMeta | null = null;
  /** 404 when the page says the thing asked for does not exist; 301 when it lives at another address. */
  status = 200;
  /** The page's schema.org JSON-LD, each a <script type="application/ld+json"> of the head. */
  structuredData: Thing[] = [];

  /** @param origin The site's public origin (PUBLIC_URL), for the absolute URLs of the structured data. */
  constructor(readonly origin = "") {}
  /** The address (a path on PUBLIC_URL) a 301 sends the visitor to. */
  location: string | null = null;

  /** The page's title and what a shared link unfurls with (the last page drawn names the head). */
  describe(meta: PageMeta): void {
    this.meta = meta;
  }

  notFound(): void {
    this.status = 404;
  }

  /** The page asked for lives at `path` (an old or wrong address): the server answers 301 to it. */
  redirect(path: string): void {
    this.status = 301;
    this.location = path;
  }
}

export const HeadContext = createContext<HeadSink | null>(null);

export function usePageTitle(page: string, share?: Omit<PageMeta, "title">) {
  const sink = useContext(HeadContext);
  // Server only (there is no sink in the browser): the last page drawn names the head.
  sink?.describe({ title: page, ...share });
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} — ${business.name}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}

/** Marks a page as "not found": drawn by the server, its answer is a 404; in the browser, it is noindex. */
export function useNotFoundStatus() {
  const sink = useContext(HeadContext);
  sink?.notFound();
  useNotIndexed();
}

/**
 * The page's structured data (lib/structured-data.ts), worked out on the server only: the browser
 * never runs `build` (search engines read the first HTML). Null or an empty list adds nothing.
 */
export function useStructuredData(build: (origin: string) => Thing | null | (Thing | null)[]) {
  const sink = useContext(HeadContext);
  if (!sink) return;
  const built = build(sink.origin);
  for (const thing of Array.isArray(built) ? built : [built]) if (thing) sink.structuredData.push(thing);
}
