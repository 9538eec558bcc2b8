#!/usr/bin/env node
/**
 * Writes src/fonts/fallbacks.css: "Inter Variable fallback" and "Fraunces Variable fallback", local
 * fonts stretched to the metrics of the two web fonts (fontaine's size-adjust and ascent/descent
 * overrides), so that text drawn before a web font arrives takes the same room and the swap moves
 * nothing on the page.
 *
 * Two faces per family, regular and bold, each with the metric-compatible fonts of each system as
 * its local() sources (Arial's metrics are Liberation Sans's and Arimo's, Times New Roman's are
 * Liberation Serif's and Tinos's), so the overrides hold whichever of them the machine has. Only the latin files (every page's text)
 * are measured; the rare latin-ext text may shift once.
 *
 * The output is committed; `npm run fonts -w storefront` writes it again after the fonts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";

const here = path.dirname(fileURLToPath(import.meta.url));
const FACES = [
  { family: "Inter Variable", file: "inter-latin-wght-400-700.woff2", metricsOf: "Arial", locals: ["Arial", "Liberation Sans", "Arimo"] },
  {
    family: "Fraunces Variable",
    file: "fraunces-latin-wght-400-700.woff2",
    metricsOf: "Times New Roman",
    locals: ["Times New Roman", "Liberation Serif", "Tinos"],
  },
];

let css = "/* Written by scripts/font-fallbacks.mjs (npm run fonts -w storefront): do not edit. */\n";
for (const face of FACES) {
  const metrics = await readMetrics(pathToFileURL(path.join(here, "../src/fonts", face.file)));
  const fallback = await getMetricsForFamily(face.metricsOf);
  if (!metrics || !fallback) throw new Error(`No metrics for ${face.family} or ${face.metricsOf}`);
  for (const [weight, suffix] of [
    [400, ""],
    [700, " Bold"],
  ]) {
    const rule = generateFontFace(metrics, {
      name: `${face.family} fallback`,
      font: face.metricsOf,
      metrics: fallback,
      "font-style": "normal",
      "font-weight": String(weight),
    });
    css += rule.replace(/src: [^;]+;/, `src: ${face.locals.map((name) => `local(${JSON.stringify(name + suffix)})`).join(", ")};`);
  }
}
writeFileSync(path.join(here, "../src/fonts/fallbacks.css"), css);
console.log(css);
