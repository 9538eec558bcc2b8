// Site footer (spec §2): quick links, policy links, social links, location, contact, credit.
// The facts come from the server's `businessSettings`; the constants of lib/business stand in
// until then. The footer asks the server only once the page is idle (it is below the fold and
// must not compete with the page's own query), but shows at once what the cache already holds.
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { telHref, withSettings } from "../../lib/business";
import { useQuery } from "@apollo/client/react";
import { useT } from "../../i18n";
import { Localized } from "../../i18n/localized";
import { useDeferred } from "../../lib/deferred";
import { sonner } from "../../lib/toast";
import { FacebookIcon, InstagramIcon } from "../ui/BrandIcons";
import { LanguageSwitch } from "./LanguageSwitch";
import { footerQuickLinks, policyLinks, type NavItem } from "./links";

function LinkList({ title, links }: { title: string; links: NavItem[] }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold tracking-widest text-kingfisher-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-10 items-center text-paper/85 hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const FooterQuery = graphql(`
  query Footer {
    businessSettings {
      # Not shown here: the server takes the page title's suffix from this render's data.
      name
      city
      cityTa
      email
      phone
      instagramUrl
      facebookUrl
      poweredBy
    }
  }
`);

export function Footer() {
  const t = useT();
  // The layout fetches the toast library once the page is idle: that is the footer's cue.
  const [idle] = useDeferred(sonner);
  // The server's render fetches it, so a drawn page carries the settings in its data and hydrates with them.
  const { data } = useQuery(FooterQuery, { fetchPolicy: idle || import.meta.env.SSR ? "cache-first" : "cache-only" });
  const business = withSettings(data?.businessSettings);

  return (
    <footer className="theme-dark bg-forest-900 text-paper print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-2xl font-semibold">{business.name}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-paper/75">{t("footer.tagline")}</p>
          <div className="mt-5 flex gap-2">
            <a
              href={business.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-icon bg-white/10 hover:bg-white/20"
              aria-label={t("footer.instagram")}
            >
              <InstagramIcon className="size-5" />
            </a>
            <a
              href={business.facebookUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-icon bg-white/10 hover:bg-white/20"
              aria-label={t("footer.facebook")}
            >
              <FacebookIcon className="size-5" />
            </a>
          </div>
        </div>

        <LinkList title={t("footer.quickLinks")} links={footerQuickLinks} />
        <LinkList title={t("footer.policies")} links={policyLinks} />

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-kingfisher-300 uppercase">{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-3 text-sm text-paper/85">
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <Localized en={business.city} ta={data?.businessSettings?.cityTa} />
            </li>
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${business.email}`} className="break-all hover:text-white hover:underline">
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={telHref(business.phone)} className="hover:text-white hover:underline">
                {business.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-paper/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {t("footer.rights", { year: business.copyrightYear, name: business.name })}{" "}
            <Link to="/developers" className="underline hover:text-white">
              {t("footer.developers")}
            </Link>
          </p>
          <LanguageSwitch className="text-paper/85" />
          <p>
            {t("footer.poweredBy")}{" "}
            {business.poweredBy.url ? (
              <a href={business.poweredBy.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                {business.poweredBy.name}
              </a>
            ) : (
              business.poweredBy.name
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
