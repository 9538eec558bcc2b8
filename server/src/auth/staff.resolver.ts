/** GraphQL of the owner's team (issue 47): the staff list, invitations, roles and disabling — the owner's — and accepting an invitation (public). */
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { idOf } from "../core/ids.js";
import type { AuthFloor } from "./services.js";
import type { StaffStatus, StaffView } from "./staff.service.js";

@ObjectType({ description: "A back-office account as the owner's staff list shows it (nothing secret)." })
class StaffUser implements StaffView {
  @Field(() => ID, { description: "The account's id." })
  id: number;

  @Field(() => String, { nullable: true, description: "The person's name (null for the first owner until set)." })
  name: string | null;

  @Field(() => String, { description: "Sign-in name (unique whatever its case)." })
  username: string;

  @Field(() => String, { nullable: true, description: "Where invitations are sent." })
  email: string | null;

  @Field(() => String, { description: "owner, manager, fulfilment or editor." })
  role: StaffView["role"];

  @Field(() => Boolean, { description: "A disabled account cannot sign in; its sessions ended when it was disabled." })
  disabled: boolean;

  @Field(() => String, { description: "invited (no password set yet), active or disabled." })
  status: StaffStatus;

  @Field(() => Date, { nullable: true, description: "When the last invitation was sent (null for the first owner)." })
  invitedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the pending invitation's link stops working; null once accepted." })
  invitationExpiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the account last signed in; null: never." })
  lastSignInAt: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the account has a second factor (TOTP or a passkey)." })
  twoFactor: boolean | null;
}

@Resolver()
export class StaffResolver {
  @Authorized()
  @Query(() => [StaffUser], { description: "Owner: every back-office account, the owner's first." })
  staffUsers(@Ctx() ctx: RequestContext<AuthFloor>): Promise<StaffUser[]> {
    return ctx.services.staff.list();
  }

  @Authorized()
  @Mutation(() => StaffUser, {
    description:
      "Owner: invites a staff member. The account has no password until the invitee sets one through the mailed link (PUBLIC_URL/admin-invitation?token=…, once, within 72 hours). A username taken (in any case) is a CONFLICT.",
  })
  inviteStaff(
    @Arg("name", () => String) name: string,
    @Arg("username", () => String) username: string,
    @Arg("email", () => String) email: string,
    @Arg("role", () => String, { description: "owner, manager, fulfilment or editor." }) role: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<StaffUser> {
    return ctx.services.staff.invite({ name, username, email, role });
  }

  @Authorized()
  @Mutation(() => StaffUser, {
    description:
      "Owner: changes an account's role, or disables (enables) it; disabling ends its sessions at once, on every instance. A change that would leave no active owner is a CONFLICT.",
  })
  updateStaff(
    @Arg("id", () => ID) id: string,
    @Arg("role", () => String, { nullable: true, description: "The new role; null: unchanged." }) role: string | null,
    @Arg("disabled", () => Boolean, { nullable: true, description: "true disables, false enables; null: unchanged." }) disabled: boolean | null,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<StaffUser> {
    return ctx.services.staff.update(idOf(id), { role, disabled });
  }

  @Authorized()
  @Mutation(() => StaffUser, { description: "Owner: mails a new invitation link (valid 72 hours) to an account not yet accepted; the old link stops working." })
  resendInvitation(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<StaffUser> {
    return ctx.services.staff.resendInvitation(idOf(id));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Owner: takes back an invitation not yet accepted; the account is removed and its link stops working." })
  revokeInvitation(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<boolean> {
    return ctx.services.staff.revokeInvitation(idOf(id));
  }

  @Mutation(() => Boolean, {
    description:
      "Sets an invited account's password from its invitation link (at least 6 characters); then sign in with it. A link used, revoked, replaced or expired is BAD_USER_INPUT; wrong links are limited per client.",
  })
  acceptInvitation(
    @Arg("token", () => String, { description: "The token of the invitation link." }) token: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: RequestContext<AuthFloor>,
  ): Promise<boolean> {
    return ctx.services.staff.acceptInvitation(token, password, ctx.ip);
  }
}
