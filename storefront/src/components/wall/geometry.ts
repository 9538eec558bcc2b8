// The arithmetic of "View on a wall", in centimetres: how a frame hangs (turned to the photograph),
// its moulding and mount, where it hangs by default, where it may go, and how its size reads next
// to the object of known size. The view draws with these numbers; so does the saved picture.
import { inchesText, printInches } from "@shop/frames";
import type { Translate } from "../../i18n";

export interface RoomPicture {
  /** What the picture shows, e.g. "Living room: a light wall and a 200 cm three-seat sofa". */
  title: string;
  /** The drawing's size: one unit is one centimetre on the wall's plane. */
  widthCm: number;
  heightCm: number;
  /** The floor line, in the drawing's units from the top. */
  floorY: number;
  /** The object of known size, as drawn: its box, its name and where a print's bottom edge goes (cm above the floor). */
  reference: { x: number; y: number; widthCm: number; heightCm: number; label: string; hangCm: number };
  /** The largest rendering, and all of them for srcset (empty in development). */
  src: string;
  srcset: string;
  width: number;
  height: number;
}

export interface Room extends RoomPicture {
  id: string;
  name: string;
  dark: boolean;
}

export interface Point {
  x: number;
  y: number;
}

/** Where a print hangs: a room, or the visitor's own wall once measured. All in centimetres. */
export interface Scene {
  widthCm: number;
  heightCm: number;
  /** The measure next to which the caption sets the print: the room's object, or the marked distance. */
  reference: { widthCm: number; label: string; own: boolean };
  /** Centre of a frame of this size when the visitor has not moved it. */
  home: (frame: { w: number; h: number }) => Point;
}

export interface FrameLook {
  /** Outer size as it hangs. */
  w: number;
  h: number;
  /** Width of the moulding, and of the mount on each side. */
  moulding: number;
  mountX: number;
  mountY: number;
  colour: string;
}

/** A photograph wider than tall is printed and hung landscape: the frame's longer side goes across. */
export function orientation(width: number, height: number): "landscape" | "portrait" | "square" {
  if (width > height * 1.02) return "landscape";
  if (height > width * 1.02) return "portrait";
  return "square";
}

function turned(w: number, h: number, photo: ReturnType<typeof orientation>): [number, number] {
  if (photo === "landscape" && w < h) return [h, w];
  if (photo === "portrait" && w > h) return [h, w];
  return [w, h];
}

/** Moulding colours by the frame's name; anything unknown is a dark frame. */
const COLOURS: [RegExp, string][] = [
  [/white/i, "#f1eee6"],
  [/teak|oak|walnut|wood|natural|maple|rosewood/i, "#9a6a3c"],
  [/gold|brass/i, "#b8964f"],
  [/silver|alumin/i, "#a9adb1"],
];

/**
 * The frame as it hangs: its outer size turned to the photograph, and the print's own size (from a
 * size written in inches) inside it, the rest shared between moulding (a third) and mount. A size not
 * in inches gets a 2.5 cm moulding and a mount of a tenth of its shorter side.
 */
export function frameLook(size: string, name: string, outer: { widthCm: number; heightCm: number }, photo: ReturnType<typeof orientation>): FrameLook {
  const [w, h] = turned(outer.widthCm, outer.heightCm, photo);
  const colour = COLOURS.find(([re]) => re.test(name))?.[1] ?? "#1d1d1b";
  const inches = printInches(size);
  if (inches) {
    const [pw, ph] = turned(inches[0] * 2.54, inches[1] * 2.54, photo);
    const border = Math.min(w - pw, h - ph) / 2;
    if (border >= 0.5) {
      const moulding = Math.min(4, Math.max(1, border / 3));
      return { w, h, moulding, mountX: (w - pw) / 2 - moulding, mountY: (h - ph) / 2 - moulding, colour };
    }
  }
  const mount = Math.min(w, h) / 10;
  return { w, h, moulding: 2.5, mountX: mount, mountY: mount, colour };
}

/** A room's print hangs centred over its object, its bottom edge at the room's hanging height. */
export function roomScene(room: RoomPicture): Scene {
  const { reference: ref } = room;
  return {
    widthCm: room.widthCm,
    heightCm: room.heightCm,
    reference: { widthCm: ref.widthCm, label: ref.label, own: false },
    home: (frame) => clampCentre({ x: ref.x + ref.widthCm / 2, y: room.floorY - ref.hangCm - frame.h / 2 }, frame, room.widthCm, room.heightCm, 4),
  };
}

