/**
 * Records every row an admin or API-key write changes (issue 47), in the transaction of the change,
 * through the same connection. Only inside an audit scope (core/audit.ts: opened by the edge for each
 * admin mutation and guarded REST write); visitors, workers and sweeps write without it.
 *
 * - Inserts: TypeORM's afterInsert hands over the values written, with the generated id.
 * - Updates and deletions are followed at the statement, not the entity: most of this code changes
 *   rows with `repository.update(criteria, values)` or a query builder (conditional updates, counters),
 *   whose entity events carry neither the row's id nor its values before. So before an UPDATE or
 *   DELETE on a followed table runs, the rows its WHERE selects are read (locked on MariaDB, as the
 *   statement would lock them); after it, the same rows are read again by their keys, and one entry a
 *   row records what differs. A statement sent outside any transaction is wrapped in one of its own,
 *   so its entries commit or roll back with it.
 *
 * The statement is TypeORM's own SQL (`UPDATE "t" SET … WHERE …`, `DELETE FROM "t" WHERE …`): the
 * parameters of SET come first, so the WHERE's are the rest. A statement it cannot read so is still
 * recorded, without its rows (entity and values unknown), never refused.
 */
import type {
  AfterQueryEvent,
  BeforeQueryEvent,
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
} from "typeorm";
import { currentAuditScope, type AuditScope } from "../core/audit.js";
import { changesOf, idOfRow, rowOfEntity, UNAUDITED_TABLES, type Row } from "./audit-changes.js";
import type { AuditService } from "./audit.service.js";

