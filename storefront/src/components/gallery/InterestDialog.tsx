// 'Show Interest' (spec §5 "Interest form", §8): name and email required, phone and message
// optional; the server's message on a GraphQL error, a generic one on a network failure.
// Loaded on demand by GalleryCard.
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../lib/toast";
import { useSubmitInterestMutation } from "../../mutations/useSubmitInterestMutation";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Fields = typeof EMPTY;

/** The message of the first GraphQL error, if the failure carries one. */
function graphQLMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? "";
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[] };
      if (Array.isArray(body.errors)) return body.errors[0]?.message ?? "";
    } catch {
      /* not a GraphQL answer: a network-level failure */
    }
  }
  return undefined;
}

interface Props {
  itemId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the 'Show Interest' button). */
  returnFocus: () => void;
}

export default function InterestDialog({ itemId, title, open, onOpenChange: setOpen, returnFocus }: Props) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitInterest, { loading }] = useSubmitInterestMutation();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);

  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFields(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = fields.name.trim();
    const email = fields.email.trim();
    if (!name || !email) {
      toast.error("Please fill in your name and email");
      return;
    }
    try {
      const { data } = await submitInterest({
        variables: { galleryItemId: itemId, name, email, phone: fields.phone.trim(), message: fields.message.trim() },
      });
      if (!data?.submitInterest) {
        toast.error("Failed to submit interest");
        return;
      }
      toast.success(`Thank you! Your interest in "${title}" has been submitted.`);
      onOpenChange(false);
    } catch (error) {
      const message = graphQLMessage(error);
      if (message === undefined) toast.error("Something went wrong. Please try again.");
      else toast.error(message || "Failed to submit interest");
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-night/60 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nameInput.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="animate-dialog-in fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-paper p-6 text-ink shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-forest-800">Show Interest</Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm text-ink-muted">
                Interested in “{title}”? Leave your details and we'll get back to you about prints and licensing.
              </Dialog.Description>
            </div>
            <Dialog.Close className="btn-icon -mt-2 -mr-2 shrink-0 text-ink hover:bg-ink/5" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <form className="mt-6 space-y-4" onSubmit={(e) => void onSubmit(e)}>
            <div>
              <label htmlFor={`${id}-name`} className="field-label">
                Name <span className="text-ink-muted" aria-hidden="true">*</span>
              </label>
              <input ref={nameInput} id={`${id}-name`} className="field" autoComplete="name" aria-required="true" value={fields.name} onChange={set("name")} />
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="field-label">
                Email <span className="text-ink-muted" aria-hidden="true">*</span>
              </label>
              <input
                id={`${id}-email`}
                type="email"
                className="field"
                autoComplete="email"
                aria-required="true"
                value={fields.email}
                onChange={set("email")}
              />
            </div>
            <div>
              <label htmlFor={`${id}-phone`} className="field-label">
                Phone
              </label>
              <input id={`${id}-phone`} type="tel" className="field" autoComplete="tel" value={fields.phone} onChange={set("phone")} />
            </div>
            <div>
              <label htmlFor={`${id}-message`} className="field-label">
                Message
              </label>
              <textarea
                id={`${id}-message`}
                rows={4}
                className="field resize-y"
                placeholder="Print size, framing, or anything else you'd like to know"
                value={fields.message}
                onChange={set("message")}
              />
            </div>
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close className="btn btn-outline">Cancel</Dialog.Close>
              <button type="submit" className="btn btn-primary" disabled={loading}>
                {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                Submit Interest
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
