/** GraphQL for the admin session: sign in, who am I, change password. */
import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { AdminUser } from "./admin-user.entity.js";
import { LoginResult } from "./login-result.js";
import type { AuthFloor } from "./services.js";

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description:
      "Sign in with the password. An account with a second factor gets no token yet but a secondFactor challenge, for loginSecondFactor. Failed attempts are limited per client and per account.",
  })
  login(
    @Arg("username", () => String) username: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<LoginResult> {
    return ctx.services.auth.login(username, password, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Query(() => AdminUser, { nullable: true, description: "The signed-in admin (with the role), or null without a valid token." })
  me(@Ctx() ctx: RequestContext<AuthFloor>): Promise<AdminUser | null> {
    return ctx.services.auth.account(ctx.admin);
  }

  // Not @Authorized: the service answers the spec's 'User not logged in' itself.
  @Mutation(() => Boolean, {
    description:
      "Change the signed-in admin's password (at least 6 characters, confirmed, current one checked; wrong current passwords are limited like sign-ins). Every token issued before it stops working: sign in again with the new password.",
  })
  async changePassword(
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<boolean> {
    await ctx.services.auth.changePassword(ctx.admin, { currentPassword, newPassword, confirmPassword });
    return true;
  }
}
