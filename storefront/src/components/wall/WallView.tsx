// 'View on a wall': the print in the chosen frame, to scale, in a room with an object of known size
// (a 200 cm sofa, a 120 cm desk, a 160 cm bed) or on the visitor's own wall, measured from two
// points they mark on a photo that never leaves the browser. The frame can be dragged (mouse,
// touch) and moved with the arrow keys; the caption says its size and how it compares, and is read
// out when it changes. Drawn with CSS: every length is a share of the stage's width or height, taken
// from centimetres over the scene's size in centimetres, so the scale holds at any width. Its own
// chunk (see ViewOnWall).
import { useQuery } from "@apollo/client/react";
import { printPath } from "@shop/seo";
import * as Dialog from "@radix-ui/react-dialog";
import { Armchair, BedDouble, Check, Download, ImageUp, LampDesk, Loader2, ShoppingCart, X } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import type { ShopCard_ItemFragment } from "../../gql/graphql";
import { business } from "../../lib/business";
import { addRefusal, useCart } from "../../lib/cart";
import { formatPaise } from "../../lib/format";
import { chargedPaise } from "../shop/Price";
import { toast } from "../../lib/toast";
import { frameCartItem } from "../shop/cart-item";
import { composePicture, download } from "./compose";
import {
  captionText,
  clampCentre,
  frameLook,
  MIN_MARK_PX,
  orientation,
  ownScene,
  roomScene,
  type FrameLook,
  type OwnWall,
  type Point,
  type Scene,
} from "./geometry";
import { ROOMS } from "./rooms";

const WallViewQuery = graphql(`
  query WallView($id: ID!) {
    shopItem(id: $id) {
      id
      frames {
        id
        widthCm
        heightCm
      }
    }
  }
`);

const OWN = "own";
/** The rooms' pictures described, by room (the drawings' own <title> is the English text). */
const ROOM_ALT: Record<string, string> = { living: "wall.roomAlt.living", study: "wall.roomAlt.study", bedroom: "wall.roomAlt.bedroom" };

const ROOM_ICONS: Record<string, ReactNode> = {
  living: <Armchair className="size-4" aria-hidden="true" />,
  study: <LampDesk className="size-4" aria-hidden="true" />,
  bedroom: <BedDouble className="size-4" aria-hidden="true" />,
  [OWN]: <ImageUp className="size-4" aria-hidden="true" />,
};

/** A length or position in the scene's centimetres as a share of its width (across) or height (down). */
const across = (n: number, scene: Scene) => `${(n / scene.widthCm) * 100}%`;
const down = (n: number, scene: Scene) => `${(n / scene.heightCm) * 100}%`;

/** The move an arrow key asks for: `step`, or `fine` with Shift; null for any other key. */
function arrowStep(event: KeyboardEvent, step: number, fine: number): Point | null {
  const d = event.shiftKey ? fine : step;
  const moves: Record<string, Point> = { ArrowLeft: { x: -d, y: 0 }, ArrowRight: { x: d, y: 0 }, ArrowUp: { x: 0, y: -d }, ArrowDown: { x: 0, y: d } };
  return moves[event.key] ?? null;
}

/** Laptop and wider: the picture may take more of the height (on a phone it stays in view while the choices scroll under it). */
const WIDE = "(min-width: 1024px)";
function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = matchMedia(WIDE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => matchMedia(WIDE).matches,
    () => false,
  );
}

/** Pointer drags on an element: `onMove` gets the distance moved, in CSS pixels, since the press. */
function useDrag(onMove: (dx: number, dy: number) => void, onStart: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      onStart();
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (s && s.id === e.pointerId) onMove(e.clientX - s.x, e.clientY - s.y);
    },
    onPointerUp: () => (start.current = null),
    onPointerCancel: () => (start.current = null),
  };
}

export interface WallViewProps {
  item: ShopCard_ItemFragment;
  /** The frame shown first. */
  frameId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The frame the visitor picks in the view (the frame dialog follows it). */
  onFrameChange?: (frameId: string) => void;
  /** After 'Add to Cart' in the view. */
  onAdded?: () => void;
}

