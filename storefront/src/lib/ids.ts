// Identifiers read from a URL: a positive integer, or null for anything else.
export function positiveId(value: string | null | undefined): string | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? value : null;
}
