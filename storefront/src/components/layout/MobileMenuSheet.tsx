// The phone menu's slide-out sheet (spec §2): the same links as the bar and a cart button.
// Loaded on demand by MobileMenu.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useT } from "../../i18n";
import { useActiveSection } from "../../lib/active-section";
import { CartButton } from "./CartButton";
import { LanguageSwitch } from "./LanguageSwitch";
import { isCurrent, mainLinks, moreLinks, type NavItem } from "./links";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (the menu button). */
  returnFocus: () => void;
}

export default function MobileMenuSheet({ open, onOpenChange, returnFocus }: Props) {
  const t = useT();
  const [pathname] = useLocation();
  const { activeSection } = useActiveSection();
  const close = () => onOpenChange(false);

  const item = (link: NavItem) => {
    const current = isCurrent(link.to, pathname, activeSection);
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          onClick={close}
          aria-current={current ? "page" : undefined}
          className={`flex min-h-12 items-center rounded-xl px-4 text-base font-medium ${current ? "bg-forest/10 text-forest" : "text-ink hover:bg-ink/5"}`}
        >
          {t(link.label)}
        </Link>
      </li>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="animate-sheet-in fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-paper shadow-2xl"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink/10 px-4">
            <Dialog.Title className="font-display text-lg font-semibold text-forest-800">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close className="btn-icon text-ink hover:bg-ink/5" aria-label={t("nav.close")}>
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.mobile")} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">{mainLinks.map(item)}</ul>
            <p className="mt-6 mb-2 px-4 text-xs font-semibold tracking-widest text-ink-muted uppercase">{t("nav.more")}</p>
            <ul className="space-y-1">{moreLinks.map(item)}</ul>
            <LanguageSwitch className="mt-6 px-4 text-ink" />
          </nav>
          <div className="border-t border-ink/10 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <CartButton variant="sheet" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
