// Storefront entry in the browser: fonts and styles, then the app. A page the server drew is
// hydrated (its markup kept, its data taken from the cache it carries); the pages drawn in the
// browser only (cart, checkout, a visitor's orders) are rendered afresh.
import "./fonts.css";
import "./index.css";

import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { createBrowserClient } from "./lib/apollo";
import { pageOf } from "./router";

const container = document.getElementById("root")!;
const drawn = container.hasChildNodes();
const app = <App client={createBrowserClient()} hydrating={drawn} router={BrowserRouter} />;

if (drawn) {
  // The page's code first, so hydration does not wait on it inside the tree; then a frame, so the
  // drawn page is on screen before hydrating starts; and hydrating as a transition, which React
  // does in slices that yield to the browser (taps and scrolls stay answered) instead of one
  // long task.
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  void pageOf(location.pathname)
    .load()
    .finally(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));
} else {
  createRoot(container).render(app);
}
