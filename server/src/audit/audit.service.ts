/**
 * The audit log (issue 47): entries recorded by domains (the AuditSink this implements) and by the
 * audit subscriber, read by the owner and managers (filtered by person, entity and date, newest
 * first, or as CSV), and purged when older than 400 days by the process itself, never by an
 * operation: nothing here edits or deletes an entry on anyone's request.
 */
import { Field, InputType } from "type-graphql";
import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { currentAuditScope, type AuditRecord, type AuditSink } from "../core/audit.js";
import { toCsv } from "../core/csv.js";
import { badInput } from "../core/errors.js";
import { BaseFilter, MAX_PER_PAGE, toIds, type ListParams } from "../core/list.js";
import { OWNER_ONLY_ENTITIES } from "./audit-changes.js";
import { AuditEntry } from "./audit-entry.entity.js";

/** What a reader who is not the owner sees of an owner-only record's changes. */
const HIDDEN = JSON.stringify({ hidden: true });

/** How long entries are kept. */
export const RETENTION_DAYS = 400;
/** The most rows one CSV export holds (a year of a busy back office is far fewer). */
export const MAX_CSV_ROWS = 100_000;
/** The longest `changes` kept, in bytes of its JSON text (the column is a TEXT on MariaDB: 65 535 bytes). */
export const MAX_CHANGES_BYTES = 60_000;
const DAY_MS = 86_400_000;

@InputType({ description: "Which audit entries: by person, kind of record and time (all optional)." })
export class AuditFilter extends BaseFilter {
  @Field(() => String, { nullable: true, description: "Only this person's entries: a username, or key:<name> for an API key." })
  actor?: string | null;

  @Field(() => String, { nullable: true, description: "Only entries about this kind of record, e.g. FramePrice, Order." })
  entity?: string | null;

  @Field(() => Date, { nullable: true, description: "Only entries from this time on." })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: "Only entries up to this time (included)." })
  to?: Date | null;
}

const SORTABLE: Record<string, string> = { at: "a.at", id: "a.id", actor: "a.actor", role: "a.role", operation: "a.operation", entity: "a.entity" };

export class AuditService implements AuditSink {
  /** The India-independent day (UTC) this instance last purged on: the minute's sweep purges once a day. */
  private purgedOn: string | null = null;

  constructor(private readonly ds: DataSource) {}

  record = (em: EntityManager | null, entry: AuditRecord): Promise<void> => this.recordMany(em, [entry]);

  /** Records `entries` in one INSERT (the audit subscriber's for the value sets of one insert). */
  async recordMany(em: EntityManager | null, entries: AuditRecord[]): Promise<void> {
    if (entries.length === 0) return;
    // An entry a domain records inside a staff write's scope (a sign-in by a signed-in admin) is that operation's.
    const scope = currentAuditScope();
    if (scope) scope.recorded += entries.length;
    const at = new Date();
    await (em ?? this.ds.manager)
      .createQueryBuilder()
      .insert()
      .into(AuditEntry)
      .values(
        entries.map((entry) => ({
          at,
          actor: entry.actor.slice(0, 120),
          role: entry.role?.slice(0, 16) ?? null,
          operation: entry.operation.slice(0, 200),
          entity: entry.entity?.slice(0, 64) ?? null,
          entityId: entry.entityId?.slice(0, 64) ?? null,
          changesJson: changesText(entry.changes),
          ip: entry.ip?.slice(0, 64) ?? null,
        })),
      )
      // The log's own rows are no change to follow (audit-subscriber.ts), and it needs no id back.
      .callListeners(false)
      .updateEntity(false)
      .execute();
  }

