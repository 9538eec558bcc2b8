/**
 * Express side of the admin check: reads the bearer token (the owner's session or an API key) and
 * refuses an admin REST call to anyone else, and to a key whose scopes do not cover the call.
 */
import type { NextFunction, Request, Response } from "express";
import type { Services } from "../core/context.js";
import { AppError } from "../http/errors.js";
import type { KeyPrincipal } from "../integrations/api-key.service.js";
import { checkAccess, principalOfRequest, restScopes } from "../integrations/principal.js";
import type { AdminUser } from "./admin-user.entity.js";

declare module "express-serve-static-core" {
  interface Request {
    admin?: AdminUser | null;
    apiKey?: KeyPrincipal | null;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/**
 * Answers 401 `{ status: false, message }` unless the owner's token or an API key came with the
 * request, 403 when the key's scopes do not cover this shim (REST_SCOPES), 429 with Retry-After past
 * the key's limit.
 */
export function requireAdmin(services: Pick<Services, "auth" | "apiKeys">) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const refuse = (status: number, message: string) => res.status(status).json({ status: false, message, error: message });
    try {
      const principal = await principalOfRequest(services, req);
      if (!principal.admin && !principal.apiKey) return refuse(401, "Unauthorized: admin sign-in required");
      checkAccess(principal, restScopes(req), `call ${req.method} ${req.baseUrl}${req.path}`);
    } catch (err) {
      if (!(err instanceof AppError)) return next(err);
      const retryAfter = err.extensions.retryAfter;
      if (typeof retryAfter === "number") res.set("Retry-After", String(retryAfter));
      return refuse(err.status, err.message);
    }
    next();
  };
}
