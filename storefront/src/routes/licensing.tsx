// /licensing (issue 25): how to license a photograph — editorial, commercial, prints for
// publication — in the owner's words from the back office (Business details › Licensing text), the
// credit line a licensed use carries, and the way to ask: the contact form with 'Image licensing'.
// Google's image-licence fields point here (`license`), so the page is drawn by the server.
import { useQuery } from "@apollo/client/react";
import { Mail } from "lucide-react";
import { Link } from "wouter";
import { graphql } from "../gql";
import { useLocalized } from "../i18n/localized";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/page-title";

const LicensingPageQuery = graphql(`
  query LicensingPage {
    businessSettings {
      name
      copyrightHolder
      creditLine
      licensingText
      licensingTextTa
    }
  }
`);

/** Where the page's button leads: the contact form, its inquiry type chosen. */
export const LICENSING_ENQUIRY = "/contact?type=Image%20licensing";

type Block = { heading: string } | { paragraph: string };

/** The owner's text: paragraphs split by a blank line; a paragraph starting with '# ' is a heading. */
export function blocksOf(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith("# ") ? { heading: p.slice(2).trim() } : { paragraph: p }));
}

export default function LicensingRoute() {
  const t = useT();
  usePageTitle(t("licensing.title"), { description: t("licensing.description") });
  const { data } = useQuery(LicensingPageQuery);
  const settings = data?.businessSettings;
  const licensing = useLocalized()(settings?.licensingText ?? "", settings?.licensingTextTa);

  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("licensing.eyebrow")}</p>
      <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{t("licensing.title")}</h1>
      {settings ? (
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted" lang={licensing.lang}>
          {blocksOf(licensing.text).map((block, i) =>
            "heading" in block ? (
              <h2 key={i} className="pt-6 text-2xl font-semibold text-ink">
                {block.heading}
              </h2>
            ) : (
              <p key={i} className="whitespace-pre-line">
                {block.paragraph}
              </p>
            ),
          )}
        </div>
      ) : (
        <div className="mt-6 h-72 animate-pulse rounded-2xl bg-sand" aria-busy="true" aria-label={t("licensing.loading")} />
      )}
      <section aria-labelledby="licensing-ask" className="mt-12 rounded-2xl bg-sand/70 p-6 ring-1 ring-ink/5 sm:p-8">
        <h2 id="licensing-ask" className="text-2xl font-semibold text-ink">
          {t("licensing.ask")}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-muted">
          {t("licensing.askText", { holder: settings?.copyrightHolder ?? t("licensing.owner"), credit: settings?.creditLine ?? "" })}
        </p>
        <Link to={LICENSING_ENQUIRY} className="btn btn-primary mt-5 inline-flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4" />
          {t("licensing.button")}
        </Link>
      </section>
    </article>
  );
}