export default function WallView({ item, frameId: initialFrameId, open, onOpenChange, onFrameChange, onAdded }: WallViewProps) {
  const t = useT();
  const { addToCart } = useCart();
  const { data, loading, error, refetch } = useQuery(WallViewQuery, { variables: { id: item.id }, skip: !open });
  const [roomId, setRoomId] = useState(ROOMS[0].id);
  const [frameId, setFrameId] = useState(initialFrameId);
  const [moved, setMoved] = useState<Point | null>(null);
  const [own, setOwn] = useState<OwnWall | null>(null);
  const [distance, setDistance] = useState("");
  const [saving, setSaving] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const wide = useWide();
  const id = useId();
  const captionId = `${id}-caption`;

  // Opened again: the frame the dialog shows now, hung where it belongs.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFrameId(initialFrameId);
      setMoved(null);
    }
  }

  // The photo is only ever an object URL of this page: let it go with the view.
  const ownUrl = own?.url;
  useEffect(() => (ownUrl ? () => URL.revokeObjectURL(ownUrl) : undefined), [ownUrl]);

  const sizes = new Map((data?.shopItem?.frames ?? []).map((f) => [f.id, f]));
  const measured = item.frames.filter((f) => sizes.get(f.id)?.widthCm && sizes.get(f.id)?.heightCm);
  const frame = measured.find((f) => f.id === frameId) ?? measured[0];
  const outer = frame && sizes.get(frame.id);
  const photo = orientation(item.image.width, item.image.height);
  const look: FrameLook | null =
    frame && outer?.widthCm && outer.heightCm ? frameLook(frame.size, frame.name, { widthCm: outer.widthCm, heightCm: outer.heightCm }, photo) : null;

  const room = ROOMS.find((r) => r.id === roomId);
  const typed = Number(distance.replace(",", "."));
  const scene: Scene | null = room ? roomScene(room) : own && typed > 0 && typed <= 10_000 ? ownScene(own, typed) : null;
  const centre = scene && look ? clampCentre(moved ?? scene.home(look), look, scene.widthCm, scene.heightCm) : null;

  let caption: string;
  if (error && !data) caption = t("wall.loadFailed");
  else if (!data) caption = t("wall.measuring");
  else if (!look) caption = t("wall.notMeasured");
  else if (!room && !own) caption = t("wall.chooseWall");
  else if (!scene) caption = t("wall.dragMarkers");
  else caption = captionText(frame.size, frame.name, look, scene.reference, t);

  const chooseFrame = (next: string) => {
    setFrameId(next);
    onFrameChange?.(next);
  };
  const chooseRoom = (next: string) => {
    setRoomId(next);
    setMoved(null);
  };

  // Moving the print: drags in pixels become centimetres at the stage's current scale.
  const dragFrom = useRef<Point>({ x: 0, y: 0 });
  const perPx = () => (scene ? scene.widthCm / (stage.current?.getBoundingClientRect().width || 1) : 0);
  const moveTo = (p: Point) => scene && look && setMoved(clampCentre(p, look, scene.widthCm, scene.heightCm));
  const frameDrag = useDrag(
    (dx, dy) => moveTo({ x: dragFrom.current.x + dx * perPx(), y: dragFrom.current.y + dy * perPx() }),
    () => centre && (dragFrom.current = centre),
  );
  const frameKeys = (e: KeyboardEvent) => {
    const step = arrowStep(e, 5, 1);
    if (!step || !centre) return;
    e.preventDefault();
    moveTo({ x: centre.x + step.x, y: centre.y + step.y });
  };

  const pickPhoto = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast.error(t("wall.notImage"));
      return;
    }
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = img;
      setOwn({ url, width, height, a: { x: width * 0.35, y: height * 0.7 }, b: { x: width * 0.65, y: height * 0.7 } });
      setMoved(null);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      toast.error(t("wall.unreadable"));
    };
    img.src = url;
  };

  const add = () => {
    if (!frame) return;
    const refusal = addRefusal(addToCart(frameCartItem(item, frame)), t);
    if (refusal) toast.error(refusal);
    else toast.success(t("frame.added", { title: item.title, size: frame.size }));
    onOpenChange(false);
    onAdded?.();
  };

  const save = async () => {
    if (!scene || !look || !centre || !frame) return;
    setSaving(true);
    try {
      const blob = await composePicture({
        background: room ? room.src : own!.url,
        scene,
        centre,
        look,
        photo: item.image,
        title: item.title,
        caption,
        footer: `${business.name} · ${location.host}${printPath(item.id, item.title)}`,
      });
      const slug = item.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      download(blob, `${slug}-${frame.size}-on-a-wall.png`);
      toast.success(t("wall.saved"));
    } catch {
      toast.error(t("wall.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  const ratio = room ? room.widthCm / room.heightCm : own ? own.width / own.height : 3 / 2;
  const stageStyle: CSSProperties = { aspectRatio: `${ratio}`, width: `min(100%, calc(${wide ? 62 : 40}dvh * ${ratio}))` };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={`${id}-help`}
          className="animate-dialog-in fixed inset-0 z-50 flex flex-col bg-paper text-ink shadow-2xl lg:inset-auto lg:top-1/2 lg:left-1/2 lg:max-h-[96dvh] lg:w-[min(84rem,calc(100vw-2rem))] lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-3xl"
        >
          <div className="flex shrink-0 items-start justify-between gap-4 px-4 pt-4 pb-3 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl font-semibold text-forest-800">{t("print.viewOnWall")}</Dialog.Title>
              <p className="truncate text-sm text-ink-muted">{item.title}</p>
            </div>
            <Dialog.Close className="btn-icon -mt-1 -mr-2 shrink-0 text-ink hover:bg-ink/5" aria-label={t("nav.close")}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <p id={`${id}-help`} className="sr-only">
            {t("wall.help")}
          </p>

          {/* A block on a phone, so that the picture can stick at the top while the choices scroll under it;
              the scrollbar's room kept, so that the picture does not shrink when the choices arrive. */}
          <div className="min-h-0 flex-1 overflow-y-auto pb-6 [scrollbar-gutter:stable] sm:px-6 max-lg:space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-6">
            <div className="sticky top-0 z-10 bg-paper pb-3 lg:static lg:pb-0">
              <div
                ref={stage}
                data-testid="wall-stage"
                className={`relative mx-auto overflow-hidden select-none sm:rounded-2xl ${room?.dark ? "bg-night-700" : "bg-sand"}`}
                style={stageStyle}
              >
                {room && (
                  <img
                    src={room.src}
                    srcSet={room.srcset || undefined}
                    sizes="(min-width: 1024px) 64vw, 100vw"
                    width={room.width}
                    height={room.height}
                    alt={t(ROOM_ALT[room.id] ?? room.title)}
                    data-testid="wall-room"
                    draggable={false}
                    className="absolute inset-0 size-full"
                  />
                )}
                {room && scene && (
                  <div
                    aria-hidden="true"
                    data-testid="wall-reference"
                    className="pointer-events-none absolute flex items-center border-x-2 border-white/90"
                    style={{
                      left: across(room.reference.x, scene),
                      width: across(room.reference.widthCm, scene),
                      top: down(room.floorY + 8, scene),
                      height: down(10, scene),
                    }}
                  >
                    <span className="h-0.5 flex-1 bg-white/90" />
                    <span className="mx-1 rounded-full bg-night/60 px-1.5 text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-white tabular-nums sm:text-xs">
                      {t("wall.cm", { n: room.reference.widthCm })}
                    </span>
                    <span className="h-0.5 flex-1 bg-white/90" />
                  </div>
                )}

                {!room && !own && <PhotoPicker onPick={pickPhoto} big />}
                {!room && own && (
                  <img src={own.url} alt={t("wall.ownWall")} data-testid="wall-own-photo" draggable={false} className="absolute inset-0 size-full" />
                )}

                {scene && look && centre && (
                  <button
                    type="button"
                    data-testid="wall-frame"
                    aria-label={t("wall.frameLabel", { w: look.w, h: look.h })}
                    aria-describedby={captionId}
                    className="absolute touch-none cursor-grab shadow-[0_3px_10px_rgb(0_0_0/0.35)] active:cursor-grabbing"
                    style={{
                      left: across(centre.x - look.w / 2, scene),
                      top: down(centre.y - look.h / 2, scene),
                      width: across(look.w, scene),
                      height: down(look.h, scene),
                      // Padding shares are of the stage's width, as everything across.
                      padding: across(look.moulding, scene),
                      background: look.colour,
                    }}
                    onKeyDown={frameKeys}
                    {...frameDrag}
                  >
                    {/* The mount: its padding shares are of the width inside the moulding. */}
                    <span
                      className="block size-full bg-[#fbfaf6] shadow-[inset_0_0_0_1px_rgb(0_0_0/0.25)]"
                      style={{ padding: `${(look.mountY / (look.w - 2 * look.moulding)) * 100}% ${(look.mountX / (look.w - 2 * look.moulding)) * 100}%` }}
                    >
                      <img
                        src={item.image.url}
                        srcSet={item.image.srcset || undefined}
                        sizes="(min-width: 1024px) 24vw, 40vw"
                        alt=""
                        draggable={false}
                        className="pointer-events-none block size-full object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
                      />
                    </span>
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded-full bg-night/60 px-1.5 text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-white tabular-nums"
                    >
                      {t("wall.size", { w: look.w, h: look.h })}
                    </span>
                  </button>
                )}
                {/* Above the print, so that they can always be reached. */}
                {!room && own && <Markers own={own} stage={stage} onChange={setOwn} measured={scene !== null} />}
                {loading && !data && (
                  <span className="absolute inset-0 grid place-items-center">
                    <Loader2 className="size-8 animate-spin text-forest" aria-hidden="true" />
                  </span>
                )}
              </div>
              <p
                id={captionId}
                data-testid="wall-caption"
                aria-live="polite"
                className="mx-auto mt-3 max-w-3xl px-4 text-center text-sm leading-relaxed text-ink sm:px-0 sm:text-base"
              >
                {caption}
              </p>
              {error && !data && (
                <p className="mt-2 text-center">
                  <button type="button" className="btn btn-outline" onClick={() => void refetch().catch(() => undefined)}>
                    {t("shop.tryAgain")}
                  </button>
                </p>
              )}
            </div>

            <div className="space-y-5 px-4 sm:px-0">
              <Choices legend={t("wall.room")} name={`${id}-room`} value={room ? roomId : OWN} onChange={chooseRoom}>
                {[...ROOMS.map((r) => ({ value: r.id, label: t(r.name) })), { value: OWN, label: t("wall.ownWall") }].map((o) => ({
                  ...o,
                  icon: ROOM_ICONS[o.value],
                }))}
              </Choices>

              {!room && own && (
                <div className="space-y-3 rounded-2xl bg-sand p-4 text-sm">
                  <p>{t("wall.markersHelp")}</p>
                  <label className="block">
                    <span className="field-label">{t("wall.distance")}</span>
                    <input
                      type="number"
                      inputMode="decimal"
                      min="1"
                      step="0.1"
                      className="field"
                      value={distance}
                      onChange={(e) => setDistance(e.target.value)}
                      placeholder={t("wall.distancePlaceholder")}
                    />
                  </label>
                  <PhotoPicker onPick={pickPhoto} />
                </div>
              )}
              {!room && <p className="text-xs text-ink-muted">{t("wall.private")}</p>}

              {measured.length > 0 && (
                <Choices legend={t("frame.size")} name={`${id}-frame`} value={frame?.id ?? ""} onChange={chooseFrame}>
                  {measured.map((f) => ({ value: f.id, label: f.size, detail: f.name }))}
                </Choices>
              )}

              <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-ink/10 bg-paper/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none lg:flex-col">
                <button type="button" className="btn btn-outline max-sm:px-3.5" onClick={() => void save()} disabled={!scene || !look || saving}>
                  {saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
                  <span className="max-sm:sr-only">{t("wall.save")}</span>
                </button>
                <button type="button" className="btn btn-primary flex-1" onClick={add} disabled={!frame}>
                  <ShoppingCart className="size-4" aria-hidden="true" />
                  {t("card.addToCart")}
                  {frame ? ` · ${frame.size} ` : " "}· <span className="tabular-nums">{frame ? formatPaise(chargedPaise(frame)) : ""}</span>
                </button>
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A group of radio choices drawn as chips (the radio itself is visually hidden in its label). */
function Choices(props: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: { value: string; label: string; detail?: string; icon?: ReactNode }[];
}) {
  return (
    <fieldset>
      <legend className="field-label">{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {props.children.map((o) => {
          const checked = o.value === props.value;
          return (
            <label
              key={o.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest ${
                checked ? "border-forest bg-forest text-white" : "border-ink/15 bg-white text-ink hover:border-ink/40"
              }`}
            >
              <input type="radio" name={props.name} value={o.value} checked={checked} onChange={() => props.onChange(o.value)} className="sr-only" />
              {checked ? <Check className="size-4" aria-hidden="true" /> : o.icon}
              <span className="font-semibold tabular-nums">{o.label}</span>
              {o.detail && <span className={checked ? "text-white/80" : "text-ink-muted"}>{o.detail}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The file input for the photo of the visitor's wall (read here, in the browser, never sent). */
function PhotoPicker({ onPick, big = false }: { onPick: (file: File | undefined) => void; big?: boolean }) {
  const t = useT();
  return (
    <label
      className={
        big
          ? "absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 p-6 text-center has-[:focus-visible]:outline-3 has-[:focus-visible]:-outline-offset-4 has-[:focus-visible]:outline-forest"
          : "btn btn-outline w-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest"
      }
    >
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {big ? (
        <>
          <ImageUp className="size-10 text-forest" aria-hidden="true" />
          <span className="text-base font-semibold text-forest-800">{t("wall.choosePhoto")}</span>
          <span className="max-w-sm text-sm text-ink-muted">{t("wall.choosePhotoHelp")}</span>
        </>
      ) : (
        t("wall.anotherPhoto")
      )}
    </label>
  );
}

/** The two markers on the visitor's photo, dragged or moved with the arrow keys, joined by a line. */
function Markers({
  own,
  stage,
  onChange,
  measured,
}: {
  own: OwnWall;
  stage: RefObject<HTMLDivElement | null>;
  onChange: (own: OwnWall) => void;
  measured: boolean;
}) {
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const short = Math.hypot(own.b.x - own.a.x, own.b.y - own.a.y) < MIN_MARK_PX;
  return (
    <>
      <svg aria-hidden="true" className="pointer-events-none absolute inset-0 size-full" viewBox={`0 0 ${own.width} ${own.height}`} preserveAspectRatio="none">
        <line
          x1={own.a.x}
          y1={own.a.y}
          x2={own.b.x}
          y2={own.b.y}
          stroke="#e07a1f"
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
          strokeDasharray={measured ? undefined : "6 4"}
        />
      </svg>
      {(["a", "b"] as const).map((key, i) => (
        <Marker
          key={key}
          n={i + 1}
          at={own[key]}
          own={own}
          stage={stage}
          warn={short}
          onMove={(p) => onChange({ ...own, [key]: { x: Math.min(own.width, Math.max(0, p.x)), y: Math.min(own.height, Math.max(0, p.y)) } })}
          style={{ left: pct(own[key].x, own.width), top: pct(own[key].y, own.height) }}
        />
      ))}
    </>
  );
}

function Marker(props: {
  n: number;
  at: Point;
  own: OwnWall;
  stage: RefObject<HTMLDivElement | null>;
  warn: boolean;
  onMove: (p: Point) => void;
  style: CSSProperties;
}) {
  const t = useT();
  const from = useRef<Point>(props.at);
  const perPx = () => props.own.width / (props.stage.current?.getBoundingClientRect().width || 1);
  const drag = useDrag(
    (dx, dy) => props.onMove({ x: from.current.x + dx * perPx(), y: from.current.y + dy * perPx() }),
    () => (from.current = props.at),
  );
  const keys = (e: KeyboardEvent) => {
    const step = arrowStep(e, props.own.width / 100, props.own.width / 1000);
    if (!step) return;
    e.preventDefault();
    props.onMove({ x: props.at.x + step.x, y: props.at.y + step.y });
  };
  return (
    <button
      type="button"
      data-testid={`wall-marker-${props.n}`}
      aria-label={t("wall.marker", { n: props.n })}
      className="absolute grid size-11 -translate-x-1/2 -translate-y-1/2 touch-none cursor-grab place-items-center rounded-full"
      style={props.style}
      onKeyDown={keys}
      {...drag}
    >
      <span
        aria-hidden="true"
        className={`size-7 rounded-full border-2 bg-white/15 shadow-[0_0_0_1px_rgb(0_0_0/0.4)] ${props.warn ? "border-alert" : "border-kingfisher"}`}
      />
      <span aria-hidden="true" className="absolute top-1/2 left-1/2 size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white ring-1 ring-night" />
      <span
        aria-hidden="true"
        className="absolute -top-3 -right-2 grid size-5 place-items-center rounded-full bg-kingfisher text-[0.7rem] font-bold text-night"
      >
        {props.n}
      </span>
    </button>
  );
}
