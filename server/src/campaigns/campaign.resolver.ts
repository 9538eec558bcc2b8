/** GraphQL for newsletter campaigns (issue 26): the owner's (and integrators' with `content:write`) CRUD of drafts, the preview, a test copy, and the send. */
import DataLoader from "dataloader";
import { Arg, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { idOf } from "../core/ids.js";
import { BaseFilter } from "../core/list.js";
import { NewsletterSubscriber } from "../enquiries/enquiry.entities.js";
import { createCrudResolver } from "../graphql/crud.js";
import { Campaign } from "./campaign.entity.js";
import { blocksOf } from "./campaign.service.js";
import type { CampaignsFloor } from "./services.js";
import { EDITORS, MANAGERS } from "../core/roles.js";

@InputType({ description: "Filter of the admin list of campaigns." })
class CampaignFilter extends BaseFilter {
  @Field(() => String, { nullable: true, description: "Only campaigns in this status: draft, sending, paused or sent." })
  status?: string | null;
}

const BLOCKS = "Blocks filled from the catalogue when it is sent, in this order: latest-prints, upcoming-workshops, latest-posts.";

@ArgsType()
class CreateCampaignArgs {
  @Field(() => String, { description: "The mail's subject." }) subject: string;
  @Field(() => String, { nullable: true, description: "The preheader (the line shown after the subject in an inbox)." }) preheader?: string | null;
  @Field(() => String, { description: "The text as HTML; sanitised on the server (the blog's rules)." }) html: string;
  @Field(() => [String], { nullable: true, description: BLOCKS }) blocks?: string[] | null;
}

@ArgsType()
class UpdateCampaignArgs {
  @Field(() => ID, { description: "Campaign to change (a draft)." }) id: string;
  @Field(() => String, { nullable: true, description: "New subject." }) subject?: string | null;
  @Field(() => String, { nullable: true, description: "New preheader." }) preheader?: string | null;
  @Field(() => String, { nullable: true, description: "New HTML; sanitised on the server." }) html?: string | null;
  @Field(() => [String], { nullable: true, description: BLOCKS }) blocks?: string[] | null;
}

@ObjectType({ description: "Copies of a campaign the mail server refused for good, for one reason." })
class CampaignRefusal {
  @Field(() => String, { description: "The server's code and enhanced status, e.g. '550 5.7.1' (a policy or relay refusal) or '550 5.1.1' (no such mailbox)." })
  refusal: string;
  @Field(() => Int, { description: "Copies refused so." })
  count: number;
  @Field(() => String, { description: "One of the server's answers, as it gave it." })
  example: string;
}

/** The refusals of every campaign one request shows, read in one query. */
const refusalLoaders = new WeakMap<RequestContext<unknown>, DataLoader<number, CampaignRefusal[]>>();
function refusalsOf(ctx: RequestContext<CampaignsFloor>, id: number): Promise<CampaignRefusal[]> {
  let loader = refusalLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const lists = await ctx.services.campaigns.refusals(ids);
      return ids.map((i) => lists.get(i) ?? []);
    });
    refusalLoaders.set(ctx, loader);
  }
  return loader.load(id);
}

/** The unsubscribes of every campaign one request shows, read in one query. */
const unsubscribeLoaders = new WeakMap<RequestContext<unknown>, DataLoader<number, number>>();
function unsubscribesOf(ctx: RequestContext<CampaignsFloor>, id: number): Promise<number> {
  let loader = unsubscribeLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const counts = await ctx.services.campaigns.unsubscribes(ids);
      return ids.map((i) => counts.get(i) ?? 0);
    });
    unsubscribeLoaders.set(ctx, loader);
  }
  return loader.load(id);
}

