// 'Save picture': the print in its frame on the wall, drawn again on a canvas 1440 px wide with a
// caption band under it, as a PNG to keep or to send on WhatsApp. Everything is drawn here, in the
// browser: the visitor's own photo included, which never leaves it.
import type { FrameLook, Point } from "./geometry";

export const PICTURE_WIDTH = 1440;

export interface Composition {
  /** The room's largest rendering, or the visitor's photo (an object URL). */
  background: string;
  scene: { widthCm: number; heightCm: number };
  centre: Point;
  look: FrameLook;
  photo: { url: string; srcset: string };
  title: string;
  caption: string;
  footer: string;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = "async";
  img.src = src;
  return img.decode().then(() => img);
}

/** The smallest variant at least `px` wide (the largest when none is). */
function variantFor(photo: Composition["photo"], px: number): string {
  const variants = photo.srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, w]) => ({ url, w: Number.parseInt(w ?? "", 10) }))
    .filter((v) => v.url && v.w > 0)
    .sort((a, b) => a.w - b.w);
  return (variants.find((v) => v.w >= px) ?? variants[variants.length - 1])?.url ?? photo.url;
}

/** Lines of `text` no wider than `max` in the context's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function composePicture(c: Composition): Promise<Blob> {
  const W = PICTURE_WIDTH;
  const s = W / c.scene.widthCm; // pixels per centimetre
  const sceneH = Math.round(c.scene.heightCm * s);
  const { look } = c;
  const printW = (look.w - 2 * (look.moulding + look.mountX)) * s;
  const [background, photo] = await Promise.all([loadImage(c.background), loadImage(variantFor(c.photo, printW * 1.25))]);

  const pad = 48;
  const serif = `"Fraunces Variable", Georgia, serif`;
  const sans = `"Inter Variable", system-ui, sans-serif`;
  const canvas = document.createElement("canvas");
  const measure = canvas.getContext("2d")!;
  measure.font = `400 28px ${sans}`;
  const captionLines = wrap(measure, c.caption, W - 2 * pad);
  const bandH = pad + 48 + captionLines.length * 40 + 20 + 30 + pad;
  canvas.width = W;
  canvas.height = sceneH + bandH;
  const ctx = canvas.getContext("2d")!;

  ctx.drawImage(background, 0, 0, W, sceneH);

  // The frame: moulding with its shadow on the wall, the mount, the photograph cropped to the print.
  const x = (c.centre.x - look.w / 2) * s;
  const y = (c.centre.y - look.h / 2) * s;
  const w = look.w * s;
  const h = look.h * s;
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
  ctx.shadowBlur = 3 * s;
  ctx.shadowOffsetY = 1.5 * s;
  ctx.fillStyle = look.colour;
  ctx.fillRect(x, y, w, h);
  ctx.restore();
  const m = look.moulding * s;
  ctx.fillStyle = "#fbfaf6";
  ctx.fillRect(x + m, y + m, w - 2 * m, h - 2 * m);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.25)";
  ctx.lineWidth = Math.max(1, s * 0.2);
  ctx.strokeRect(x + m, y + m, w - 2 * m, h - 2 * m);
  const px = x + m + look.mountX * s;
  const py = y + m + look.mountY * s;
  const pw = w - 2 * (m + look.mountX * s);
  const ph = h - 2 * (m + look.mountY * s);
  const scale = Math.max(pw / photo.naturalWidth, ph / photo.naturalHeight);
  const sw = pw / scale;
  const sh = ph / scale;
  ctx.drawImage(photo, (photo.naturalWidth - sw) / 2, (photo.naturalHeight - sh) / 2, sw, sh, px, py, pw, ph);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.15)";
  ctx.lineWidth = 1;
  ctx.strokeRect(px, py, pw, ph);

  // The caption band.
  ctx.fillStyle = "#faf7f2";
  ctx.fillRect(0, sceneH, W, bandH);
  ctx.fillStyle = "#163a2c";
  ctx.font = `600 40px ${serif}`;
  ctx.textBaseline = "top";
  ctx.fillText(c.title, pad, sceneH + pad, W - 2 * pad);
  ctx.fillStyle = "#23262b";
  ctx.font = `400 28px ${sans}`;
  captionLines.forEach((line, i) => ctx.fillText(line, pad, sceneH + pad + 60 + i * 40));
  ctx.fillStyle = "#5b6068";
  ctx.font = `400 22px ${sans}`;
  ctx.fillText(c.footer, pad, sceneH + bandH - pad - 22, W - 2 * pad);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be drawn"))), "image/png"));
}

/** Hands the picture to the browser as a download. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
