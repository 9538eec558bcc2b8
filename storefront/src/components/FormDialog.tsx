// The shell of the storefront's form dialogs (Show Interest, Join Photography Trip): a bottom sheet
// on phones and a centred card from `sm` up, focus on the first field when it opens and back on the
// button that opened it when it closes, the title, a description and a close button.
import { useT } from "../i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The field that takes focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Puts focus back where the visitor was (the dialog's opener may have been re-rendered). */
  returnFocus: () => void;
  children: ReactNode;
}

export function FormDialog({ open, onOpenChange, title, description, initialFocus, returnFocus, children }: Props) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/60 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocus.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="animate-dialog-in fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-paper p-6 text-ink shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-forest-800">{title}</Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="btn-icon -mt-2 -mr-2 shrink-0 text-ink hover:bg-ink/5" aria-label={t("nav.close")}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
