#!/usr/bin/env node
/**
 * Writes src/fonts/*.woff2: the latin files of Inter and Fraunces (from @fontsource-variable) with
 * their weight axis cut to the weights the site uses (400–700) and their tables trimmed by
 * HarfBuzz's subsetter, every character of the latin range kept. Inter 48 → 28 KB, Fraunces
 * 37 → 32 KB: the two files every page preloads before its first paint.
 *
 * And the Tamil file of Noto Sans Tamil (issue 30), cut the same way to the Tamil block and the
 * joiners and dotted circle its shaping uses, for the Tamil pages only (fonts.css, tamil.css).
 *
 * The output is committed (Vite fingerprints it like any asset); run `npm run fonts -w storefront`
 * again after upgrading the fontsource packages or changing WEIGHTS.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const WEIGHTS = { min: 400, max: 700 };

/** The latin unicode-range of fontsource's files (the same in both families' CSS). */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** Fontsource's Tamil unicode-range without the rupee sign, which every page draws from the system's sans serif (fonts.css). */
export const TAMIL = [[0x0964, 0x0965], [0x0b82, 0x0bfa], [0x200c, 0x200d], [0x25cc]];

const characters = (ranges) => ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

const FILES = [
  { family: "inter", subset: "latin", text: characters(LATIN) },
  { family: "fraunces", subset: "latin", text: characters(LATIN) },
  { family: "noto-sans-tamil", subset: "tamil", text: characters(TAMIL) },
];

for (const { family, subset, text } of FILES) {
  const source = require.resolve(`@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`);
  const input = readFileSync(source);
  const output = await subsetFont(input, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  const target = path.join(here, `../src/fonts/${family}-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`);
  writeFileSync(target, output);
  console.log(`${path.basename(target)}: ${input.length} → ${output.length} bytes`);
}
