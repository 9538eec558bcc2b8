/**
 * Issue 30: the owner's content in Tamil. Each translatable English field has an optional Tamil one
 * beside it (`titleTa` beside `title`); a Tamil page shows it where there is one, else the English.
 */
import { badInput } from "./errors.js";

/**
 * An optional Tamil field as a change sets it: `undefined` keeps `current`, null or blank clears it
 * (the English shows again), else the trimmed text, at most `max` characters like the English field.
 */
export function tamilField(value: string | null | undefined, current: string | null | undefined, max: number, label: string): string | null {
  if (value === undefined) return current ?? null;
  const v = (value ?? "").trim();
  if (!v) return null;
  if (v.length > max) throw badInput(`${label} in Tamil must be at most ${max} characters`);
  return v;
}
