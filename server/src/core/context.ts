/**
 * The request context handed to every resolver: who is asking (the admin, when a valid bearer token
 * came with the request), from where (for rate limits), and the services.
 */
import type { AdminUser } from "../auth/admin-user.entity.js";
import type { Services } from "./services.js";

export interface RequestContext {
  admin: AdminUser | null;
  /** Client address as express sees it (honours TRUST_PROXY). */
  ip: string;
  services: Services;
}
