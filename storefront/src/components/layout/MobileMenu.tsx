// The phone menu button (below md). The sheet's code arrives on demand.
import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { useT } from "../../i18n";
import { deferred, useDeferred } from "../../lib/deferred";

export const mobileMenuSheet = deferred(() => import("./MobileMenuSheet"));

export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sheet, load] = useDeferred(mobileMenuSheet);
  const button = useRef<HTMLButtonElement>(null);
  const Sheet = sheet?.default;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-icon text-ink hover:bg-ink/5"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {Sheet && <Sheet open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />}
    </>
  );
}
