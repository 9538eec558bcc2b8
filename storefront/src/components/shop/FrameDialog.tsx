// 'Select Frame for {title}' (spec §2 "Shop page"): a preview, the frame choices (the first is
// preselected), a 'Standard Frame' label and 'Add to Cart' with the price. Adding puts a cart
// item (spec §3) through the cart provider. 'View on a wall' shows the chosen frame to scale in a
// room (its own chunk); a size picked there is picked here too. Loaded on demand by ShopCard.
import * as Dialog from "@radix-ui/react-dialog";
import { Check, ShoppingCart, Sofa, X } from "lucide-react";
import { useId, useState } from "react";
import type { ShopCard_ItemFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { useLocalized } from "../../i18n/localized";
import { addRefusal, useCart } from "../../lib/cart";
import { formatPaise } from "../../lib/format";
import { toast } from "../../lib/toast";
import { ResponsiveImage } from "../ResponsiveImage";
import { ViewOnWall, WallLauncher } from "../wall/ViewOnWall";
import { frameCartItem } from "./cart-item";
import { chargedPaise, Price } from "./Price";

interface Props {
  item: ShopCard_ItemFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the card's 'Add to Cart'). */
  returnFocus: () => void;
  /** 'View on a wall' opened from the card of a shared print, without this dialog. */
  wall?: boolean;
  onWallChange?: (open: boolean) => void;
}

export default function FrameDialog({ item, open, onOpenChange, returnFocus, wall = false, onWallChange }: Props) {
  const t = useT();
  const title = useLocalized()(item.title, item.titleTa).text;
  const { addToCart } = useCart();
  const [frameId, setFrameId] = useState(item.frames[0]?.id);
  const frame = item.frames.find((f) => f.id === frameId) ?? item.frames[0];
  const id = useId();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setFrameId(item.frames[0]?.id);
  };

  const add = () => {
    if (!frame) return;
    const refusal = addRefusal(addToCart(frameCartItem(item, frame)), t);
    if (refusal) toast.error(refusal);
    else toast.success(t("frame.added", { title, size: frame.size }));
    changeOpen(false);
  };

  return (
    <>
      {onWallChange && item.frames[0] && <WallLauncher item={item} frameId={item.frames[0].id} open={wall} onOpenChange={onWallChange} />}
      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/60 backdrop-blur-sm" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
            className="animate-dialog-in fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-paper p-6 text-ink shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-display text-2xl font-semibold text-forest-800">{t("frame.title", { title })}</Dialog.Title>
              <Dialog.Close className="btn-icon -mt-2 -mr-2 shrink-0 text-ink hover:bg-ink/5" aria-label={t("nav.close")}>
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t("frame.description")}</Dialog.Description>

            <div className="relative mt-5 h-44 overflow-hidden rounded-2xl bg-sand sm:h-56">
              <ResponsiveImage asset={item.image} alt={title} sizes="(min-width:640px) 34rem, 100vw" fill />
              {frame && (
                <ViewOnWall
                  item={item}
                  frameId={frame.id}
                  className="btn absolute right-3 bottom-3 bg-white/95 text-forest-800 shadow-card hover:bg-white"
                  icon={<Sofa className="size-4" aria-hidden="true" />}
                  onFrameChange={setFrameId}
                  onAdded={() => changeOpen(false)}
                />
              )}
            </div>

            <fieldset className="mt-6">
              <legend className="field-label">{t("frame.size")}</legend>
              <div className="mt-2 grid gap-2">
                {item.frames.map((f) => {
                  const checked = f.id === frame?.id;
                  return (
                    <label
                      key={f.id}
                      className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest ${
                        checked ? "border-forest bg-forest/5" : "border-ink/15 bg-white hover:border-ink/30"
                      }`}
                    >
                      <input type="radio" name={`${id}-frame`} value={f.id} checked={checked} onChange={() => setFrameId(f.id)} className="sr-only" />
                      <span
                        aria-hidden="true"
                        className={`grid size-5 shrink-0 place-items-center rounded-full border ${
                          checked ? "border-forest bg-forest text-white" : "border-ink/30"
                        }`}
                      >
                        {checked && <Check className="size-3.5" />}
                      </span>
                      <span className="flex-1">
                        <span className="font-semibold tabular-nums">{f.size}</span> <span className="text-sm text-ink-muted">{f.name}</span>
                      </span>
                      <span className="text-sm font-semibold tabular-nums">
                        <Price pricePaise={f.pricePaise} salePricePaise={f.salePricePaise} />
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            {frame && (
              <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-sand px-4 py-3 text-sm">
                <span>
                  <span className="block font-semibold">{frame.name}</span>
                  <span className="text-ink-muted">{frame.size}</span>
                </span>
                <span className="rounded-full bg-forest/10 px-3 py-1 text-xs font-semibold text-forest">{t("frame.standard")}</span>
              </div>
            )}

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className="btn btn-outline">{t("frame.cancel")}</Dialog.Close>
              <button type="button" className="btn btn-primary" onClick={add} disabled={!frame}>
                <ShoppingCart className="size-4" aria-hidden="true" />
                {t("card.addToCart")} · <span className="tabular-nums">{frame ? formatPaise(chargedPaise(frame)) : ""}</span>
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
