/**
 * Demo photographs drawn at seed time (no download): a dawn sky, the far shore, water and a bird
 * silhouette, rendered by sharp from SVG and given plausible EXIF so the lightbox has a line to show.
 */

export type BirdPose = "perched" | "flying" | "wader" | "flock" | "soaring";

export interface DemoScene {
  sky: [string, string, string];
  sun: string;
  pose: BirdPose;
  seed: number;
}

const W = 1440;
const H = 960;

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const perched = (x: number, y: number, k: number) => `
  <g transform="translate(${x} ${y}) scale(${k})" fill="#141a17">
    <path d="M-260 60 C-120 40 40 70 260 40 L262 52 C40 84 -120 56 -262 74 Z"/>
    <ellipse cx="0" cy="-20" rx="58" ry="40" transform="rotate(-18)"/>
    <circle cx="44" cy="-66" r="30"/>
    <path d="M70 -70 L150 -58 L72 -56 Z"/>
    <path d="M-40 0 L-120 70 L-92 74 L-20 14 Z"/>
    <path d="M-4 18 L-10 58 M14 16 L12 58" stroke="#141a17" stroke-width="6"/>
  </g>`;

const flying = (x: number, y: number, k: number) => `
  <g transform="translate(${x} ${y}) scale(${k})" fill="#141a17">
    <path d="M0 0 C-60 -50 -140 -70 -230 -40 C-150 -40 -80 -10 -20 20 Z"/>
    <path d="M0 0 C60 -60 150 -90 240 -70 C160 -50 90 -10 20 20 Z"/>
    <ellipse cx="0" cy="12" rx="46" ry="16"/>
    <circle cx="48" cy="6" r="12"/>
    <path d="M58 4 L84 8 L58 12 Z"/>
    <path d="M-40 12 L-90 0 L-86 26 Z"/>
  </g>`;

const wader = (x: number, y: number, k: number) => `
  <g transform="translate(${x} ${y}) scale(${k})" fill="#141a17">
    <ellipse cx="0" cy="0" rx="70" ry="34" transform="rotate(-12)"/>
    <path d="M40 -16 C70 -60 60 -120 86 -150 L100 -144 C80 -116 90 -60 58 -8 Z"/>
    <circle cx="96" cy="-152" r="14"/>
    <path d="M104 -156 L190 -136 L104 -146 Z"/>
    <path d="M-60 6 L-130 24 L-56 22 Z"/>
    <path d="M-6 28 L-14 170 M14 26 L22 170" stroke="#141a17" stroke-width="5"/>
  </g>`;

function birds(scene: DemoScene, r: () => number): string {
  switch (scene.pose) {
    case "perched":
      return perched(W * (0.45 + r() * 0.15), H * 0.52, 1.25);
    case "flying":
      return flying(W * (0.35 + r() * 0.3), H * (0.3 + r() * 0.1), 1.5);
    case "soaring":
      return flying(W * 0.55, H * 0.28, 1.1) + flying(W * 0.3, H * 0.42, 0.45);
    case "wader":
      return wader(W * (0.4 + r() * 0.2), H * 0.6, 1.6);
    case "flock":
      return Array.from({ length: 9 }, () => flying(W * (0.15 + r() * 0.7), H * (0.15 + r() * 0.35), 0.25 + r() * 0.3)).join("");
  }
}

export function demoSvg(scene: DemoScene): string {
  const r = rng(scene.seed);
  const sunX = W * (0.2 + r() * 0.6);
  const hills = Array.from({ length: 12 }, (_, i) => `${(i * W) / 11} ${H * (0.62 - r() * 0.05)}`).join(" L");
  const reeds = Array.from({ length: 40 }, () => {
    const x = r() * W;
    const h = 40 + r() * 110;
    return `<path d="M${x} ${H} q ${8 - r() * 16} ${-h / 2} ${14 - r() * 28} ${-h}" stroke="#10140f" stroke-width="${2 + r() * 3}" fill="none"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="0.55" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${scene.sun}" stop-opacity="1"/><stop offset="0.35" stop-color="${scene.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[1]}" stop-opacity="0.75"/><stop offset="1" stop-color="#0d1512" stop-opacity="1"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${H * 0.46}" r="260" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="${H * 0.46}" r="46" fill="${scene.sun}"/>
  <path d="M0 ${H} L${hills} L${W} ${H} Z" fill="#22302a" opacity="0.85"/>
  <rect y="${H * 0.66}" width="${W}" height="${H * 0.34}" fill="#1a2622"/>
  <rect y="${H * 0.66}" width="${W}" height="${H * 0.34}" fill="url(#water)"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${sunX - 70 + i * 6}" y="${H * (0.68 + i * 0.035)}" width="${140 - i * 12}" height="4" rx="2" fill="${scene.sun}" opacity="${0.45 - i * 0.05}"/>`).join("")}
  ${birds(scene, r)}
  ${reeds}
</svg>`;
}

export interface DemoExif {
  make: string;
  model: string;
  lens: string;
  focal: number;
  fnumber: number;
  exposure: string;
  iso: number;
  taken: string;
}

/** A JPEG of the scene carrying the given EXIF, as a camera would produce it. */
export async function renderDemoPhoto(scene: DemoScene, exif: DemoExif): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(demoSvg(scene)))
    .jpeg({ quality: 86, mozjpeg: false })
    .withExif({
      IFD0: { Make: exif.make, Model: exif.model },
      IFD2: {
        LensModel: exif.lens,
        FocalLength: `${exif.focal}/1`,
        FNumber: `${Math.round(exif.fnumber * 10)}/10`,
        ExposureTime: exif.exposure,
        ISOSpeedRatings: String(exif.iso),
        DateTimeOriginal: exif.taken,
      },
    })
    .toBuffer();
}
