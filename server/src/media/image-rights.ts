/**
 * The photographer's rights as every served variant carries them (issue 29): XMP (the IPTC fields
 * Google Images reads for its 'Licensable' badge: creator, rights, credit, web statement, licensor)
 * and EXIF Artist and Copyright where ASCII carries them exactly, built from scratch for each variant, so nothing of the original's
 * own metadata (GPS, a camera serial, the camera owner's name) can come through; and the optional
 * watermark, an SVG text drawn in a corner of the variants at or above a width.
 */
import { createHash } from "node:crypto";
import { xmlEscape } from "../core/xml.js";

export const WATERMARK_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export interface Watermark {
  text: string;
  /** 0.1 to 0.6. */
  opacity: number;
  position: WatermarkPosition;
  /** The narrowest variant that carries it. */
  minWidth: number;
}

/** The rights in force (every default worked out): what an image is encoded with. */
export interface ImageRights {
  creator: string;
  copyrightHolder: string;
  creditLine: string;
  licensingUrl: string;
  /** None when the watermark text is empty. */
  watermark: Watermark | null;
  /** The widest variant (1920 at most). */
  maxWidth: number;
}

/** Bumped when the encoding itself changes (what is written, how): every image is then stale. */
const ENCODING_VERSION = 1;

/**
 * The key of the variants an image gets under these rights: the name of their directory
 * (`/media/<hash>/<key>/`), so that other rights give other URLs. The image's own facts (its year)
 * follow from the image, so the rights alone decide it.
 */
export function rightsKeyOf(rights: ImageRights): string {
  const canonical = JSON.stringify([
    ENCODING_VERSION,
    rights.creator,
    rights.copyrightHolder,
    rights.creditLine,
    rights.licensingUrl,
    rights.watermark && [rights.watermark.text, rights.watermark.opacity, rights.watermark.position, rights.watermark.minWidth],
    rights.maxWidth,
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16);
}

/** '© 2026 Chennai Wildlife Prints. All rights reserved.' */
export function rightsStatement(holder: string, year: number): string {
  return `© ${year} ${holder}. All rights reserved.`;
}

/** The XMP packet of a variant: IPTC Core/Extension fields as XMP, every value escaped. */
export function xmpOf(rights: ImageRights, year: number): string {
  const e = xmlEscape;
  const url = e(rights.licensingUrl);
  return [
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>`,
    `<x:xmpmeta xmlns:x="adobe:ns:meta/">`,
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">`,
    `<rdf:Description rdf:about=""`,
    ` xmlns:dc="http://purl.org/dc/elements/1.1/"`,
    ` xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"`,
    ` xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"`,
    ` xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/">`,
    `<dc:creator><rdf:Seq><rdf:li>${e(rights.creator)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${e(rightsStatement(rights.copyrightHolder, year))}</rdf:li></rdf:Alt></dc:rights>`,
    `<photoshop:Credit>${e(rights.creditLine)}</photoshop:Credit>`,
    `<xmpRights:Marked>True</xmpRights:Marked>`,
    `<xmpRights:WebStatement>${url}</xmpRights:WebStatement>`,
    `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource"><plus:LicensorURL>${url}</plus:LicensorURL></rdf:li></rdf:Seq></plus:Licensor>`,
    `</rdf:Description>`,
    `</rdf:RDF>`,
    `</x:xmpmeta>`,
    `<?xpacket end="w"?>`,
  ].join("");
}

/**
 * Whether libvips writes the text into EXIF exactly as it is: it turns EXIF strings into ASCII
 * (Tamil becomes '?', © '(C)'), reads a closing ' (…)' as its own annotation and cuts it, and trims
 * trailing spaces. A text that would not survive is left out of EXIF: XMP carries the full text.
 */
export function survivesExif(text: string): boolean {
  return text !== "" && /^[\x20-\x7e]*$/.test(text) && text === text.trimEnd() && !/ \(.*\)$/.test(text);
}

/**
 * EXIF IFD0 Artist and Copyright, and nothing else of the camera's; each only where it survives
 * exactly (`survivesExif`). The Copyright is spelled 'Copyright 2026 …' (ASCII has no ©).
 */
export function exifOf(rights: ImageRights, year: number): { IFD0: Record<string, string> } {
  const ifd0: Record<string, string> = {};
  if (survivesExif(rights.creator)) ifd0.Artist = rights.creator;
  const copyright = `Copyright ${year} ${rights.copyrightHolder}. All rights reserved.`;
  if (rights.copyrightHolder && survivesExif(copyright)) ifd0.Copyright = copyright;
  return { IFD0: ifd0 };
}

/**
 * The watermark for a variant `width` × `height`: an SVG as wide as the variant and a band high,
 * to be laid in the corner (`gravityOf`). White text with a dark outline and a soft dark shadow, so
 * it reads on snow and on shadow alike, at the configured opacity; its size follows the variant's.
 */
export function watermarkSvg(mark: Watermark, width: number, height: number): Buffer {
  const chars = Math.max(1, Array.from(mark.text).length);
  // About 2.2 % of the width, smaller when the text is long (a glyph is about 0.6 em wide), and never taller than a tenth of the image.
  const size = Math.max(10, Math.round(Math.min(width * 0.022, (width * 0.8) / (chars * 0.62), height * 0.1)));
  const margin = Math.round(size * 0.8);
  const band = Math.min(height, Math.round(size * 1.6 + margin));
  const top = mark.position.startsWith("top");
  const left = mark.position.endsWith("left");
  const x = left ? margin : width - margin;
  const y = top ? margin + size : band - margin;
  const blur = Math.max(1, size * 0.12).toFixed(1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}" viewBox="0 0 ${width} ${band}">` +
    `<defs><filter id="s" x="-20%" y="-60%" width="140%" height="220%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.7"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>` +
    `<g opacity="${mark.opacity}" filter="url(#s)">` +
    `<text x="${x}" y="${y}" text-anchor="${left ? "start" : "end"}" font-family="${WATERMARK_FONTS}" font-size="${size}" font-weight="bold"` +
    ` fill="#ffffff" stroke="#000000" stroke-opacity="0.55" stroke-width="${Math.max(1, size * 0.06).toFixed(1)}" paint-order="stroke">${xmlEscape(mark.text)}</text>` +
    `</g></svg>`;
  return Buffer.from(svg);
}

/**
 * The project's own fonts (server/assets/fonts, registered when sharp loads): Inter for Latin, Noto
 * Sans Tamil for Tamil, whatever the machine has; a letter of neither falls back to the machine's.
 */
export const WATERMARK_FONTS = "Inter, Noto Sans Tamil, sans-serif";

/** Where sharp lays the watermark's band. */
export function gravityOf(position: WatermarkPosition): "northwest" | "northeast" | "southwest" | "southeast" {
  return ({ "top-left": "northwest", "top-right": "northeast", "bottom-left": "southwest", "bottom-right": "southeast" } as const)[position];
}
