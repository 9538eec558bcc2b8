/** The auth domain's part of the application's services (the owner's sign-in), as `ctx.services` and the REST shims see it. */
import type { AuthService } from "./auth.service.js";

declare module "../core/context.js" {
  interface Services {
    auth: AuthService;
  }
}
