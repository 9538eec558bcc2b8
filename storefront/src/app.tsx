// The providers every page sits in, the same in the browser and in the server's render.
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { StrictMode, type ReactNode } from "react";
import { ActiveSectionProvider } from "./lib/active-section";
import { CartProvider } from "./lib/cart";
import { AppRoutes } from "./router";

export function App({
  client,
  hydrating,
  router: Router,
}: {
  client: ApolloClient;
  hydrating: boolean;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <CartProvider hydrating={hydrating}>
          <ActiveSectionProvider>
            <Router>
              <AppRoutes />
            </Router>
          </ActiveSectionProvider>
        </CartProvider>
      </ApolloProvider>
    </StrictMode>
  );
}
