// The layout the four policy pages share (spec §2 "Policy pages"): heading, 'Last updated',
// the text, and the business details Indian e-commerce rules ask a seller to publish (legal
// name, address, contact, grievance officer), read from the server's business settings.
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { graphql } from "../../gql";
import type { PolicyPageQuery } from "../../gql/graphql";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../i18n/dates";
import { Localized } from "../../i18n/localized";
import { business, telHref } from "../../lib/business";
import { usePageTitle } from "../../lib/page-title";
import { policyLinks } from "../layout/links";

const PolicyPageQueryDocument = graphql(`
  query PolicyPage {
    businessSettings {
      name
      legalName
      address
      addressTa
      city
      cityTa
      email
      phone
      grievanceOfficerName
      grievanceOfficerEmail
    }
  }
`);

export type PolicySettings = PolicyPageQuery["businessSettings"];

export const LAST_UPDATED = "Aug 9, 2025";
/** The same day, for the other languages' dates (Intl). */
const LAST_UPDATED_DAY = "2025-08-09T12:00:00+05:30";

/** A numbered section of a policy. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-ink [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

function BusinessDetails({ settings }: { settings: PolicySettings | undefined }) {
  const t = useT();
  if (!settings) {
    return <div className="mt-12 h-56 animate-pulse rounded-2xl bg-sand" aria-busy="true" aria-label={t("policy.loadingBusiness")} />;
  }
  const email = settings.email || business.email;
  const phone = settings.phone || business.phone;
  // The street address, else the city; each in Tamil where the owner wrote it.
  const address = settings.address ? { en: settings.address, ta: settings.addressTa } : { en: settings.city || business.city, ta: settings.cityTa };
  return (
    <section aria-labelledby="business-details" className="mt-12 rounded-2xl bg-sand/70 p-6 ring-1 ring-ink/5 sm:p-8">
      <h2 id="business-details" className="text-2xl font-semibold text-ink">
        {t("policy.businessDetails")}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink">{t("policy.legalName")}</dt>
          <dd className="mt-0.5 text-ink-muted">{settings.legalName || settings.name || business.name}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("policy.address")}</dt>
          <Localized as="dd" className="mt-0.5 text-ink-muted" {...address} />
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("form.email")}</dt>
          <dd className="mt-0.5 break-words">
            <a href={`mailto:${email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("form.phone")}</dt>
          <dd className="mt-0.5">
            <a href={telHref(phone)} className="text-forest underline underline-offset-2 hover:text-forest-600">
              {phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("policy.grievanceOfficer")}</dt>
          <dd className="mt-0.5 text-ink-muted">{settings.grievanceOfficerName || "—"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("policy.grievanceEmail")}</dt>
          <dd className="mt-0.5 break-words">
            {settings.grievanceOfficerEmail ? (
              <a href={`mailto:${settings.grievanceOfficerEmail}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
                {settings.grievanceOfficerEmail}
              </a>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-sm leading-relaxed text-ink-muted">{t("policy.grievanceRules")}</p>
    </section>
  );
}

interface Props {
  /** The page's heading, in the page's language. */
  title: string;
  /** One or two sentences under the heading. */
  intro: ReactNode;
  /** The policy's text (the owner's, in English: marked so on a Tamil page); a function receives the business settings once loaded. */
  children: (settings: PolicySettings | undefined) => ReactNode;
}

export function PolicyPage({ title, intro, children }: Props) {
  usePageTitle(title);
  const { data } = useQuery(PolicyPageQueryDocument);
  const settings = data?.businessSettings;
  const [pathname] = useLocation();
  const t = useT();
  const locale = useLocale();
  const date = locale === "en" ? LAST_UPDATED : formatDate(locale, LAST_UPDATED_DAY, { day: "numeric", month: "short", year: "numeric" });

  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("policy.eyebrow")}</p>
      <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-ink-muted">{t("policy.lastUpdated", { date })}</p>
      {/* The policy's own text is English: a Tamil page says so, for screen readers and translation. */}
      <div lang={locale === "en" ? undefined : "en"}>
        <div className="mt-6 text-lg leading-relaxed text-ink">{intro}</div>
        {children(settings)}
      </div>
      <BusinessDetails settings={settings} />
      <nav aria-label={t("policy.others")} className="mt-10 flex flex-wrap gap-2">
        {policyLinks
          .filter((l) => l.to !== pathname)
          .map((l) => (
            <Link key={l.to} to={l.to} className="btn btn-outline">
              {t(l.label)}
            </Link>
          ))}
      </nav>
    </article>
  );
}
