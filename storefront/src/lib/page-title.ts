// The page's head: its document title ("{page} — {business}") and, for a page others link to, what a
// shared link unfurls with (Open Graph). In the browser the title is set on mount and restored on
// leaving; on the server the render writes both into the head sink, from which the server draws
// the <head> of the first response — so the tags come from the same render as the page.
import { createContext, useContext, useEffect } from "react";
import { business } from "./business";
import { useNotIndexed } from "./indexing";
import type { StructuredRequest } from "./structured-data";

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
  /**
   * 404 when the page says the thing asked for does not exist; 301 when it lives at another address;
   * 503 when it could not read its data (issue 43: never kept, never indexed, asked again later).
   */
  status = 200;
  /** What the page asks to be described as in schema.org JSON-LD (built by the render: entry-server.tsx). */
  structured: StructuredRequest[] = [];
  /** The address (a path on PUBLIC_URL) a 301 sends the visitor to. */
  location: string | null = null;

  /** The page's title and what a shared link unfurls with (the last page drawn names the head). */
  describe(meta: PageMeta): void {
    this.meta = meta;
  }

  notFound(): void {
    this.status = 404;
  }

  /** The page could not read what it shows (the database failed during the render). */
  unavailable(): void {
    this.status = 503;
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
 * Marks a page as "could not load its data": drawn by the server, its answer is a 503 with
 * Retry-After and noindex, never kept by the public cache (issue 43); in the browser, it is noindex.
 */
export function useUnavailableStatus() {
  const sink = useContext(HeadContext);
  sink?.unavailable();
  useNotIndexed();
}

/**
 * What the page is, for its structured data (lib/structured-data.ts): asked on the server only (the
 * browser never calls `request`, and never downloads the builders: search engines read the first HTML).
 */
export function useStructuredData(request: () => StructuredRequest | null) {
  const sink = useContext(HeadContext);
  const asked = sink && request();
  if (asked) sink.structured.push(asked);
}
