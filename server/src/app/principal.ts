/**
 * Who is asking, composed from the credential kinds the domains know: an API key (integrations) or
 * the owner's session token (auth), each resolved to the kernel's one principal (core/principal.ts).
 * The GraphQL context and the REST guard are handed the resolver made here.
 */
import type { Services } from "../core/context.js";
import type { ResolvePrincipal } from "../core/principal.js";
import { looksLikeApiKey } from "../integrations/api-key.service.js";

export function principalResolver(services: Pick<Services, "auth" | "apiKeys">): ResolvePrincipal {
  return async (token) => {
    if (looksLikeApiKey(token)) return { admin: null, apiKey: await services.apiKeys.authenticate(token) };
    return { admin: await services.auth.verifyToken(token), apiKey: null };
  };
}
