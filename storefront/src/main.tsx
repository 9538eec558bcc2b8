// Storefront entry in the browser: fonts and styles, then the app. A page the server drew is
// hydrated (its markup kept, its data taken from the cache it carries); the pages drawn in the
// browser only (cart, checkout, a visitor's orders) are rendered afresh.
import "@fontsource-variable/fraunces";
import "./fonts.css";
import "./index.css";

import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { createBrowserClient } from "./lib/apollo";
import { pageOf } from "./router";

const container = document.getElementById("root")!;
const drawn = container.hasChildNodes();
const app = <App client={createBrowserClient()} hydrating={drawn} router={BrowserRouter} />;

if (drawn) {
  // The page's code first, so hydration does not wait on it inside the tree.
  void pageOf(location.pathname)
    .load()
    .finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
