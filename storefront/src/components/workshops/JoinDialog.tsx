// 'Join Photography Trip' (spec §2, §5 "Workshop join", §8): full name, phone and address are
// required ('Please fill in all required fields', titled 'Validation Error'); the number of
// people is one digit, 1 to 5: empty or 0 is tolerated while typing and becomes 1 on leaving the
// field, anything above 5 becomes 5. An optional email gets the confirmation mail. The server
// holds the same rules and owns the seats: its refusal (e.g. how many seats are left) is shown
// as it says it. Loaded on demand by WorkshopCard.
import * as Dialog from "@radix-ui/react-dialog";
import { FormDialog } from "../FormDialog";
import { Loader2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useLocale, useT } from "../../i18n";
import { apiError, visitorMessage } from "../../lib/errors";
import { toast } from "../../lib/toast";
import { useJoinWorkshopMutation } from "../../mutations/useJoinWorkshopMutation";

export const MAX_PEOPLE = 5;
const EMPTY = { fullName: "", phone: "", address: "", email: "", people: "1" };
type Fields = typeof EMPTY;

/** Spec §5 while typing: digits only, one character, above 5 becomes 5 (empty and 0 wait for blur). */
export function typedPeople(value: string): string {
  const digit = value.replace(/\D/g, "").slice(-1);
  return digit !== "" && Number(digit) > MAX_PEOPLE ? String(MAX_PEOPLE) : digit;
}

/** Spec §5 on leaving the field: empty or 0 becomes 1. */
export function settledPeople(value: string): string {
  return value === "" || Number(value) === 0 ? "1" : value;
}

interface Props {
  workshopId: string;
  title: string;
  seatsLeft: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the 'Join Trip' button). */
  returnFocus: () => void;
}

export default function JoinDialog({ workshopId, title, seatsLeft, open, onOpenChange: setOpen, returnFocus }: Props) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [joinWorkshop, { loading }] = useJoinWorkshopMutation();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);

  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: event.target.value }));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFields(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fullName = fields.fullName.trim();
    const phone = fields.phone.trim();
    const address = fields.address.trim();
    if (!fullName || !phone || !address) {
      toast.error(t("join.validation"), t("join.required"));
      return;
    }
    const people = settledPeople(fields.people);
    try {
      const { data } = await joinWorkshop({
        variables: { workshopId, fullName, phone, address, numberOfPeople: Number(people), email: fields.email.trim() || null },
      });
      if (!data?.joinWorkshop) {
        toast.error(t("join.failed"));
        return;
      }
      toast.success(t("workshop.joined", { title }));
      onOpenChange(false);
    } catch (error) {
      const api = apiError(error);
      if (api === undefined) toast.error(t("common.wrongShort"));
      else toast.error(visitorMessage(api, locale, t) || t("join.failed"));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("join.title")}
      description={t("join.description", { title, count: seatsLeft })}
      initialFocus={nameInput}
      returnFocus={returnFocus}
    >
      <form className="mt-6 space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            {t("join.fullName")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            className="field"
            autoComplete="name"
            aria-required="true"
            maxLength={100}
            value={fields.fullName}
            onChange={set("fullName")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="field-label">
            {t("form.phone")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            className="field"
            autoComplete="tel"
            aria-required="true"
            maxLength={20}
            value={fields.phone}
            onChange={set("phone")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-address`} className="field-label">
            {t("join.address")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={`${id}-address`}
            rows={3}
            className="field resize-y"
            autoComplete="street-address"
            aria-required="true"
            maxLength={500}
            value={fields.address}
            onChange={set("address")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {t("form.email")} <span className="font-normal text-ink-muted">{t("join.emailOptional")}</span>
          </label>
          <input id={`${id}-email`} type="email" className="field" autoComplete="email" maxLength={254} value={fields.email} onChange={set("email")} />
        </div>
        <div>
          <label htmlFor={`${id}-people`} className="field-label">
            {t("join.people")}{" "}
            <span className="text-ink-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-people`}
            className="field max-w-28"
            inputMode="numeric"
            pattern="[1-5]"
            maxLength={1}
            aria-required="true"
            aria-describedby={`${id}-people-hint`}
            value={fields.people}
            onChange={(e) => setFields((f) => ({ ...f, people: typedPeople(e.target.value) }))}
            onBlur={() => setFields((f) => ({ ...f, people: settledPeople(f.people) }))}
          />
          <p id={`${id}-people-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t("join.maxPeople", { count: MAX_PEOPLE })}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Dialog.Close className="btn btn-outline">{t("frame.cancel")}</Dialog.Close>
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t("workshop.join")}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
