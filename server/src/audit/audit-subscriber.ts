/**
 * Records every row an admin or API-key write changes (issue 47), in the transaction of the change,
 * through the same connection. Only inside an audit scope (core/audit.ts: opened by the edge for each
 * admin mutation and guarded REST write); visitors, workers and sweeps write without it.
 *
 * - Inserts: TypeORM's afterInsert hands over the values written, with the generated id. The value
 *   sets of one statement are recorded together: one multi-row INSERT of entries, or past MAX_ROWS
 *   one entry saying how many. An insert sent outside any transaction (a repository's or a query
 *   builder's `insert()`) would commit before afterInsert runs: beforeInsert begins a transaction for
 *   it, committed once its entries are written and rolled back when the insert or they fail (or,
 *   should neither happen, when TypeORM releases the query runner).
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
import type { AfterQueryEvent, BeforeQueryEvent, DataSource, EntityMetadata, EntitySubscriberInterface, InsertEvent, QueryRunner } from "typeorm";
import { currentAuditScope, type AuditRecord, type AuditScope } from "../core/audit.js";
import { changesOf, idOfRow, rowOfEntity, UNAUDITED_TABLES, type Row } from "./audit-changes.js";
import type { AuditService } from "./audit.service.js";

const CHANGE = /^\s*(?:UPDATE|DELETE)\b/i;
const INSERT = /^\s*INSERT\s+(?:\w+\s+)*?INTO\s+([`"]?)(\w+)\1/i;
const UPDATE = /^\s*UPDATE\s+([`"]?)(\w+)\1\s+SET\s+([\s\S]*?)(?:\s+WHERE\s+([\s\S]+))?$/i;
const DELETE = /^\s*DELETE\s+FROM\s+([`"]?)(\w+)\1(?:\s+WHERE\s+([\s\S]+))?$/i;
const RETURNING = /\s+RETURNING\s+[\s\S]*$/i;
/** The table of an UPDATE or DELETE the two above cannot read (a join, an alias, a modifier), when it can be told. */
const TABLE = /^\s*(?:UPDATE(?:\s+(?:LOW_PRIORITY|IGNORE))*|DELETE(?:\s+(?:LOW_PRIORITY|QUICK|IGNORE))*\s+FROM)\s+([`"]?)(\w+)\1/i;
/** More rows than this in one statement are recorded as one entry saying how many. */
const MAX_ROWS = 200;

interface Pending {
  query: string;
  scope: AuditScope;
  /** Null: a table the statement names that could not be told. */
  metadata: EntityMetadata | null;
  deletes: boolean;
  /** The rows before, or null when they could not be read (or the statement itself could not be). */
  before: Row[] | null;
  /** How many rows the WHERE selected (more than MAX_ROWS: not each recorded). */
  many: boolean;
  /** The transaction was begun here, for this statement alone. */
  began: boolean;
}

/** The value sets of one insert (or of one save's inserts) on a query runner, recorded together. */
interface Inserted {
  scope: AuditScope;
  /** The tables beforeInsert saw. */
  tables: Set<string>;
  rows: { metadata: EntityMetadata; row: Row }[];
  /** The transaction was begun here, for this insert alone. */
  began: boolean;
  starting?: Promise<void>;
  /** The INSERT ran (the transaction begun here is now only afterInsert's to end). */
  queried: boolean;
  /** No more value sets join: they are all broadcast in one synchronous loop. */
  sealed: boolean;
  done?: Promise<void>;
}

export class AuditSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();
  /** By runner, then by scope: on SQLite every flow shares one runner. */
  private readonly inserts = new WeakMap<QueryRunner, WeakMap<AuditScope, Inserted>>();
  private readonly wrapped = new WeakSet<QueryRunner>();
  private tables?: Map<string, EntityMetadata>;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  beforeInsert(event: InsertEvent<object>): Promise<void> | undefined {
    const scope = currentAuditScope();
    if (!scope || UNAUDITED_TABLES.has(event.metadata.tableName)) return;
    const runner = event.queryRunner;
    const open = this.batchOf(runner, scope);
    if (open && !open.sealed) {
      open.tables.add(event.metadata.tableName);
      return open.starting;
    }
    // A batch left sealed and unfinished (its statement failed inside a transaction) is replaced.
    const batch: Inserted = { scope, tables: new Set([event.metadata.tableName]), rows: [], began: !runner.isTransactionActive, queried: false, sealed: false };
    this.setBatch(runner, scope, batch);
    queueMicrotask(() => (batch.sealed = true));
    if (batch.began) {
      this.rollBackOnRelease(runner);
      batch.starting = runner.startTransaction();
    }
    return batch.starting;
  }

  afterInsert(event: InsertEvent<object>): Promise<void> | undefined {
    if (!event.entity || UNAUDITED_TABLES.has(event.metadata.tableName)) return;
    const runner = event.queryRunner;
    const scope = currentAuditScope();
    if (!scope) return;
    let batch = this.batchOf(runner, scope);
    if (!batch) {
      batch = { scope, tables: new Set([event.metadata.tableName]), rows: [], began: false, queried: true, sealed: true };
      this.setBatch(runner, scope, batch);
    }
    batch.rows.push({ metadata: event.metadata, row: rowOfEntity(event.metadata, event.entity) });
    batch.done ??= this.flush(runner, batch);
    return batch.done;
  }

  /** Writes the entries of an insert's value sets, and ends the transaction begun for it. */
  private async flush(runner: QueryRunner, batch: Inserted): Promise<void> {
    await Promise.resolve(); // the other value sets' afterInsert are called in the same loop: let them join
    if (this.batchOf(runner, batch.scope) === batch) this.setBatch(runner, batch.scope, null);
    try {
      const byTable = new Map<EntityMetadata, Row[]>();
      for (const { metadata, row } of batch.rows) byTable.set(metadata, [...(byTable.get(metadata) ?? []), row]);
      const entries: AuditRecord[] = [];
      for (const [metadata, rows] of byTable) {
        if (rows.length > MAX_ROWS) {
          entries.push({ ...who(batch.scope), entity: metadata.name, changes: { rows: { inserted: rows.length } } });
          continue;
        }
        for (const row of rows) {
          const changes = changesOf(metadata, null, row);
          if (changes) entries.push({ ...who(batch.scope), entity: metadata.name, entityId: idOfRow(metadata, row), changes });
        }
      }
      await this.audit.recordMany(runner.manager, entries);
      if (batch.began) await runner.commitTransaction();
    } catch (err) {
      if (batch.began && runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    }
  }

  /**
   * Should an insert whose transaction was begun here end without afterInsert (a listener failed
   * before it ran, reading the generated values back failed), its transaction is rolled back when
   * TypeORM releases the runner, never left open on a pooled connection (or SQLite's only one). The
   * runner is wrapped once; on SQLite it is shared, so only a release from the insert's own flow counts.
   */
  private rollBackOnRelease(runner: QueryRunner): void {
    if (this.wrapped.has(runner)) return;
    this.wrapped.add(runner);
    const release = runner.release.bind(runner);
    runner.release = async () => {
      const scope = currentAuditScope();
      const batch = scope && this.batchOf(runner, scope);
      if (scope && batch?.began && !batch.done) {
        this.setBatch(runner, scope, null);
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      }
      return release();
    };
  }

  private batchOf(runner: QueryRunner, scope: AuditScope): Inserted | undefined {
    return this.inserts.get(runner)?.get(scope);
  }

  private setBatch(runner: QueryRunner, scope: AuditScope, batch: Inserted | null): void {
    let byScope = this.inserts.get(runner);
    if (!byScope) this.inserts.set(runner, (byScope = new WeakMap()));
    if (batch) byScope.set(scope, batch);
    else byScope.delete(scope);
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
    const { metadata } = statement;
    if (metadata && statement.where !== undefined)
      try {
        const limit = ` LIMIT ${MAX_ROWS + 1}`;
        const lock = this.lock();
        const where = statement.where ? ` WHERE ${statement.where}` : "";
        const raw = (await runner.query(`SELECT * FROM ${this.ds.driver.escape(metadata.tableName)}${where}${limit}${lock}`, statement.params)) as Row[];
        before = raw.map((r) => this.hydrate(metadata, r));
      } catch (err) {
        // Only a SELECT built from a statement read otherwise than expected (a syntax error, a column
        // it does not know, parameters that do not fit) is tolerated: the statement is recorded without
        // its rows (afterQuery). Anything else, a deadlock or a lock wait timed out above all, has
        // already rolled the transaction back on MariaDB: it is the statement's failure, and the
        // caller's (againAfterDeadlock) to see.
        if (!unreadable(err)) {
          if (began && runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
          throw err;
        }
      }
    const list = this.pending.get(runner) ?? [];
    list.push({ query: event.query, scope, metadata, deletes: statement.deletes, before, many: (before?.length ?? 0) > MAX_ROWS, began });
    this.pending.set(runner, list);
  }

  async afterQuery(event: AfterQueryEvent): Promise<void> {
    const inserted = INSERT.exec(event.query);
    if (inserted) {
      // An insert that failed in the transaction begun for it: its end is here, as afterInsert will not run.
      const scope = currentAuditScope();
      const batch = scope && this.batchOf(event.queryRunner, scope);
      if (!scope || !batch?.began || batch.queried || !batch.tables.has(inserted[2])) return;
      if (event.success) {
        batch.queried = true;
        return;
      }
      this.setBatch(event.queryRunner, scope, null);
      if (event.queryRunner.isTransactionActive) await event.queryRunner.rollbackTransaction();
      return;
    }
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
    if (!metadata || !p.before || p.many) {
      await this.audit.record(runner.manager, {
        ...who(scope),
        entity: metadata?.name ?? null,
        changes: p.many ? { rows: { changed: true, more: MAX_ROWS } } : { rows: { unknown: true } },
      });
      return;
    }
    if (p.before.length === 0) return;
    const after = p.deletes ? new Map<string, Row>() : await this.reread(runner, metadata, p.before);
    const entries: AuditRecord[] = [];
    for (const before of p.before) {
      const now = p.deletes ? null : (after.get(idOfRow(metadata, before) ?? "") ?? null);
      const changes = changesOf(metadata, before, now);
      if (changes) entries.push({ ...who(scope), entity: metadata.name, entityId: idOfRow(metadata, now ?? before), changes });
    }
    await this.audit.recordMany(runner.manager, entries); // one INSERT for the statement's rows
  }

  /** The rows by their keys, after the statement: key text → row. */
  private async reread(runner: QueryRunner, metadata: EntityMetadata, rows: Row[]): Promise<Map<string, Row>> {
    const keys = metadata.primaryColumns;
    const escape = (name: string) => this.ds.driver.escape(name);
    const where = rows.map(() => `(${keys.map((k) => `${escape(k.databaseName)} = ?`).join(" AND ")})`).join(" OR ");
    const params = rows.flatMap((r) => keys.map((k) => this.ds.driver.preparePersistentValue(r[k.propertyName], k) as unknown));
    // A locking read on MariaDB (the statement holds these rows' locks already): a plain one would fix
    // the transaction's snapshot under REPEATABLE READ right after its first write, and code that
    // locks first and then reads (order-discounts.ts, order-editions.ts) relies on its first plain read fixing it.
    const raw = (await runner.query(`SELECT * FROM ${escape(metadata.tableName)} WHERE ${where}${this.lock()}`, params)) as Row[];
    return new Map(
      raw.map((r) => {
        const row = this.hydrate(metadata, r);
        return [idOfRow(metadata, row) ?? "", row];
      }),
    );
  }

  /**
   * An UPDATE or DELETE of a followed table, its WHERE and the WHERE's parameters; null for anything
   * else. One it cannot read (`where` undefined) is still followed unless it names an unfollowed table:
   * it is recorded without its rows.
   */
  private read(query: string, parameters: unknown[]): { metadata: EntityMetadata | null; deletes: boolean; where?: string | null; params: unknown[] } | null {
    const update = UPDATE.exec(query);
    const del = update ? null : DELETE.exec(query);
    const table = update?.[2] ?? del?.[2];
    if (!update && !del) {
      const named = TABLE.exec(query)?.[2];
      if (named && UNAUDITED_TABLES.has(named)) return null;
      return { metadata: named ? (this.metadataOf(named) ?? null) : null, deletes: /^\s*DELETE/i.test(query), params: [] };
    }
    if (!table || UNAUDITED_TABLES.has(table)) return null;
    const metadata = this.metadataOf(table);
    if (!metadata) return null;
    const where = (update ? update[4] : del?.[3])?.replace(RETURNING, "") ?? null;
    const setParams = update ? (update[3].match(/\?/g)?.length ?? 0) : 0;
    return { metadata, deletes: !update, where, params: parameters.slice(setParams) };
  }

  /** The locking clause of the reads: none on SQLite (one writer at a time), FOR UPDATE on MariaDB. */
  private lock(): string {
    return this.ds.options.type === "better-sqlite3" ? "" : " FOR UPDATE";
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

/**
 * Whether the before-read failed because the SELECT made of the statement cannot run as written
 * (MariaDB: ER_PARSE_ERROR 1064, ER_BAD_FIELD_ERROR 1054, ER_WRONG_ARGUMENTS-like parameter errors;
 * SQLite: a syntax error, an unknown column, too few or too many parameters), not because of the
 * database's state.
 */
function unreadable(err: unknown): boolean {
  const e = (err as { driverError?: unknown }).driverError ?? err;
  const { errno, code, message } = (e ?? {}) as { errno?: unknown; code?: unknown; message?: unknown };
  if (errno === 1064 || errno === 1054 || code === "ER_PARSE_ERROR" || code === "ER_BAD_FIELD_ERROR") return true;
  const text = typeof message === "string" ? message : "";
  if (e instanceof RangeError && /parameter/i.test(text)) return true;
  return code === "SQLITE_ERROR" && /syntax error|no such column/i.test(text);
}

function who(scope: AuditScope) {
  return { actor: scope.actor, role: scope.role, operation: scope.operation, ip: scope.ip };
}
