/** A percentage off, as discount codes and sales both take it (issue 28): a whole number from 1 to 90, as the server checks. */

export const PERCENT_MAX = 90;

/** '10%'. */
export const percentLabel = (percent: number): string => `${percent}%`;

/** The form's check of a typed percentage, in the owner's words; null when it is fine. */
export function percentError(text: string | null | undefined): string | null {
  const t = (text ?? "").trim();
  if (!t) return "Enter the percentage off";
  return /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= PERCENT_MAX ? null : `A percentage is a whole number from 1 to ${PERCENT_MAX}`;
}
