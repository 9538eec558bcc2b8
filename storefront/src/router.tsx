// The storefront's route table. One file per route under routes/; every page is lazy-loaded so
// a visitor downloads only the code of the page they open.
//
// wouter rather than React Router: the pages fetch with Apollo, not loaders, and need only a path,
// its parameters and links. React Router's declarative mode still cost 13 KB gzip of the 150 KB
// first-load budget (issue 30); wouter does the same here in ~2 KB.
//
// `drawn`: the server renders the page (its markup and data are in the first response). The cart,
// checkout and a visitor's orders are drawn in the browser only: they depend on what the browser
// holds (the stored cart, the orders it remembers), which the server never sees.
import { lazy, type ComponentType } from "react";
import { parse } from "regexparam";
import { matchRoute, Route, Switch } from "wouter";
import { withoutLocale } from "./i18n";
import { RootLayout } from "./routes/root";

type PageModule = { default: ComponentType };

export interface Page {
  /** Path under the layout ("" is the index). */
  path: string;
  /** The module's source file, as the build manifest names it (for the server's preload links). */
  file: string;
  load: () => Promise<PageModule>;
  drawn: boolean;
}

/** The module once loaded, so that a page whose code is already here renders without suspending. */
const loadedModules = new Map<Page["load"], PageModule>();

const page = (path: string, file: string, importer: () => Promise<PageModule>, drawn = true): Page => {
  let loading: Promise<PageModule> | undefined;
  const load = (): Promise<PageModule> =>
    (loading ??= importer().then(
      (m) => {
        loadedModules.set(load, m);
        return m;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk load is retried on the next navigation
        throw error;
      },
    ));
  return { path, file: `src/routes/${file}.tsx`, load, drawn };
};

export const pages: Page[] = [
  page("", "home", () => import("./routes/home")),
  page("gallery", "gallery", () => import("./routes/gallery")),
  page("gallery/:id/:slug?", "gallery-group", () => import("./routes/gallery-group")),
  page("shop", "shop", () => import("./routes/shop")),
  page("shop/:id/:slug?", "print", () => import("./routes/print")),
  page("blog", "blog", () => import("./routes/blog")),
  page("blog/:id", "blog-post", () => import("./routes/blog-post")),
  page("cart", "cart", () => import("./routes/cart"), false),
  page("orders", "orders", () => import("./routes/orders"), false),
  page("order-history", "order-history", () => import("./routes/order-history"), false),
  page("order-acknowledgment/:orderId", "order-acknowledgment", () => import("./routes/order-acknowledgment"), false),
  page("workshops", "workshops", () => import("./routes/workshops")),
  page("workshops/:id/:slug?", "workshop", () => import("./routes/workshop")),
  page("search", "search", () => import("./routes/search")),
  page("contact", "contact", () => import("./routes/contact")),
  page("licensing", "licensing", () => import("./routes/licensing")),
  page("privacy", "privacy", () => import("./routes/privacy")),
  page("terms", "terms", () => import("./routes/terms")),
  page("shipping", "shipping", () => import("./routes/shipping")),
  page("returns", "returns", () => import("./routes/returns")),
  page("developers", "developers", () => import("./routes/developers")),
  page("*", "not-found", () => import("./routes/not-found")),
];

/** The page a path shows, in either language (`/ta/shop` is the shop); the 404 page when no other matches. */
export function pageOf(pathname: string): Page {
  const path = withoutLocale(pathname);
  return pages.find((p) => p.path !== "*" && matchRoute(parse, `/${p.path}`, path)[0]) ?? pages[pages.length - 1];
}

/**
 * A page's element: its component at once when its code is loaded (the browser loads the drawn
 * page's code before hydrating, so hydration goes through without suspending — a suspended page
 * was hydrated later in one long synchronous pass), otherwise React.lazy.
 */
function pageElement(p: Page) {
  const Lazy = lazy(p.load);
  return function PageElement() {
    const Loaded = loadedModules.get(p.load)?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const elements = new Map(
  pages.map((p) => {
    const Component = pageElement(p);
    return [p, <Component />] as const;
  }),
);

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {pages.map((p) => (
          <Route key={p.path} path={p.path === "*" ? "*" : `/${p.path}`}>
            {elements.get(p)}
          </Route>
        ))}
      </Switch>
    </RootLayout>
  );
}
