/**
 * GraphQL for workshops: the storefront's list and join, the back office's CRUD (react-admin's
 * Workshop resource), the join summary, the participants of a workshop, their CSV and removal.
 */
import { idOf } from "../core/ids.js";
import { Arg, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { WorkshopJoin } from "./workshop-join.entity.js";
import { displayCost, isPast } from "./workshop.service.js";
import { Workshop } from "./workshop.entity.js";
import type { WorkshopsFloor } from "./services.js";
import { ALL_STAFF, EDITORS, FULFILMENT } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of workshops." })
class WorkshopFilter extends BaseFilter {}

@ArgsType()
class CreateWorkshopArgs {
  @Field(() => String, { description: "Title (required)." }) title: string;
  @Field(() => String, { description: "Description (required)." }) description: string;
  @Field(() => String, { description: "Destination (required)." }) destination: string;
  @Field(() => String, { nullable: true, description: "Title in Tamil (optional)." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "Description in Tamil (optional)." }) descriptionTa?: string | null;
  @Field(() => String, { nullable: true, description: "Destination in Tamil (optional)." }) destinationTa?: string | null;
  @Field(() => Int, { description: "Seats of the trip (required, at least 1)." }) maxParticipants: number;
  @Field(() => String, { nullable: true, description: "Day of travel, YYYY-MM-DD." }) travelDate?: string | null;
  @Field(() => String, { nullable: true, description: "Duration, e.g. '2 days'." }) duration?: string | null;
  @Field(() => String, { nullable: true, description: "Who leads the trip." }) organizer?: string | null;
  @Field(() => String, { nullable: true, description: "Cost as free text; a leading '$' is shown as '₹'." }) cost?: string | null;
  @Field(() => String, { nullable: true, description: "Where participants meet." }) meetingPoint?: string | null;
  @Field(() => [String], { nullable: true, description: "Tags (each trimmed; comma-separated text is split)." }) tags?: string[] | null;
  @Field(() => [String], { nullable: true, description: "What the cost includes (each trimmed; comma-separated text is split)." }) includes?: string[] | null;
  @Field(() => ID, { nullable: true, description: "Poster image (an uploadMedia id)." }) posterId?: string | null;
}

@ArgsType()
class UpdateWorkshopArgs {
  @Field(() => ID, { description: "Workshop to change." }) id: string;
  @Field(() => String, { nullable: true, description: "New title." }) title?: string | null;
  @Field(() => String, { nullable: true, description: "New description." }) description?: string | null;
  @Field(() => String, { nullable: true, description: "New destination." }) destination?: string | null;
  @Field(() => String, { nullable: true, description: "New title in Tamil; null or empty: none." }) titleTa?: string | null;
  @Field(() => String, { nullable: true, description: "New description in Tamil; null or empty: none." }) descriptionTa?: string | null;
  @Field(() => String, { nullable: true, description: "New destination in Tamil; null or empty: none." }) destinationTa?: string | null;
  @Field(() => Int, { nullable: true, description: "New number of seats; never below the people already joined." }) maxParticipants?: number | null;
  @Field(() => String, { nullable: true, description: "New day of travel, YYYY-MM-DD; an empty text clears it." }) travelDate?: string | null;
  @Field(() => String, { nullable: true, description: "New duration." }) duration?: string | null;
  @Field(() => String, { nullable: true, description: "New organizer." }) organizer?: string | null;
  @Field(() => String, { nullable: true, description: "New cost text." }) cost?: string | null;
  @Field(() => String, { nullable: true, description: "New meeting point." }) meetingPoint?: string | null;
  @Field(() => [String], { nullable: true, description: "New tags." }) tags?: string[] | null;
  @Field(() => [String], { nullable: true, description: "New includes." }) includes?: string[] | null;
  @Field(() => ID, { nullable: true, description: "New poster image (an uploadMedia id); an empty text removes the poster." }) posterId?: string | null;
}

@ObjectType({ description: "The answer to a join: the seats left after it." })
class WorkshopJoinResult {
  @Field(() => ID, { description: "Identifier of the join." }) id: number;
  @Field(() => Int, { description: "People the join brings." }) numberOfPeople: number;
  @Field(() => Int, { description: "Seats left on the trip after this join." }) seatsLeft: number;
  @Field(() => String, { description: "Message to show the visitor." }) message: string;
}

@ObjectType({ description: "One row of the Workshop Join Summary." })
class WorkshopJoinSummary {
  @Field(() => ID, { description: "The workshop." }) workshopId: number;
  @Field(() => String, { description: "Its title." }) workshopTitle: string;
  @Field(() => String, { nullable: true, description: "Its day of travel." }) travelDate: string | null;
  @Field(() => Int, { description: "Its seats." }) maxParticipants: number;
  @Field(() => Int, { description: "People joined, across all joins." }) totalPeople: number;
  @Field(() => Int, { description: "Number of joins (participants)." }) joins: number;
  @Field(() => Int, { description: "Seats left." }) seatsLeft: number;
}

@Resolver(() => Workshop)
export class WorkshopResolver {
  @Query(() => [Workshop], { description: "The workshops page: coming trips by date, then past ones." })
  workshops(@Ctx() ctx: RequestContext<WorkshopsFloor>): Promise<Workshop[]> {
    return ctx.services.workshops.listPublic();
  }

  @Mutation(() => WorkshopJoinResult, {
    description:
      "Join a workshop with 1 to 5 people. A join that does not fit the seats left is a CONFLICT whose message says how many are left; a mobile number that has joined the workshop already is a CONFLICT too. At most 10 joins of a workshop per client a day (TOO_MANY_REQUESTS).",
  })
  async joinWorkshop(
    @Arg("workshopId", () => ID) workshopId: string,
    @Arg("fullName", () => String) fullName: string,
    @Arg("phone", () => String) phone: string,
    @Arg("address", () => String) address: string,
    @Arg("numberOfPeople", () => Int) numberOfPeople: number,
    @Arg("email", () => String, { nullable: true, description: "For the confirmation mail." }) email: string | null,
    @Ctx() ctx: RequestContext<WorkshopsFloor>,
  ): Promise<WorkshopJoinResult> {
    const { join, seatsLeft, workshop } = await ctx.services.workshops.join({ workshopId, fullName, phone, address, numberOfPeople, email }, ctx.ip);
    return { id: join.id, numberOfPeople: join.numberOfPeople, seatsLeft, message: `You have joined ${workshop.title}!` };
  }

  @FieldResolver(() => String, { description: "The cost as visitors see it: a leading '$' shown as '₹'." })
  displayCost(@Root() w: Workshop): string {
    return displayCost(w.cost);
  }

  @FieldResolver(() => Int, { description: "Seats not taken yet." })
  seatsLeft(@Root() w: Workshop): number {
    return Math.max(0, w.maxParticipants - w.seatsTaken);
  }

  @FieldResolver(() => Boolean, { description: "True when every seat is taken ('Trip Full')." })
  isFull(@Root() w: Workshop): boolean {
    return w.seatsTaken >= w.maxParticipants;
  }

  @FieldResolver(() => Boolean, { description: "True when the travel date has passed (India time): no longer offered for joining." })
  isPast(@Root() w: Workshop): boolean {
    return isPast(w);
  }

  @Authorized("orders:read", ...FULFILMENT)
  @Query(() => [WorkshopJoinSummary], { description: "Admin: the Workshop Join Summary, one row per workshop." })
  async workshopJoinSummary(@Ctx() ctx: RequestContext<WorkshopsFloor>): Promise<WorkshopJoinSummary[]> {
    return (await ctx.services.workshops.joinSummary()).map((r) => ({ ...r, seatsLeft: Math.max(0, r.maxParticipants - r.totalPeople) }));
  }

  @Authorized("orders:read", ...FULFILMENT)
  @Query(() => [WorkshopJoin], { description: "Admin: the participants of a workshop, first joined first." })
  workshopParticipants(@Arg("workshopId", () => ID) workshopId: string, @Ctx() ctx: RequestContext<WorkshopsFloor>): Promise<WorkshopJoin[]> {
    return ctx.services.workshops.participants(Number(workshopId));
  }

  @Authorized("orders:read", ...FULFILMENT)
  @Query(() => String, { description: "Admin: the participants of a workshop as CSV (name,phone,email,people,address,joinedAt)." })
  workshopParticipantsCsv(@Arg("workshopId", () => ID) workshopId: string, @Ctx() ctx: RequestContext<WorkshopsFloor>): Promise<string> {
    return ctx.services.workshops.participantsCsv(Number(workshopId));
  }

  @Authorized("orders:write", ...FULFILMENT)
  @Mutation(() => WorkshopJoin, { description: "Admin: remove a participant; their seats are free again." })
  deleteWorkshopJoin(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<WorkshopsFloor>): Promise<WorkshopJoin> {
    return ctx.services.workshops.removeJoin(idOf(id));
  }
}

export const WorkshopCrudResolver = createCrudResolver<WorkshopsFloor, Workshop, CreateWorkshopArgs, UpdateWorkshopArgs>({
  scopes: { read: ["catalogue:read"], write: ["catalogue:write"] },
  roles: { read: ALL_STAFF, write: EDITORS },
  type: Workshop,
  name: "Workshop",
  plural: "Workshops",
  filter: WorkshopFilter,
  createArgs: CreateWorkshopArgs,
  updateArgs: UpdateWorkshopArgs,
  operations: {
    list: (ctx, p) => ctx.services.workshops.list(p),
    count: (ctx, p) => ctx.services.workshops.count(p),
    get: (ctx, id) => ctx.services.workshops.get(id),
    create: (ctx, a) => ctx.services.workshops.create(a),
    update: (ctx, id, a) => ctx.services.workshops.update(id, a),
    // An editor deletes a trip nobody booked; the bookings are customers' data (issue 47).
    remove: (ctx, id) => ctx.services.workshops.remove(id, { keepJoined: ctx.admin?.role === "editor" }),
  },
});
