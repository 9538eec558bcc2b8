// Opening 'View on a wall' from the frame dialog, or from a shared print's card (which draws its own
// button and opens this through the frame dialog's module, so that the shop's first load carries
// no more than that button). The view is its own chunk, fetched when a button is pressed.
import { useEffect, useState, type ReactNode } from "react";
import { useT } from "../../i18n";
import { deferred, useDeferred } from "../../lib/deferred";
import { toast } from "../../lib/toast";
import type { WallViewProps } from "./WallView";

export const wallViewModule = deferred(() => import("./WallView"));

/** The view, fetched the first time it is opened. */
export function WallLauncher({ open, onOpenChange, ...props }: WallViewProps) {
  const t = useT();
  const [module] = useDeferred(wallViewModule);
  useEffect(() => {
    if (open)
      wallViewModule.load().catch(() => {
        onOpenChange(false);
        toast.error(t("wall.openFailed"));
      });
  }, [open, onOpenChange, t]);
  const WallView = module?.default;
  return WallView ? <WallView {...props} open={open} onOpenChange={onOpenChange} /> : null;
}

/** The frame dialog's 'View on a wall' button with its view. */
export function ViewOnWall(props: Omit<WallViewProps, "open" | "onOpenChange"> & { className: string; icon?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { className, icon, ...launcher } = props;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerDown={() => void wallViewModule.load().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        {icon}
        {t("print.viewOnWall")}
      </button>
      <WallLauncher {...launcher} open={open} onOpenChange={setOpen} />
    </>
  );
}
