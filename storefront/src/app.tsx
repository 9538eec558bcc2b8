// The providers every page sits in, the same in the browser and in the server's render.
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { StrictMode } from "react";
import { Router } from "wouter";
import { I18nProvider, TAMIL_PREFIX, type Locale, type Messages } from "./i18n";
import { ActiveSectionProvider } from "./lib/active-section";
import { CartProvider } from "./lib/cart";
import { AppRoutes } from "./router";

export function App({
  client,
  hydrating,
  ssrPath,
  locale,
  messages,
}: {
  client: ApolloClient;
  hydrating: boolean;
  /** On the server, the address drawn (path and query); in the browser the router reads the window's. */
  ssrPath?: string;
  /** The page's language (issue 30): a Tamil page's router lives under `/ta`, so its links stay Tamil. */
  locale: Locale;
  /** That language's catalogue (i18n/). */
  messages: Messages;
}) {
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <ApolloProvider client={client}>
          <CartProvider hydrating={hydrating}>
            <ActiveSectionProvider>
              <Router base={locale === "ta" ? TAMIL_PREFIX : ""} ssrPath={ssrPath}>
                <AppRoutes />
              </Router>
            </ActiveSectionProvider>
          </CartProvider>
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>
  );
}