/** Keeps the whole frame inside the scene (with a margin at the top); a frame larger than the scene is centred. */
export function clampCentre(p: Point, frame: { w: number; h: number }, widthCm: number, heightCm: number, top = 0): Point {
  const clamp = (v: number, lo: number, hi: number) => (lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));
  return { x: clamp(p.x, frame.w / 2, widthCm - frame.w / 2), y: clamp(p.y, frame.h / 2 + top, heightCm - frame.h / 2) };
}

// The words are the catalogue's (i18n/en.json, ta.json): fractions and the rooms' objects by key.
const HALF = "half";
const FRACTIONS: [number, string][] = [
  [1 / 5, "wall.frac.fifth"],
  [1 / 4, "wall.frac.quarter"],
  [1 / 3, "wall.frac.third"],
  [2 / 5, "wall.frac.twoFifths"],
  [1 / 2, HALF],
  [3 / 5, "wall.frac.threeFifths"],
  [2 / 3, "wall.frac.twoThirds"],
  [3 / 4, "wall.frac.threeQuarters"],
  [4 / 5, "wall.frac.fourFifths"],
];

/** The rooms' objects of known size (their drawings' `data-label`). */
const OBJECTS: Record<string, string> = { "three-seat sofa": "wall.ref.sofa", bed: "wall.ref.bed", desk: "wall.ref.desk" };

/** "about half the width of the 200 cm three-seat sofa", "about a third of the 90 cm you marked", in the page's language (`t`). */
export function relationText(frameWidthCm: number, reference: Scene["reference"], t: Translate): string {
  const ratio = frameWidthCm / reference.widthCm;
  const cm = Math.round(reference.widthCm * 10) / 10;
  const label = OBJECTS[reference.label] ? t(OBJECTS[reference.label]) : reference.label;
  const object = reference.own ? t("wall.objOwn", { cm }) : t("wall.objRoom", { cm, label });
  const own = reference.own ? "yes" : "no";
  if (ratio >= 0.9 && ratio <= 1.1) return t(reference.own ? "wall.rel.asLong" : "wall.rel.asWide", { object });
  if (ratio > 1.1) return t("wall.rel.times", { x: Math.round(ratio * 10) / 10, own, object });
  if (ratio < 0.175) return t("wall.rel.less", { own, object });
  // Nearest as ratios go (0.225 is nearer a quarter than a fifth).
  const [, fraction] = FRACTIONS.reduce((best, f) => (Math.abs(Math.log(f[0] / ratio)) < Math.abs(Math.log(best[0] / ratio)) ? f : best));
  return fraction === HALF ? t("wall.rel.half", { own, object }) : t("wall.rel.fraction", { fraction: t(fraction), own, object });
}

/** The caption: the print size, the framed size in centimetres and inches, and how it compares. */
export function captionText(size: string, name: string, look: FrameLook, reference: Scene["reference"], t: Translate): string {
  const print = t(printInches(size) ? "wall.printInches" : "wall.printSize", { size });
  return t("wall.caption", {
    print,
    name,
    w: look.w,
    h: look.h,
    wi: inchesText(look.w),
    hi: inchesText(look.h),
    relation: relationText(look.w, reference, t),
  });
}

/** The visitor's own wall: a photo in which two points mark a distance they measured. */
export interface OwnWall {
  /** The photo as an object URL: it never leaves the browser. */
  url: string;
  /** Its size in pixels, and the two points in those pixels. */
  width: number;
  height: number;
  a: Point;
  b: Point;
}

/** Two points closer than this (in the photo's pixels) cannot set a scale. */
export const MIN_MARK_PX = 8;

/** The own wall measured: `cm` between the two points sets how many pixels make a centimetre. */
export function ownScene(own: OwnWall, cm: number): Scene | null {
  const px = Math.hypot(own.b.x - own.a.x, own.b.y - own.a.y);
  if (!(cm > 0) || px < MIN_MARK_PX) return null;
  const perCm = px / cm;
  const widthCm = own.width / perCm;
  const heightCm = own.height / perCm;
  return {
    widthCm,
    heightCm,
    reference: { widthCm: cm, label: "", own: true },
    home: (frame) => clampCentre({ x: widthCm / 2, y: heightCm * 0.42 }, frame, widthCm, heightCm),
  };
}
