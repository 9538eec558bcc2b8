/**
 * An audit entry's `changes` as lines a person reads: 'price: 4500 → 5000'. The server writes each
 * field as { before, after } (before null for a new record, after null for a deleted one), a secret
 * as { redacted: true } and a person's address, phone or email as { changed: true }: those read
 * 'changed', never a value. Anything else is shown as it came.
 */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
  /** A field without before and after: 'changed', or a value as it came. */
  note?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (isObject(value) && (value.redacted === true || value.changed === true)) return "changed";
  return JSON.stringify(value);
};

export function changeLines(changes: unknown): ChangeLine[] {
  if (changes === null || changes === undefined) return [];
  if (!isObject(changes)) return [{ field: "", note: show(changes) }];
  return Object.entries(changes).map(([field, v]) => {
    if (isObject(v) && (v.redacted === true || v.changed === true)) return { field, note: "changed" };
    if (isObject(v) && ("before" in v || "after" in v)) return { field, before: show(v.before), after: show(v.after) };
    return { field, note: show(v) };
  });
}
