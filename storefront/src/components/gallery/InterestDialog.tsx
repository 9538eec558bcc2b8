// 'Show Interest' (spec §5 "Interest form", §8): name and email required, phone and message
// optional; the server's message on a GraphQL error, a generic one on a network failure.
// Loaded on demand by GalleryCard.
import * as Dialog from "@radix-ui/react-dialog";
import { FormDialog } from "../FormDialog";
import { Loader2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useLocale, useT } from "../../i18n";
import { apiError, visitorMessage } from "../../lib/errors";
import { toast } from "../../lib/toast";
import { useSubmitInterestMutation } from "../../mutations/useSubmitInterestMutation";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Fields = typeof EMPTY;

interface Props {
  itemId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the 'Show Interest' button). */
  returnFocus: () => void;
}

export default function InterestDialog({ itemId, title, open, onOpenChange: setOpen, returnFocus }: Props) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitInterest, { loading }] = useSubmitInterestMutation();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);

  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFields(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = fields.name.trim();
    const email = fields.email.trim();
    if (!name || !email) {
      toast.error(t("interest.nameEmail"));
      return;
    }
    try {
      const { data } = await submitInterest({
        variables: { galleryItemId: itemId, name, email, phone: fields.phone.trim(), message: fields.message.trim() },
      });
      if (!data?.submitInterest) {
        toast.error(t("interest.failed"));
        return;
      }
      toast.success(t("interest.thanks", { title }));
      onOpenChange(false);
    } catch (error) {
      const api = apiError(error);
      if (api === undefined) toast.error(t("common.wrong"));
      else toast.error(visitorMessage(api, locale, t) || t("interest.failed"));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("gallery.showInterest")}
      description={t("interest.description", { title })}
      initialFocus={nameInput}
      returnFocus={returnFocus}
    >
      <form className="mt-6 space-y-4" onSubmit={(e) => void onSubmit(e)}>
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            {t("form.name")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input ref={nameInput} id={`${id}-name`} className="field" autoComplete="name" aria-required="true" value={fields.name} onChange={set("name")} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {t("form.email")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input id={`${id}-email`} type="email" className="field" autoComplete="email" aria-required="true" value={fields.email} onChange={set("email")} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="field-label">
            {t("form.phone")}
          </label>
          <input id={`${id}-phone`} type="tel" className="field" autoComplete="tel" value={fields.phone} onChange={set("phone")} />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="field-label">
            {t("form.message")}
          </label>
          <textarea
            id={`${id}-message`}
            rows={4}
            className="field resize-y"
            placeholder={t("interest.placeholder")}
            value={fields.message}
            onChange={set("message")}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Dialog.Close className="btn btn-outline">{t("frame.cancel")}</Dialog.Close>
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t("interest.submit")}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
