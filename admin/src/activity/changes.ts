/**
 * An audit entry's `changes` (a JSON value of before and after, issue 47) as lines a person reads:
 * 'price: 4500 → 5000'. The server may write each field as { before, after } or [before, after], or
 * the whole as { before: {…}, after: {…} }; anything else is shown as it came. A value the log only
 * marks as changed (a buyer's address) reads 'changed'.
 */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
  /** A value without before and after (a note, or 'changed'). */
  note?: string;
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function changeLines(changes: unknown): ChangeLine[] {
  let value = changes;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return value ? [{ field: "", note: value as string }] : [];
    }
  }
  if (value === null || value === undefined) return [];
  if (!isObject(value)) return [{ field: "", note: show(value) }];
  // { before: {…}, after: {…} }: one line per field that differs.
  if (("before" in value || "after" in value) && (isObject(value.before) || isObject(value.after) || value.before == null)) {
    const before = isObject(value.before) ? value.before : {};
    const after = isObject(value.after) ? value.after : {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    if (fields.length)
      return fields
        .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
        .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
  }
  return Object.entries(value).map(([field, v]) => {
    if (Array.isArray(v) && v.length === 2) return { field, before: show(v[0]), after: show(v[1]) };
    if (isObject(v) && ("before" in v || "after" in v)) return { field, before: show(v.before), after: show(v.after) };
    return { field, note: show(v) };
  });
}
