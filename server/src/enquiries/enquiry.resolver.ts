/** GraphQL for the newsletter and the contact page, and the owner's lists of both. */
import { Arg, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { BaseFilter } from "../core/list.js";
import { createCrudResolver } from "../graphql/crud.js";
import { ContactMessage, NewsletterSubscriber } from "./enquiry.entities.js";
import type { EnquiriesFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

@ObjectType({ description: "The answer of a newsletter or contact form." })
class FormResult {
  @Field(() => Boolean, { description: "True when it went through." }) status: boolean;
  @Field(() => String, { description: "Message to show the visitor." }) message: string;
}

@ObjectType({ description: "A line of an import that added nobody, and why." })
class NewsletterImportRefusal {
  @Field(() => Int, { description: "The line's number in the file (the first line is 1)." }) line: number;
  @Field(() => String, { description: "Why it was refused." }) reason: string;
}

@ObjectType({ description: "What an import of subscribers did." })
class NewsletterImportResult {
  @Field(() => Int, { description: "Addresses added as 'pending', each sent a confirmation mail." }) added: number;
  @Field(() => Int, { description: "Addresses already on the list (any status), left as they were." }) alreadyOnList: number;
  @Field(() => Int, { description: "Lines refused: not CSV that can be read, no email address, or an address that left written another way." }) invalid: number;
  @Field(() => [NewsletterImportRefusal], { description: "The first 100 refused lines, by line number, each with its reason." })
  refused: NewsletterImportRefusal[];
}

@InputType({ description: "Filter of the admin list of subscribers." })
class NewsletterSubscriberFilter extends BaseFilter {
  @Field(() => String, { nullable: true, description: "'pending', 'subscribed', 'unsubscribed' or 'bounced'." }) status?: string | null;
  @Field(() => ID, { nullable: true, description: "Only those who left by this campaign's unsubscribe link." }) unsubscribedCampaignId?: string | null;
}

@InputType({ description: "Filter of the admin list of contact messages." })
class ContactMessageFilter extends BaseFilter {
  @Field(() => Boolean, { nullable: true, description: "Only read (true) or unread (false) messages." }) read?: boolean | null;
}

@ArgsType()
class UpdateContactMessageArgs {
  @Field(() => ID, { description: "Message to change." }) id: string;
  @Field(() => Boolean, { nullable: true, description: "Read or unread." }) read?: boolean | null;
}

@Resolver()
export class EnquiryResolver {
  @Mutation(() => FormResult, { description: "Subscribe to the newsletter. An address already subscribed is a BAD_USER_INPUT whose message says 'already'." })
  async subscribeNewsletter(
    @Arg("email", () => String) email: string,
    @Arg("firstName", () => String, { nullable: true }) firstName: string | null,
    @Arg("lastName", () => String, { nullable: true }) lastName: string | null,
    @Arg("language", () => String, { nullable: true, description: "The page's language, 'en' or 'ta' (default 'en'): the unsubscribe page is drawn in it." })
    language: string | null,
    @Ctx() ctx: RequestContext<EnquiriesFloor>,
  ): Promise<FormResult> {
    return { status: true, message: await ctx.services.newsletter.subscribe({ email, firstName, lastName, language }, ctx.ip) };
  }

  @Mutation(() => FormResult, { description: "Send a message from the contact page." })
  async sendContactMessage(
    @Arg("name", () => String) name: string,
    @Arg("email", () => String) email: string,
    @Arg("subject", () => String) subject: string,
    @Arg("message", () => String) message: string,
    @Arg("inquiryType", () => String, { nullable: true }) inquiryType: string | null,
    @Ctx() ctx: RequestContext<EnquiriesFloor>,
  ): Promise<FormResult> {
    return { status: true, message: await ctx.services.contact.send({ name, email, subject, message, inquiryType }, ctx.ip) };
  }

  // The owner's alone: it writes to people's addresses (as deleting a subscriber is).
  @Authorized(...MANAGERS)
  @Mutation(() => NewsletterImportResult, {
    description:
      "Admin: import a list (CSV, separated by commas or semicolons, with an email column, optionally firstName and lastName; or one address a line). New addresses are added 'pending' and each is asked to confirm by mail, at the campaigns' priority and NEWSLETTER_RATE_PER_MINUTE; addresses already on the list, unsubscribed and bounced ones included (at Gmail written another way too), are left as they are. A line that cannot be read refuses only itself; refused lines are counted and the first 100 named. At most 900 KB and 20 000 addresses.",
  })
  importNewsletterSubscribers(@Arg("csv", () => String) csv: string, @Ctx() ctx: RequestContext<EnquiriesFloor>): Promise<NewsletterImportResult> {
    return ctx.services.newsletter.importCsv(csv);
  }

  @Authorized("messages:read", ...MANAGERS)
  @Query(() => String, { description: "Admin: every subscriber as CSV (email,firstName,lastName,consentAt,status)." })
  newsletterCsv(@Ctx() ctx: RequestContext<EnquiriesFloor>): Promise<string> {
    return ctx.services.newsletter.csv();
  }
}

export const NewsletterSubscriberCrudResolver = createCrudResolver<EnquiriesFloor, NewsletterSubscriber>({
  scopes: { read: ["messages:read"], write: [] },
  roles: { read: MANAGERS, write: MANAGERS },
  type: NewsletterSubscriber,
  name: "NewsletterSubscriber",
  plural: "NewsletterSubscribers",
  filter: NewsletterSubscriberFilter,
  operations: {
    list: (ctx, p) => ctx.services.newsletter.list(p),
    count: (ctx, p) => ctx.services.newsletter.count(p),
    get: (ctx, id) => ctx.services.newsletter.get(id),
    remove: (ctx, id) => ctx.services.newsletter.remove(id),
  },
});

export const ContactMessageCrudResolver = createCrudResolver<EnquiriesFloor, ContactMessage, never, UpdateContactMessageArgs>({
  scopes: { read: ["messages:read"], write: [] },
  roles: { read: MANAGERS, write: MANAGERS },
  type: ContactMessage,
  name: "ContactMessage",
  plural: "ContactMessages",
  filter: ContactMessageFilter,
  updateArgs: UpdateContactMessageArgs,
  operations: {
    list: (ctx, p) => ctx.services.contact.list(p),
    count: (ctx, p) => ctx.services.contact.count(p),
    get: (ctx, id) => ctx.services.contact.get(id),
    update: (ctx, id, a) => ctx.services.contact.setRead(id, a.read),
    remove: (ctx, id) => ctx.services.contact.remove(id),
  },
});
