/**
 * The data provider for the back office's own calls (order moves, refunds, uploads, settings…).
 * react-admin's useDataProvider answers a call refused for an ended session with empty data once
 * checkError has signed the owner out, so a caller went on to say 'Order marked as…' or 'Refund
 * initiated' for a call the server refused. Here the refusal is handed to checkError (the owner is
 * sent to sign in) and thrown again: a refused call is never taken for a done one.
 */
import { useContext, useMemo } from "react";
import { DataProviderContext, useLogoutIfAccessDenied } from "react-admin";
import { isUnauthenticated } from "../graphql/request";
import type { AdminDataProvider } from "./index";

export function useAdminDataProvider(): AdminDataProvider {
  const dataProvider = useContext(DataProviderContext) as AdminDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get: (target, name, receiver) => {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== "function") return value;
          const call = value as (...a: unknown[]) => Promise<unknown>;
          return async (...args: unknown[]) => {
            try {
              return await call.apply(target, args);
            } catch (error) {
              if (isUnauthenticated(error)) await logoutIfAccessDenied(error);
              throw error;
            }
          };
        },
      }),
    [dataProvider, logoutIfAccessDenied],
  );
}
