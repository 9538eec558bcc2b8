// The providers every page sits in, the same in the browser and in the server's render.
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { StrictMode, type ReactNode } from "react";
import { I18nProvider, TAMIL_PREFIX, type Locale, type Messages } from "./i18n";
import { ActiveSectionProvider } from "./lib/active-section";
import { CartProvider } from "./lib/cart";
import { AppRoutes } from "./router";

export function App({
  client,
  hydrating,
  router: Router,
  locale,
  messages,
}: {
  client: ApolloClient;
  hydrating: boolean;
  router: (props: { children: ReactNode; basename?: string }) => ReactNode;
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
              <Router basename={locale === "ta" ? TAMIL_PREFIX : undefined}>
                <AppRoutes />
              </Router>
            </ActiveSectionProvider>
          </CartProvider>
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>
  );
}