const CHANGE = /^\s*(?:UPDATE|DELETE)\b/i;
const UPDATE = /^\s*UPDATE\s+([`"]?)(\w+)\1\s+SET\s+([\s\S]*?)(?:\s+WHERE\s+([\s\S]+))?$/i;
const DELETE = /^\s*DELETE\s+FROM\s+([`"]?)(\w+)\1(?:\s+WHERE\s+([\s\S]+))?$/i;
const RETURNING = /\s+RETURNING\s+[\s\S]*$/i;
/** More rows than this in one statement are recorded as one entry saying how many. */
const MAX_ROWS = 200;

interface Pending {
  query: string;
  scope: AuditScope;
  metadata: EntityMetadata;
  deletes: boolean;
  /** The rows before, or null when they could not be read. */
  before: Row[] | null;
  /** How many rows the WHERE selected (more than MAX_ROWS: not each recorded). */
  many: boolean;
  /** The transaction was begun here, for this statement alone. */
  began: boolean;
}

export class AuditSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();
  private tables?: Map<string, EntityMetadata>;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async afterInsert(event: InsertEvent<object>): Promise<void> {
    const scope = currentAuditScope();
    if (!scope || !event.entity || UNAUDITED_TABLES.has(event.metadata.tableName)) return;
    await this.write(event.manager, scope, event.metadata, null, rowOfEntity(event.metadata, event.entity));
  }

  async beforeQuery(event: BeforeQueryEvent): Promise<void> {
    if (!CHANGE.test(event.query)) return;
    const scope = currentAuditScope();
    if (!scope) return;
    const statement = this.read(event.query, Array.isArray(event.parameters) ? event.parameters : []);
    if (!statement) return;
    const runner = event.queryRunner;
    const began = !runner.isTransactionActive;
    if (began) await runner.startTransaction();
    let before: Row[] | null = null;
    try {
      const limit = ` LIMIT ${MAX_ROWS + 1}`;
      const lock = this.ds.options.type === "better-sqlite3" ? "" : " FOR UPDATE";
      const where = statement.where ? ` WHERE ${statement.where}` : "";
      const raw = (await runner.query(
        `SELECT * FROM ${this.ds.driver.escape(statement.metadata.tableName)}${where}${limit}${lock}`,
        statement.params,
      )) as Row[];
      before = raw.map((r) => this.hydrate(statement.metadata, r));
    } catch {
      // Read otherwise than expected: the statement is recorded without its rows (afterQuery).
    }
    const list = this.pending.get(runner) ?? [];
    list.push({ query: event.query, scope, metadata: statement.metadata, deletes: statement.deletes, before, many: (before?.length ?? 0) > MAX_ROWS, began });
    this.pending.set(runner, list);
  }

  async afterQuery(event: AfterQueryEvent): Promise<void> {
    const list = this.pending.get(event.queryRunner);
    const index = list?.findIndex((p) => p.query === event.query) ?? -1;
    if (!list || index < 0) return;
    const [p] = list.splice(index, 1);
    const runner = event.queryRunner;
    try {
      if (event.success) await this.recordStatement(runner, p);
      if (p.began) await (event.success ? runner.commitTransaction() : runner.rollbackTransaction());
    } catch (err) {
      if (p.began && runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    }
  }

  private async recordStatement(runner: QueryRunner, p: Pending): Promise<void> {
    const { metadata, scope } = p;
    if (!p.before || p.many) {
      await this.audit.record(runner.manager, {
        ...who(scope),
        entity: metadata.name,
        changes: p.many ? { rows: { changed: true, more: MAX_ROWS } } : null,
      });
      return;
    }
    if (p.before.length === 0) return;
    const after = p.deletes ? new Map<string, Row>() : await this.reread(runner, metadata, p.before);
    for (const before of p.before)
      await this.write(runner.manager, scope, metadata, before, p.deletes ? null : (after.get(idOfRow(metadata, before) ?? "") ?? null));
  }

  private async write(em: EntityManager, scope: AuditScope, metadata: EntityMetadata, before: Row | null, after: Row | null): Promise<void> {
    const changes = changesOf(metadata, before, after);
    if (!changes) return;
    await this.audit.record(em, { ...who(scope), entity: metadata.name, entityId: idOfRow(metadata, (after ?? before)!), changes });
  }

  /** The rows by their keys, after the statement: key text → row. */
  private async reread(runner: QueryRunner, metadata: EntityMetadata, rows: Row[]): Promise<Map<string, Row>> {
    const keys = metadata.primaryColumns;
    const escape = (name: string) => this.ds.driver.escape(name);
    const where = rows.map(() => `(${keys.map((k) => `${escape(k.databaseName)} = ?`).join(" AND ")})`).join(" OR ");
    const params = rows.flatMap((r) => keys.map((k) => this.ds.driver.preparePersistentValue(r[k.propertyName], k) as unknown));
    const raw = (await runner.query(`SELECT * FROM ${escape(metadata.tableName)} WHERE ${where}`, params)) as Row[];
    return new Map(
      raw.map((r) => {
        const row = this.hydrate(metadata, r);
        return [idOfRow(metadata, row) ?? "", row];
      }),
    );
  }

  /** An UPDATE or DELETE of a followed table, its WHERE and the WHERE's parameters; null for anything else. */
  private read(query: string, parameters: unknown[]): { metadata: EntityMetadata; deletes: boolean; where: string | null; params: unknown[] } | null {
    const update = UPDATE.exec(query);
    const del = update ? null : DELETE.exec(query);
    const table = update?.[2] ?? del?.[2];
    if (!table || UNAUDITED_TABLES.has(table)) return null;
    const metadata = this.metadataOf(table);
    if (!metadata) return null;
    const where = (update ? update[4] : del?.[3])?.replace(RETURNING, "") ?? null;
    const setParams = update ? (update[3].match(/\?/g)?.length ?? 0) : 0;
    return { metadata, deletes: !update, where, params: parameters.slice(setParams) };
  }

  private metadataOf(table: string): EntityMetadata | undefined {
    this.tables ??= new Map(this.ds.entityMetadatas.map((m) => [m.tableName, m]));
    return this.tables.get(table);
  }

  private hydrate(metadata: EntityMetadata, raw: Row): Row {
    const row: Row = {};
    for (const column of metadata.columns) {
      if (column.databaseName in raw) row[column.propertyName] = this.ds.driver.prepareHydratedValue(raw[column.databaseName], column);
    }
    return row;
  }
}

function who(scope: AuditScope) {
  return { actor: scope.actor, role: scope.role, operation: scope.operation, ip: scope.ip };
}
