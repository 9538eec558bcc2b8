/** GraphQL of the sessions (issue 47): one's own, listed and ended (any role); anyone's for the owner. */
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { unauthenticated } from "../core/errors.js";
import { idOf } from "../core/ids.js";
import type { PrincipalAdmin } from "../core/principal.js";
import { SELF } from "../core/roles.js";
import type { SessionView } from "./sessions.service.js";
import type { AuthFloor } from "./services.js";

@ObjectType("AdminSession", { description: "A signed-in session of a back-office account." })
class AdminSessionView implements SessionView {
  @Field(() => ID, { description: "The session's id." })
  id: string;

  @Field(() => String, { description: "The browser and system it signed in from, e.g. 'Firefox on Windows'." })
  device: string;

  @Field(() => String, { description: "The address it signed in from." })
  ip: string;

  @Field(() => Date, { description: "When it signed in." })
  signedInAt: Date;

  @Field(() => Date, { description: "When it was last used (to about a minute)." })
  lastSeenAt: Date;

  @Field(() => Boolean, { description: "Whether it is the session asking." })
  current: boolean;
}

/** The signed-in person (a `self` operation lets no key through, so there is one). */
function person(ctx: RequestContext<AuthFloor>): PrincipalAdmin {
  if (!ctx.admin) throw unauthenticated();
  return ctx.admin;
}

@Resolver()
export class SessionsResolver {
  @Authorized(SELF)
  @Query(() => [AdminSessionView], { description: "The signed-in account's open sessions, the last seen first." })
  mySessions(@Ctx() ctx: RequestContext<AuthFloor>): Promise<AdminSessionView[]> {
    const me = person(ctx);
    return ctx.services.sessions.list(me.id, me.sessionId);
  }

  @Authorized()
  @Query(() => [AdminSessionView], { description: "Owner: an account's open sessions, the last seen first." })
  sessionsOf(@Arg("userId", () => ID) userId: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<AdminSessionView[]> {
    return ctx.services.sessions.listOf(person(ctx), idOf(userId));
  }

  @Authorized(SELF)
  @Mutation(() => Boolean, { description: "Ends a session (signs it out): one's own; the owner's, anyone's. Its token is refused from the next request on." })
  endSession(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<boolean> {
    return ctx.services.sessions.end(person(ctx), id);
  }

  @Authorized(SELF)
  @Mutation(() => Int, {
    description: "Ends every session of an account, the asking one's too when it is one's own (the owner may end anyone's): how many were open.",
  })
  endAllSessions(@Arg("userId", () => ID) userId: string, @Ctx() ctx: RequestContext<AuthFloor>): Promise<number> {
    return ctx.services.sessions.endAll(person(ctx), idOf(userId));
  }
}