  /**
   * A page of entries, newest first unless asked otherwise (`page` zero-based, as react-admin's), as
   * `reader` (a staff role) may see them: the changes of an owner-only record only to the owner.
   */
  async list(params: ListParams<AuditFilter>, reader: string): Promise<AuditEntry[]> {
    const qb = this.filtered(params.filter);
    const field = params.sortField ?? "at";
    const column = Object.hasOwn(SORTABLE, field) ? SORTABLE[field] : undefined;
    if (!column) throw badInput(`Cannot sort by ${field}`);
    const order = String(params.sortOrder ?? "DESC").toUpperCase() === "ASC" ? "ASC" : "DESC";
    const perPage = Math.min(Math.max(1, params.perPage ?? 50), MAX_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const rows = await qb
      .orderBy(column, order)
      .addOrderBy("a.id", order)
      .skip(page * perPage)
      .take(perPage)
      .getMany();
    return rows.map((r) => shownTo(reader, r));
  }

  count(params: ListParams<AuditFilter>): Promise<number> {
    return this.filtered(params.filter).getCount();
  }

  /** The entries the filter selects as CSV, newest first; cells that a spreadsheet would run are neutralised (core/csv.ts). */
  async csv(filter: AuditFilter | null | undefined, reader: string): Promise<string> {
    const rows = (await this.filtered(filter).orderBy("a.at", "DESC").addOrderBy("a.id", "DESC").take(MAX_CSV_ROWS).getMany()).map((r) => shownTo(reader, r));
    return toCsv(
      ["at", "actor", "role", "operation", "entity", "entityId", "changes", "ip"],
      rows.map((r) => [r.at, r.actor, r.role ?? "", r.operation, r.entity ?? "", r.entityId ?? "", r.changesJson ?? "", r.ip ?? ""]),
    );
  }

  /**
   * Deletes the entries older than RETENTION_DAYS: the system's retention, not an operation. Called by
   * the minute's sweep, it deletes at most once a day on each instance; two instances deleting the
   * same old rows both succeed (a delete of what is gone deletes nothing).
   */
  async purge(at: Date = new Date()): Promise<number> {
    const day = at.toISOString().slice(0, 10);
    if (this.purgedOn === day) return 0;
    const result = await this.ds
      .createQueryBuilder()
      .delete()
      .from(AuditEntry)
      .where("at < :cutoff", { cutoff: new Date(at.getTime() - RETENTION_DAYS * DAY_MS) })
      .execute();
    this.purgedOn = day;
    return result.affected ?? 0;
  }

  private filtered(filter: AuditFilter | null | undefined): SelectQueryBuilder<AuditEntry> {
    const qb = this.ds.getRepository(AuditEntry).createQueryBuilder("a");
    const f = filter ?? {};
    if (f.ids) qb.andWhere("a.id IN (:...ids)", { ids: [0, ...toIds(f.ids)] });
    if (f.actor?.trim()) qb.andWhere("a.actor = :actor", { actor: f.actor.trim() });
    if (f.entity?.trim()) qb.andWhere("a.entity = :entity", { entity: f.entity.trim() });
    if (f.from) qb.andWhere("a.at >= :from", { from: f.from });
    if (f.to) qb.andWhere("a.at <= :to", { to: f.to });
    const q = f.q?.trim().toLowerCase();
    if (q) {
      const like = `%${q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      qb.andWhere("(LOWER(a.actor) LIKE :q ESCAPE '!' OR LOWER(a.operation) LIKE :q ESCAPE '!' OR LOWER(a.entity) LIKE :q ESCAPE '!')", { q: like });
    }
    return qb;
  }
}

/** The entry as `reader` may see it: an owner-only record's changes are the owner's to read. */
function shownTo(reader: string, entry: AuditEntry): AuditEntry {
  if (reader !== "owner" && entry.changesJson && entry.entity && OWNER_ONLY_ENTITIES.has(entry.entity)) entry.changesJson = HIDDEN;
  return entry;
}

/**
 * The changes as JSON text, bounded in bytes (UTF-8, as the column stores it: Tamil text takes three
 * bytes a character): a huge change keeps the names of its fields, as many as fit, and always parses.
 */
export function changesText(changes: Record<string, unknown> | null | undefined): string | null {
  if (!changes || Object.keys(changes).length === 0) return null;
  const text = JSON.stringify(changes);
  if (Buffer.byteLength(text) <= MAX_CHANGES_BYTES) return text;
  const names: Record<string, unknown> = {};
  const keys = Object.keys(changes);
  for (const [i, key] of keys.entries()) {
    names[key] = { changed: true };
    if (Buffer.byteLength(JSON.stringify(names)) > MAX_CHANGES_BYTES - 40) {
      delete names[key];
      names["(more fields)"] = keys.length - i;
      break;
    }
  }
  return JSON.stringify(names);
}
