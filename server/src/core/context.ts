/**
 * The request context handed to every resolver: who is asking (the admin, when a valid bearer token
 * came with the request), from where (for rate limits), and the services.
 */
import type { PrincipalAdmin, PrincipalKey } from "./principal.js";

/**
 * The services of the application, one of each per process, as the composition root
 * (`app/services.ts`) builds them and hands them to resolvers (`ctx.services`) and REST shims.
 *
 * The kernel names no domain, so the interface is empty here: each domain declares its own part in
 * its `services.ts` by module augmentation (`declare module "../core/context.js" { interface
 * Services { orders: OrderService } }`), and the root's `createServices()` must return them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each domain's services.ts
export interface Services {}

/**
 * What a request carries. `S` is the services it may reach: a domain's resolvers take `RequestContext<XFloor>`
 * (`<domain>/services.ts`), its own services and those below it, so a call upward does not compile (issue 43).
 */
export interface RequestContext<S = Services> {
  /** The owner, when the owner's token came with the request (the kernel's principal: core/principal.ts). */
  admin: PrincipalAdmin | null;
  /** The API key the request came with, when it came with one (never together with `admin`). */
  apiKey?: PrincipalKey | null;
  /** Client address as express sees it (honours TRUST_PROXY). */
  ip: string;
  /** The client's User-Agent header, when it sent one (a session's device). */
  userAgent?: string;
  services: S;
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
