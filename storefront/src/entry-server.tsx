// The storefront drawn on the server (built by Vite's SSR build next to the browser bundle). The
// server calls `render` for a page request: the page is rendered with React's streaming renderer
// until every query it asks has its data (Apollo's prerenderStatic re-renders after each round),
// and the answer carries the markup, the Apollo cache to hydrate from, the page's head (title and
// Open Graph tags, from the same render) and its status. Pages drawn in the browser only answer null.
import { ApolloClient, ApolloLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print } from "graphql";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Observable } from "rxjs";
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { App } from "./app";
import { loadMessages, localeOf, localized, type Messages } from "./i18n";
import { recordDrawnDates } from "./i18n/dates";
import { createCache } from "./lib/apollo";
import { HeadContext, HeadSink, type PageMeta } from "./lib/page-title";
import {
  BUSINESS_FACTS_QUERY,
  buildStructuredData,
  businessInLanguage,
  inLanguage,
  type BusinessFacts,
  type CreditFacts,
  type Thing,
} from "./lib/structured-data";
import { pageOf } from "./router";

export type { PageMeta };

/** Runs one GraphQL operation as a visitor without a token would (the server's own schema, no HTTP). */
export type Execute = (
  query: string,
  variables: Record<string, unknown> | undefined,
) => Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> }>;

export interface Rendered {
  /** The markup inside <div id="root">. */
  html: string;
  /** The Apollo cache after the render (what the browser restores before hydrating). */
  state: unknown;
  meta: PageMeta | null;
  status: number;
  /** Where a 301 sends the visitor (a path), when the page lives at another address. */
  location: string | null;
  /** The page's source file, as the client build's manifest names it. */
  file: string;
  /** The page's schema.org JSON-LD (lib/structured-data.ts), from the last pass of the render. */
  structuredData: Thing[];
  /** The page's language's catalogue, compiled (i18n/): the server writes it into the page. */
  messages: Messages;
}

/** A render that takes longer than this is abandoned (the server sends the page to be drawn in the browser). */
const RENDER_TIMEOUT_MS = 10_000;

/** React's streaming renderer, drained once everything (lazy pages, their data) is ready; any error rejects. */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === "string" ? chunk : chunk.toString("utf8");
        done();
      },
      final(done) {
        if (failed) reject(failed instanceof Error ? failed : new Error("The page could not be drawn"));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however large: React would otherwise move big ones out of place and
      // reveal them with inline scripts, which the content security policy refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error("The page could not be drawn"));
      },
      // An error inside a boundary would leave that part to the browser: the whole page goes there instead.
      onError(err) {
        failed ??= err;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`The page took longer than ${RENDER_TIMEOUT_MS} ms to render`)), RENDER_TIMEOUT_MS);
  });
}

/** The dates each render draws, its own (renders run side by side): written into its page's catalogue (i18n/dates.ts). */
const drawnDates = new AsyncLocalStorage<Map<string, string>>();
recordDrawnDates(() => drawnDates.getStore());

/**
 * @param origin The site's public origin (PUBLIC_URL): the structured data's URLs are absolute.
 */
export async function render(url: string, execute: Execute, origin = ""): Promise<Rendered | null> {
  const { pathname } = new URL(url, "http://storefront");
  const page = pageOf(pathname);
  if (!page.drawn) return null;
  const locale = localeOf(pathname);
  const messages = await loadMessages(locale);

  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link });
  const head = new HeadSink();
  const tree = (
    <HeadContext.Provider value={head}>
      <App client={client} hydrating ssrPath={url} locale={locale} messages={messages} />
    </HeadContext.Provider>
  );
  const dates = new Map<string, string>();
  const { result } = await drawnDates.run(dates, () =>
    prerenderStatic({
      tree,
      context: { client },
      // Each pass starts from a clean head: the last one, drawn with all the data, names the page.
      renderFunction: (node: ReactNode) => {
        head.meta = null;
        head.status = 200;
        head.structured = [];
        head.location = null;
        return renderToHtml(node);
      },
    }),
  );
  // The JSON-LD the page asked for, with the business's facts (read once for the render: the memo).
  let structuredData: Thing[] = [];
  if (head.structured.length) {
    const { data } = await execute(BUSINESS_FACTS_QUERY, undefined);
    const facts = data?.businessSettings as (BusinessFacts & CreditFacts) | undefined;
    const business = facts && businessInLanguage(facts, locale);
    if (business)
      structuredData = head.structured.flatMap((request) =>
        buildStructuredData(
          origin,
          inLanguage(request, (path) => localized(locale, path)),
          business,
        ),
      );
  }
  return {
    html: result,
    state: client.extract(),
    meta: head.meta,
    status: head.status,
    location: head.location,
    file: page.file,
    structuredData,
    // The page's catalogue, with the dates it drew in the very words the browser is to show.
    messages: dates.size ? { ...messages, ...Object.fromEntries(dates) } : messages,
  };
}
