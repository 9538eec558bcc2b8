// The second step of /cart (spec §2 "Cart page", §5 "Checkout form"): the delivery details,
// checked here and again by the server; each message shows under its field.
import { ArrowLeft, Loader2, Lock } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useT } from "../../i18n";
import { formatPaise, formatRupees } from "../../lib/format";
import { CHECKOUT_FIELDS, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutValues } from "./checkout-fields";

interface Props {
  values: CheckoutValues;
  onChange: (values: CheckoutValues) => void;
  errors: CheckoutErrors;
  onErrors: (errors: CheckoutErrors) => void;
  total: number;
  /** The discount code applied in the cart, with what it takes off. */
  discount?: { code: string; discountPaise: number } | null;
  count: number;
  busy: boolean;
  /** Another tab of the browser is paying this cart: no submit here meanwhile. */
  blocked?: boolean;
  onBack: () => void;
  onSubmit: (values: CheckoutValues) => void;
}

export function CheckoutForm({ values, onChange, errors, onErrors, total, discount, count, busy, blocked = false, onBack, onSubmit }: Props) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  // When a submit (here or at the server) finds errors, focus the first field in error — after
  // the render that gave it aria-invalid and its aria-describedby, so a screen reader reads the
  // field with its error. Fixing a field while typing removes its error and moves nothing.
  const [submits, setSubmits] = useState(0);
  const previous = useRef<{ errors: CheckoutErrors; submits: number }>({ errors, submits });
  useEffect(() => {
    const added = CHECKOUT_FIELDS.some((f) => errors[f.name] && !previous.current.errors[f.name]);
    const resubmitted = submits !== previous.current.submits;
    previous.current = { errors, submits };
    const first = CHECKOUT_FIELDS.find((f) => errors[f.name]);
    if ((added || resubmitted) && first) form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  }, [errors, submits]);

  const set = (name: CheckoutField) => (event: { target: { value: string } }) => {
    onChange({ ...values, [name]: event.target.value });
    if (errors[name]) {
      const rest = { ...errors };
      delete rest[name];
      onErrors(rest);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || blocked) return;
    const found = validateCheckout(values, t);
    onErrors(found);
    // The focus moves in the effect above, once these errors are on the fields.
    if (CHECKOUT_FIELDS.some((f) => found[f.name])) setSubmits((n) => n + 1);
    else onSubmit(values);
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
      <form ref={form} noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5 sm:p-8">
        <button type="button" className="btn btn-outline -ml-1 mb-6 px-4" onClick={onBack} disabled={busy}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("checkout.back")}
        </button>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-forest-800 outline-none">
          {t("checkout.heading")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("checkout.billing")}</p>

        <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
          {CHECKOUT_FIELDS.map((field) => {
            const error = errors[field.name];
            const inputId = `${id}-${field.name}`;
            return (
              <div key={field.name} className={field.wide ? "sm:col-span-2" : undefined}>
                <label htmlFor={inputId} className="field-label">
                  {t(field.label)}
                </label>
                {field.options ? (
                  <select
                    id={inputId}
                    name={field.name}
                    autoComplete={field.autoComplete}
                    aria-required={field.required ? true : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    value={values[field.name]}
                    onChange={set(field.name)}
                    className={`field ${error ? "border-alert focus-visible:border-alert" : ""}`}
                  >
                    <option value="">{field.choose && t(field.choose)}</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={inputId}
                    name={field.name}
                    type={field.type ?? "text"}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete}
                    maxLength={field.maxLength}
                    aria-required={field.required ? true : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    value={values[field.name]}
                    onChange={set(field.name)}
                    className={`field ${error ? "border-alert focus-visible:border-alert" : ""}`}
                  />
                )}
                {error && (
                  <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-alert">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>

        <button type="submit" className="btn btn-primary mt-8 w-full text-base sm:w-auto sm:px-8" disabled={busy || blocked}>
          {busy ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {t("checkout.processing")}
            </>
          ) : (
            t("checkout.continue")
          )}
        </button>
        <p className="mt-4 flex items-center gap-2 text-xs text-ink-muted">
          <Lock className="size-3.5" aria-hidden="true" />
          {t("checkout.secure")}
        </p>
      </form>

      <aside aria-label={t("checkout.orderTotal")} className="h-fit rounded-2xl bg-sand p-6">
        <h2 className="text-xl font-semibold text-forest-800">{t("checkout.yourOrder")}</h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t("checkout.items")}</dt>
            <dd className="tabular-nums">{count}</dd>
          </div>
          {discount && (
            <div className="flex justify-between text-forest-800">
              <dt>{t("cart.discount", { code: discount.code })}</dt>
              <dd className="tabular-nums">−{formatPaise(discount.discountPaise)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t("cart.shipping")}</dt>
            <dd>{t("cart.free")}</dd>
          </div>
          <div className="flex justify-between border-t border-ink/10 pt-3 text-base font-semibold">
            <dt>{t("cart.total")}</dt>
            <dd className="tabular-nums">{formatRupees(total)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