@Resolver(() => Campaign)
export class CampaignResolver {
  @Authorized("content:write", ...EDITORS)
  @Query(() => Campaign, { nullable: true, description: "One campaign by id (the same as `Campaign(id)`, react-admin's name); null when there is none." })
  campaign(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<Campaign | null> {
    return ctx.services.campaigns.get(idOf(id));
  }

  @Authorized("content:write", ...EDITORS)
  @Query(() => String, { description: "The campaign's HTML exactly as sent (its blocks filled from today's catalogue while a draft)." })
  campaignPreview(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<string> {
    return ctx.services.campaigns.preview(idOf(id));
  }

  @Authorized("content:write", ...MANAGERS)
  @Mutation(() => Campaign, { description: "Sends one copy of the campaign, its subject prefixed '[Test]', to this address." })
  sendCampaignTest(@Arg("id", () => ID) id: string, @Arg("email", () => String) email: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<Campaign> {
    return ctx.services.campaigns.sendTest(idOf(id), email);
  }

  @Authorized("content:write", ...MANAGERS)
  @Mutation(() => Campaign, {
    description: "Sends a draft to every subscribed address (one copy each, however often it is called); answers at once, the mails go through the outbox.",
  })
  sendCampaign(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<Campaign> {
    return ctx.services.campaigns.send(idOf(id));
  }

  @Authorized("content:write", ...MANAGERS)
  @Mutation(() => Campaign, {
    description:
      "Resumes a campaign that paused itself (most of its first copies refused alike): its waiting copies go, and those refused that were not a bounce are tried again. 409 unless paused.",
  })
  resumeCampaign(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<Campaign> {
    return ctx.services.campaigns.resume(idOf(id));
  }

  // The owner's alone: it makes the shop write to an address again (as an import does).
  @Authorized(...MANAGERS)
  @Mutation(() => NewsletterSubscriber, {
    description: "Marks a bounced address subscribed again (its bounce was the mail server's mistake, or the mailbox is back). 409 unless bounced.",
  })
  restoreBouncedSubscriber(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<NewsletterSubscriber> {
    return ctx.services.campaigns.restoreBounced(idOf(id));
  }

  @FieldResolver(() => [CampaignRefusal], { description: "Its copies the mail server refused for good, by reason, most first." })
  refusals(@Root() c: Campaign, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<CampaignRefusal[]> {
    return refusalsOf(ctx, c.id);
  }

  @FieldResolver(() => [String], { description: BLOCKS })
  blocks(@Root() c: Campaign): string[] {
    return blocksOf(c);
  }

  @FieldResolver(() => Int, {
    description: "Subscribers who left by this campaign's unsubscribe link (its footer, or the one-click header) and are still off the list.",
  })
  unsubscribes(@Root() c: Campaign, @Ctx() ctx: RequestContext<CampaignsFloor>): Promise<number> {
    return unsubscribesOf(ctx, c.id);
  }

  @FieldResolver(() => Int, { description: "Mails not done yet: recipients less sent, failed and skipped." })
  remaining(@Root() c: Campaign): number {
    return Math.max(0, c.recipients - c.sent - c.failed - c.skipped);
  }
}

export const CampaignCrudResolver = createCrudResolver<CampaignsFloor, Campaign, CreateCampaignArgs, UpdateCampaignArgs>({
  scopes: { read: ["content:write"], write: ["content:write"] },
  roles: { read: EDITORS, write: EDITORS },
  type: Campaign,
  name: "Campaign",
  plural: "Campaigns",
  filter: CampaignFilter,
  createArgs: CreateCampaignArgs,
  updateArgs: UpdateCampaignArgs,
  operations: {
    list: (ctx, p) => ctx.services.campaigns.list(p),
    count: (ctx, p) => ctx.services.campaigns.count(p),
    get: (ctx, id) => ctx.services.campaigns.get(id),
    create: (ctx, a) => ctx.services.campaigns.create(a),
    update: (ctx, id, a) => ctx.services.campaigns.update(id, a),
    remove: (ctx, id) => ctx.services.campaigns.remove(id),
  },
});
