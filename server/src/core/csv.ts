/**
 * The one CSV writer of the application (csv-stringify): RFC 4180 quoting, and cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) neutralised with a
 * leading apostrophe, as OWASP advises for CSV exports of visitor-typed text. A cell of only
 * digits and phone punctuation ('+91 98400 11223', '-5') calls no function and is left as typed.
 */
import { textOf } from "./text.js";
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().-]*$/;

export const safeCell = (value: unknown): string => {
  const text = value instanceof Date ? value.toISOString() : typeof value === "object" && value !== null ? JSON.stringify(value) : textOf(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
};

/** A header row and the data rows as CSV text (each line ends with \n). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], { eof: true, record_delimiter: "unix" });
}
