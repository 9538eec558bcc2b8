/** REST shims of the admin session (spec admin §7 "Session"). */
import type { Router } from "express";
import type { Services } from "../core/services.js";
import { unauthenticated } from "../http/errors.js";
import { bearerToken } from "./auth.guard.js";

export function mountAuthRest(r: Router, s: Services) {
  r.get("/login", async (req, res) => {
    const { username, password } = req.query as Record<string, string | undefined>;
    const session = await s.auth.login(username, password, req.ip ?? "unknown");
    res.json({ status: true, token: session.token, userId: session.userId, expiresAt: session.expiresAt });
  });

  r.get("/validate-token", async (req, res) => {
    const admin = await s.auth.verifyToken(bearerToken(req));
    if (!admin) throw unauthenticated("Invalid or expired token");
    res.json({ status: true, userId: admin.id });
  });

  // `id` is accepted and ignored: the token says who the admin is.
  r.post("/update-password", async (req, res) => {
    const b = req.body ?? {};
    const admin = await s.auth.verifyToken(bearerToken(req));
    await s.auth.changePassword(admin, {
      currentPassword: b.currentPassword,
      newPassword: b.password ?? b.newPassword,
      confirmPassword: b.confirmPassword ?? b.password ?? b.newPassword,
    });
    res.json({ status: true, message: "Password updated successfully" });
  });
}
