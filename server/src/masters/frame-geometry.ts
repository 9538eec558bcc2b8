/**
 * The physical side of a frame size, shared by the server (validating a frame's outer size) and the
 * storefront's "View on a wall" (drawing the print in its mount and frame, to scale), through the
 * storefront's `@shop/frames` alias. No imports: it runs in both.
 */
export const CM_PER_INCH = 2.54;

/** Bounds of a frame's outer side, in whole centimetres: a postcard frame to a wall-sized print. */
export const OUTER_CM_MIN = 10;
export const OUTER_CM_MAX = 300;

/**
 * The print's size in inches when the frame size is written as inches ("12x18", "12 × 18 in",
 * "8.5x11"), as [first, second]; null for any other label ("A4", "Panorama").
 */
export function printInches(size: string): [number, number] | null {
  const m = /^\s*(\d{1,3}(?:\.\d+)?)\s*[x×X]\s*(\d{1,3}(?:\.\d+)?)\s*(?:in|inch|inches|")?\s*$/.exec(size);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a > 0 && b > 0 ? [a, b] : null;
}

/** Centimetres to inches for people: one decimal, or none when whole (61 → "24", 45 → "17.7"). */
export function inchesText(cm: number): string {
  return String(Math.round((cm / CM_PER_INCH) * 10) / 10);
}
