/**
 * The request context handed to every resolver: who is asking (the admin, when a valid bearer token
 * came with the request), from where (for rate limits), and the services.
 */
import type { AdminUser } from "../auth/admin-user.entity.js";
import type { KeyPrincipal } from "../integrations/api-key.service.js";
import type { Services } from "./services.js";

export interface RequestContext {
  admin: AdminUser | null;
  /** The API key the request came with, when it came with one (never together with `admin`). */
  apiKey?: KeyPrincipal | null;
  /** Client address as express sees it (honours TRUST_PROXY). */
  ip: string;
  services: Services;
  /**
   * Within one server render of a page (several queries), the same read is made once: `once(key,
   * load)` shares the first answer. Absent for HTTP requests.
   */
  once?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

/** A `once` for the queries of one render, keeping its answers in `memo`. */
export function onceWithin(memo: Map<string, Promise<unknown>>): NonNullable<RequestContext["once"]> {
  return <T>(key: string, load: () => Promise<T>) => {
    let answer = memo.get(key) as Promise<T> | undefined;
    if (!answer) memo.set(key, (answer = load()));
    return answer;
  };
}
