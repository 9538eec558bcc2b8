/** Express side of the admin check: reads the bearer token and refuses admin REST calls without it. */
import type { NextFunction, Request, Response } from "express";
import type { AdminUser } from "./admin-user.entity.js";
import type { AuthService } from "./auth.service.js";

declare module "express-serve-static-core" {
  interface Request {
    admin?: AdminUser | null;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/** Answers 401 `{ status: false, message }` unless a valid admin token came with the request. */
export function requireAdmin(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.admin ??= await auth.verifyToken(bearerToken(req));
    if (!req.admin) {
      res.status(401).json({ status: false, message: "Unauthorized: admin sign-in required", error: "Unauthorized: admin sign-in required" });
      return;
    }
    next();
  };
}
