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
 * Tamil (issue 30): the phones most visitors use have Noto Sans Tamil itself as their system font,
 * so "Noto Sans Tamil Variable fallback" is first the local copy of the same font, at its own
 * metrics (no stretching: the swap moves nothing there), then Windows's and Apple's Tamil fonts
 * held to Noto's line box.
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
  {
    family: "Noto Sans Tamil Variable",
    file: "noto-sans-tamil-tamil-wght-400-700.woff2",
    metricsOf: null,
    // By full and PostScript name (what local() matches): the system's own copy, then the others'.
    locals: {
      400: ["Noto Sans Tamil", "Noto Sans Tamil Regular", "NotoSansTamil-Regular", "Noto Sans Tamil UI", "Nirmala UI", "Latha", "Tamil Sangam MN"],
      700: ["Noto Sans Tamil Bold", "NotoSansTamil-Bold", "Noto Sans Tamil UI Bold", "Nirmala UI Bold", "Latha Bold", "Tamil Sangam MN Bold"],
    },
  },
];

let css = "/* Written by scripts/font-fallbacks.mjs (npm run fonts -w storefront): do not edit. */\n";
for (const face of FACES) {
  const metrics = await readMetrics(pathToFileURL(path.join(here, "../src/fonts", face.file)));
  // No metricsOf: the fallback is the same design, kept at the web font's own size.
  const fallback = face.metricsOf ? await getMetricsForFamily(face.metricsOf) : metrics;
  if (!metrics || !fallback) throw new Error(`No metrics for ${face.family} or ${face.metricsOf}`);
  for (const [weight, suffix] of [
    [400, ""],
    [700, " Bold"],
  ]) {
    const rule = generateFontFace(metrics, {
      name: `${face.family} fallback`,
      font: face.metricsOf ?? face.family,
      metrics: fallback,
      "font-style": "normal",
      "font-weight": String(weight),
    });
    const locals = Array.isArray(face.locals) ? face.locals.map((name) => name + suffix) : face.locals[weight];
    css += rule.replace(/src: [^;]+;/, `src: ${locals.map((name) => `local(${JSON.stringify(name)})`).join(", ")};`);
  }
}
writeFileSync(path.join(here, "../src/fonts/fallbacks.css"), css);
console.log(css);
