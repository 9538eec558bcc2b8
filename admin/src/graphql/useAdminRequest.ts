/**
 * graphqlRequest for screens that call the API beside the data provider (Integrations, the gallery
 * totals): a refusal for an ended session goes through authProvider.checkError like a data provider
 * call, so the owner is sent to sign in instead of reading 'Failed to load'. The error is thrown
 * again whatever happens (checkError ends the session and resolves), so a caller never takes a
 * refused call for a done one.
 */
import { useCallback } from "react";
import { useLogoutIfAccessDenied } from "react-admin";
import type { TypedDocumentString } from "../gql/graphql";
import { graphqlRequest, isUnauthenticated } from "./request";

export type AdminRequest = <T, V = Record<string, unknown>>(
  document: TypedDocumentString<T, V> | string,
  variables?: V,
  options?: { signal?: AbortSignal },
) => Promise<T>;

export function useAdminRequest(): AdminRequest {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback<AdminRequest>(
    async (document, variables, options) => {
      try {
        return await graphqlRequest(document, variables, options);
      } catch (error) {
        if (isUnauthenticated(error)) await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
