import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (data, not schema), frozen as it ran: gives the frame sizes of an existing
 * database their outer size in whole centimetres, frame included, for the size as written (width
 * with the first number). The reference sizes the seed wrote get their true values. Any other size
 * written in inches ("30x45") gets the same assumption the reference values come from: the print,
 * plus a 5 cm mount in a 2.5 cm moulding on every side up to 12x18 (+15 cm to each side's length),
 * a 7 cm mount in a 3 cm moulding above that (+20 cm), rounded to the centimetre. Anything else
 * ("A4") stays unmeasured (null) until the owner types its size in the back office.
 */
const REFERENCE: [size: string, name: string, widthCm: number, heightCm: number][] = [
  ["8x12", "Classic Black", 35, 45],
  ["12x18", "Classic Black", 45, 61],
  ["16x24", "Natural Teak", 61, 81],
  ["20x30", "Natural Teak", 71, 96],
  ["24x36", "Gallery White", 81, 111],
];

function estimate(size: string): [number, number] | null {
  const m = /^\s*(\d{1,3}(?:\.\d+)?)\s*[x×X]\s*(\d{1,3}(?:\.\d+)?)\s*(?:in|inch|inches|")?\s*$/.exec(size);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (!(a > 0 && b > 0)) return null;
  const border = Math.max(a, b) <= 18 ? 15 : 20;
  const side = (inches: number) => Math.min(300, Math.max(10, Math.round(inches * 2.54 + border)));
  return [side(a), side(b)];
}

export class BackfillFrameSizeOuter1795577653031 implements MigrationInterface {
  name = "BackfillFrameSizeOuter1795577653031";

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: number; size: string; name: string }[] = await queryRunner.query(`SELECT id, size, name FROM frame_sizes WHERE widthCm IS NULL`);
    for (const row of rows) {
      const reference = REFERENCE.find(([size, name]) => size === row.size && name.toLowerCase() === row.name.toLowerCase());
      const outer = reference ? [reference[2], reference[3]] : estimate(row.size);
      if (outer) await queryRunner.query(`UPDATE frame_sizes SET widthCm = ?, heightCm = ? WHERE id = ?`, [outer[0], outer[1], row.id]);
    }
  }

  async down(): Promise<void> {
    // The values go with the columns (FrameSizeOuter's down).
  }
}
