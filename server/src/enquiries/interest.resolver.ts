/** GraphQL for interest submissions: the visitor's form and the admin list. */
import { Arg, Ctx, ID, InputType, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { InterestSubmission } from "./interest.entity.js";
import type { EnquiriesFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of interest submissions." })
class InterestSubmissionFilter extends BaseFilter {}

@Resolver()
export class InterestResolver {
  @Mutation(() => Boolean, { description: "A visitor's interest in a gallery photograph. Name and email are required." })
  async submitInterest(
    @Arg("galleryItemId", () => ID) galleryItemId: string,
    @Arg("name", () => String) name: string,
    @Arg("email", () => String) email: string,
    @Arg("phone", () => String, { nullable: true }) phone: string | null,
    @Arg("message", () => String, { nullable: true }) message: string | null,
    @Ctx() ctx: RequestContext<EnquiriesFloor>,
  ): Promise<boolean> {
    await ctx.services.interest.submit({ galleryItemId, name, email, phone, message }, ctx.ip);
    return true;
  }
}

export const InterestSubmissionCrudResolver = createCrudResolver<EnquiriesFloor, InterestSubmission>({
  scopes: { read: ["messages:read"], write: [] },
  roles: { read: MANAGERS, write: MANAGERS },
  type: InterestSubmission,
  name: "InterestSubmission",
  plural: "InterestSubmissions",
  filter: InterestSubmissionFilter,
  operations: {
    list: (ctx, p) => ctx.services.interest.list(p),
    count: (ctx, p) => ctx.services.interest.count(p),
    get: (ctx, id) => ctx.services.interest.get(id),
    remove: (ctx, id) => ctx.services.interest.remove(id),
  },
});
