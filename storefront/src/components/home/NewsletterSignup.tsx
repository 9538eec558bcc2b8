// The home page's newsletter signup (spec §4 "Newsletter", §5, §8): idle → submitting →
// subscribed (the server's message and 'Subscribe Another Email', which returns to the form).
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { CheckCircle2, Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useLocale, useT, type Locale } from "../../i18n";
import { apiError, visitorMessage } from "../../lib/errors";
import { useSubscribeNewsletterMutation } from "../../mutations/useSubscribeNewsletterMutation";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = { ok: true; message: string } | { ok: false; message: string };
type Translate = ReturnType<typeof useT>;

/** The newsletter block of spec §8, for a mutation that threw (in the page's language, issue 30). */
export function newsletterFailure(error: unknown, t: Translate, locale: Locale): Outcome {
  const failed = t("newsletter.failed");
  const api = apiError(error);
  // The server's words, or on a Tamil page the catalogue's for their code.
  const said = api?.message ? visitorMessage(api, locale, t) : "";
  const status = ServerError.is(error) ? error.statusCode : undefined;
  const badInput = api?.code === "BAD_USER_INPUT" || status === 400;
  if (badInput) {
    if (/already|exists|Member/.test(api?.message ?? "")) return { ok: true, message: t("newsletter.already") };
    return { ok: false, message: t("newsletter.invalidRequest") };
  }
  if (status === 404) return { ok: false, message: t("newsletter.notFound") };
  if (status !== undefined && status >= 500) return { ok: false, message: t("newsletter.serverError") };
  if (api?.code === "INTERNAL_SERVER_ERROR") return { ok: false, message: t("newsletter.serverError") };
  if (status !== undefined) return { ok: false, message: t("newsletter.errorStatus", { status, message: said || failed }) };
  if (CombinedGraphQLErrors.is(error)) return { ok: false, message: said || failed };
  if (error instanceof TypeError) return { ok: false, message: t("newsletter.noResponse") };
  return { ok: false, message: t("newsletter.failedRetry") };
}

export function NewsletterSignup() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [subscribe, { loading }] = useSubscribeNewsletterMutation();

  const succeed = (message: string) => {
    setSubscribed(message);
    setEmail("");
    setFirstName("");
    setLastName("");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t("newsletter.enterEmail"));
    if (!EMAIL_PATTERN.test(address)) return setError(t("newsletter.validEmail"));
    setError(null);
    try {
      const { data } = await subscribe({
        variables: {
          email: address,
          firstName: firstName.trim() || "Newsletter",
          lastName: lastName.trim() || "Subscriber",
          // The page's language: the subscriber's unsubscribe page is drawn in it.
          language: locale,
        },
      });
      const result = data?.subscribeNewsletter;
      // The server's thanks (in English), or on a Tamil page the catalogue's words for it.
      if (result?.status) succeed(locale === "en" ? result.message || t("newsletter.thanks") : t("newsletter.checkInbox"));
      else setError(result?.message || t("newsletter.failed"));
    } catch (caught) {
      const outcome = newsletterFailure(caught, t, locale);
      if (outcome.ok) succeed(outcome.message);
      else setError(outcome.message);
    }
  };

  return (
    <section aria-labelledby="newsletter-heading" className="theme-dark bg-forest text-white">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-24">
        <Mail className="mx-auto size-9 text-kingfisher-300" aria-hidden="true" />
        <h2 id="newsletter-heading" className="mt-4 text-4xl font-semibold sm:text-5xl">
          {t("newsletter.heading")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-white/80 sm:text-lg">{t("newsletter.lead")}</p>

        {subscribed !== null ? (
          <div className="mx-auto mt-10 max-w-md rounded-2xl bg-white/10 px-6 py-8 ring-1 ring-white/15" role="status">
            <CheckCircle2 className="mx-auto size-10 text-kingfisher-300" aria-hidden="true" />
            <p className="mt-3 text-lg font-medium">{subscribed}</p>
            <button type="button" className="btn btn-outline mt-6" onClick={() => setSubscribed(null)}>
              {t("newsletter.another")}
            </button>
          </div>
        ) : (
          // Without JavaScript the form posts to the REST call itself; with it, a submit before the page has
          // hydrated is held and replayed (lib/early-taps.ts).
          <form
            method="post"
            action="/auth/api/newsletter/subscribe"
            data-replay
            noValidate
            onSubmit={(e) => void onSubmit(e)}
            className="mx-auto mt-10 max-w-xl text-left"
          >
            <input type="hidden" name="language" value={locale} />
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-first`} className="field-label text-white/85">
                  {t("newsletter.firstName")} <span className="font-normal text-white/60">{t("newsletter.optional")}</span>
                </label>
                <input
                  id={`${id}-first`}
                  name="firstName"
                  className="field"
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                />
              </div>
              <div>
                <label htmlFor={`${id}-last`} className="field-label text-white/85">
                  {t("newsletter.lastName")} <span className="font-normal text-white/60">{t("newsletter.optional")}</span>
                </label>
                <input
                  id={`${id}-last`}
                  name="lastName"
                  className="field"
                  autoComplete="family-name"
                  value={lastName}
                  onChange={(e) => setLastName(e.target.value)}
                />
              </div>
            </div>
            <label htmlFor={`${id}-email`} className="field-label mt-3 text-white/85">
              {t("newsletter.email")}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t("newsletter.emailPlaceholder")}
                className="field sm:flex-1"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
              <button type="submit" className="btn btn-accent px-7" disabled={loading}>
                {loading ? t("newsletter.subscribing") : t("newsletter.subscribe")}
              </button>
            </div>
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-3 rounded-lg bg-alert/90 px-3 py-2 text-sm text-white">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
