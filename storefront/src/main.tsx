// Storefront entry: fonts and styles, then the providers and the router.
import "@fontsource-variable/fraunces";
import "./fonts.css";
import "./index.css";

import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { apolloClient } from "./lib/apollo";
import { ActiveSectionProvider } from "./lib/active-section";
import { CartProvider } from "./lib/cart";
import { AppRoutes } from "./router";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <CartProvider>
        <ActiveSectionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ActiveSectionProvider>
      </CartProvider>
    </ApolloProvider>
  </StrictMode>,
);
