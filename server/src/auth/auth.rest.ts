/** REST shims of the admin session (spec admin §7 "Session"). */
import type { Router } from "express";
import { z } from "zod";
import { Done, required, route, secret, text } from "../http/api-route.js";
import { unauthenticated } from "../core/errors.js";
import { bearerToken } from "../core/principal.js";
import type { AuthFloor } from "./services.js";

export function mountAuthRest(r: Router, s: AuthFloor) {
  const tags = ["Session"];
  route(
    r,
    "get",
    "/login",
    {
      summary: "Sign in as the owner: a session token",
      description:
        "Failed attempts are rate limited per client and per account (429 with the minutes to wait). An account with a second factor (issue 47) cannot sign in here: 401 'Two-factor sign-in required: sign in from the back office', once the password is right.",
      tags,
      query: z.object({ username: required(text("The admin's user name.")), password: required(secret("The admin's password.")) }),
      response: z.object({
        status: z.literal(true),
        token: z.string(),
        userId: z.number().int(),
        expiresAt: z.string().describe("ISO time the token stops working."),
      }),
      errors: [400, 401, 429],
    },
    async (req, res) => {
      const { username, password } = req.query as Record<string, string | undefined>;
      // No second step here: an account with a second factor is told to sign in from the back office.
      const session = await s.auth.login(username, password, { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? "" }, { secondStep: false });
      res.json({ status: true, token: session.token, userId: session.userId, expiresAt: session.expiresAt });
    },
  );

  route(
    r,
    "get",
    "/validate-token",
    {
      summary: "Whether the bearer token is the owner's and still valid",
      tags,
      access: "session",
      response: z.object({ status: z.literal(true), userId: z.number().int() }),
      errors: [401],
    },
    async (req, res) => {
      const admin = await s.auth.verifyToken(bearerToken(req));
      if (!admin) throw unauthenticated("Invalid or expired token");
      res.json({ status: true, userId: admin.id });
    },
  );

  // `id` is accepted and ignored: the token says who the admin is.
  route(
    r,
    "post",
    "/update-password",
    {
      summary: "Change the owner's password",
      tags,
      access: "session",
      body: z.object({
        id: text("Accepted and ignored: the token says who the admin is."),
        currentPassword: secret("The password now in use."),
        password: required(secret("The new password.")),
        newPassword: secret("The same, by its other name."),
        confirmPassword: secret("The new password again (defaults to it)."),
      }),
      description:
        "Every token issued before the change stops working, on every instance: sign in again with the new password. Wrong current passwords are limited like sign-ins (429 with the minutes to wait).",
      response: Done,
      errors: [400, 401, 429],
    },
    async (req, res) => {
      const b = req.body ?? {};
      const admin = await s.auth.verifyToken(bearerToken(req));
      await s.auth.changePassword(admin, {
        currentPassword: b.currentPassword ?? undefined,
        newPassword: b.password ?? b.newPassword ?? undefined,
        confirmPassword: b.confirmPassword ?? b.password ?? b.newPassword ?? undefined,
      });
      res.json({ status: true, message: "Password updated successfully" });
    },
  );
}
