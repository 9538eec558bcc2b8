/**
 * What an audit entry may say about a row (issue 47): the fields that changed, each with its value
 * before and after, except that a secret's value is never written (`{ redacted: true }`) and a
 * person's address, phone or email, and buyers' and visitors' names, address parts and free text
 * (PERSONAL_COLUMNS) only as `{ changed: true }`. Decided by the column's name, so a
 * new column named like a secret is redacted without anyone remembering to (audit.test.ts checks the
 * deny-list against every column of the schema).
 */
import type { EntityMetadata } from "typeorm";

/** Columns whose value is a secret or proves one: passwords, hashes, tokens, keys, second factors, signatures, card data. */
export const SECRET_COLUMN = /password|hash|secret|token|signature|^key$|apikey|totp|otp|recovery|credential|publickey|passkey|challenge|card|cvv|iban/i;

/** A person's contact details: only that they changed. */
export const PERSONAL_COLUMN = /email|phone|mobile|address|apartment|pincode/i;

/**
 * Per table, the columns besides those that hold a buyer's or visitor's personal data (names, address
 * parts, free text they wrote) or a credential in disguise (a webhook's URL often carries a token):
 * only that they changed. By database name.
 */
export const PERSONAL_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  orders: ["firstName", "lastName", "email", "emailKey", "phone", "address", "apartment", "city", "state", "stateCode", "pincode"],
  newsletter_subscribers: ["email", "firstName", "lastName"],
  workshop_joins: ["fullName", "phone", "mobile", "address", "email"],
  contact_messages: ["name", "email", "subject", "message"],
  interest_submissions: ["name", "email", "phone", "message"],
  blog_comments: ["name", "email", "comment"],
  webhook_endpoints: ["url"],
};

/** Whether a column's value is shown only as `{ changed: true }`. */
export function isPersonal(metadata: EntityMetadata, column: { databaseName: string; propertyName: string }): boolean {
  if (PERSONAL_COLUMN.test(column.databaseName) || PERSONAL_COLUMN.test(column.propertyName)) return true;
  return PERSONAL_COLUMNS[metadata.tableName]?.includes(column.databaseName) ?? false;
}

/**
 * Kinds of record that are the owner's alone (core/roles.ts: the staff, API keys and webhooks, sign-in
 * sessions and second factors, the business's and tax settings): a manager reading the log sees that
 * they changed, who changed them and when, not the changes (`{ hidden: true }`).
 */
export const OWNER_ONLY_ENTITIES: ReadonlySet<string> = new Set([
  "AdminUser",
  "AdminSession",
  "ApiKey",
  "WebhookEndpoint",
  "WebhookDelivery",
  "BusinessSettings",
]);

/**
 * Tables the log does not follow: its own, the outboxes and logs the system keeps, counters and
 * figures derived from other rows, caches. An admin write that touches only these still has its
 * entry: the operation's own (audit-scope.ts).
 */
export const UNAUDITED_TABLES = new Set([
  "audit_entries",
  "cache_versions",
  "mail_outbox",
  "media_jobs",
  "search_queries",
  "webhook_deliveries",
  "webhook_events",
  "rate_limits",
  "sales_monthly",
  "sales_monthly_prints",
  "sales_customers",
  "simulated_payments",
  "document_counters",
]);

/** Longer texts are cut: the log says what changed, it is no copy of every blog post. */
const MAX_TEXT = 500;

export type Row = Record<string, unknown>;

/** The property → value map of an entity as TypeORM hands it to a subscriber (an instance, or the values of an insert). */
export function rowOfEntity(metadata: EntityMetadata, entity: object): Row {
  const row: Row = {};
  for (const column of metadata.columns) {
    const value: unknown = column.getEntityValue(entity);
    if (value !== undefined) row[column.propertyName] = value;
  }
  return row;
}

/** The primary key of a row, as text ("12"; "3,7" for a composite key). */
export function idOfRow(metadata: EntityMetadata, row: Row): string | null {
  const parts = metadata.primaryColumns.map((c) => row[c.propertyName]);
  return parts.every((p) => p !== undefined && p !== null) ? parts.map(String).join(",") : null;
}

/**
 * Field → `{ before, after }` for the fields that differ between `before` and `after` (either may be
 * null: an insert, a deletion). Dates of creation and change and version counters are left out: they
 * change with everything. Null when nothing changed.
 */
export function changesOf(metadata: EntityMetadata, before: Row | null, after: Row | null): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  for (const column of metadata.columns) {
    if (column.isCreateDate || column.isUpdateDate || column.isVersion) continue;
    const key = column.propertyName;
    if (after && !(key in after) && before) continue; // not written
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (before && after && same(was, is)) continue;
    if (!before && is === null) continue;
    if (!after && was === null) continue;
    const name = column.databaseName;
    if (SECRET_COLUMN.test(name) || SECRET_COLUMN.test(key)) changes[key] = { redacted: true };
    else if (isPersonal(metadata, column)) changes[key] = { changed: true };
    else changes[key] = { before: before ? shown(was) : null, after: after ? shown(is) : null };
  }
  return Object.keys(changes).length ? changes : null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(shown(a)) === JSON.stringify(shown(b));
}

function shown(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === "string" && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}… (${value.length} characters)`;
  if (typeof value === "bigint") return value.toString();
  if (value !== null && typeof value === "object") {
    const text = JSON.stringify(value);
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length} characters)` : value;
  }
  return value;
}
