/**
 * The audit log's reads (issue 47): a page of entries, react-admin's list and count, and the CSV
 * export. Reads only: no operation writes, edits or deletes an entry.
 *
 * No API key may read it (no scope named); of the staff, the owner and managers (Settings › Activity),
 * never fulfilment or editors. A manager sees that the owner's own records (the staff, API keys,
 * webhooks, sessions, business and tax settings) changed, who changed them and when, but not how
 * (`changes` is `{ hidden: true }`).
 */
import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { MANAGERS } from "../core/roles.js";
import { ListMetadata, listArgsFor, type ListParams } from "../core/list.js";
import { AuditEntry } from "./audit-entry.entity.js";
import { AuditFilter } from "./audit.service.js";
import type { AuditFloor } from "./services.js";

const AuditListArgs = listArgsFor(AuditFilter);

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized(...MANAGERS)
  @Query(() => [AuditEntry], { description: "Admin: a page of the audit log, newest first (page zero-based, at most 200 a page)." })
  auditLog(
    @Arg("filter", () => AuditFilter, { nullable: true }) filter: AuditFilter | null,
    @Arg("page", () => Int, { nullable: true }) page: number | null,
    @Arg("perPage", () => Int, { nullable: true }) perPage: number | null,
    @Ctx() ctx: RequestContext<AuditFloor>,
  ): Promise<AuditEntry[]> {
    return ctx.services.audit.list({ filter, page, perPage }, readerOf(ctx));
  }

  @Authorized(...MANAGERS)
  @Query(() => [AuditEntry], { description: "Admin: a page of AuditEntries (react-admin's list), newest first unless sorted otherwise." })
  allAuditEntries(@Args(() => AuditListArgs) args: ListParams<AuditFilter>, @Ctx() ctx: RequestContext<AuditFloor>): Promise<AuditEntry[]> {
    return ctx.services.audit.list(args, readerOf(ctx));
  }

  @Authorized(...MANAGERS)
  @Query(() => ListMetadata, { description: "Admin: how many AuditEntries match the filter." })
  async _allAuditEntriesMeta(@Args(() => AuditListArgs) args: ListParams<AuditFilter>, @Ctx() ctx: RequestContext<AuditFloor>): Promise<ListMetadata> {
    return { count: await ctx.services.audit.count(args) };
  }

  @Authorized(...MANAGERS)
  @Query(() => String, {
    description: "Admin: the audit entries the filter selects as CSV (at, actor, role, operation, entity, entityId, changes, ip), newest first.",
  })
  auditLogCsv(@Arg("filter", () => AuditFilter, { nullable: true }) filter: AuditFilter | null, @Ctx() ctx: RequestContext<AuditFloor>): Promise<string> {
    return ctx.services.audit.csv(filter, readerOf(ctx));
  }
}

/** The reader's role: the changes of the owner's own records (staff, keys, webhooks, settings) are shown to the owner alone. */
function readerOf(ctx: RequestContext<AuditFloor>): string {
  return ctx.admin?.role ?? "none";
}
