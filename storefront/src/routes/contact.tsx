// /contact (spec §2 "Contact page", §5 "Contact form", §8): the message form, contact detail
// cards and social buttons from the business settings, and the FAQ.
import { useQuery } from "@apollo/client/react";
import { ChevronDown, Clock, Mail, MapPin, Phone, Send } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import { FacebookIcon, InstagramIcon } from "../components/ui/BrandIcons";
import { graphql } from "../gql";
import { useLocale, useT } from "../i18n";
import { Localized } from "../i18n/localized";
import { business, telHref, withSettings } from "../lib/business";
import { apiError, visitorMessage } from "../lib/errors";
import { usePageTitle } from "../lib/page-title";
import { toast } from "../lib/toast";
import { useSendContactMessageMutation } from "../mutations/useSendContactMessageMutation";

const ContactPageQuery = graphql(`
  query ContactPage {
    businessSettings {
      email
      phone
      address
      addressTa
      city
      cityTa
      instagramUrl
      facebookUrl
    }
  }
`);

const INQUIRY_TYPES = ["General Inquiry", "Custom Photo Shoot", "Print Ordering", "Licensing", "Image licensing", "Workshops", "Technical Support"] as const;

/** Each inquiry type's words (the value sent stays the English type the server knows). */
const INQUIRY_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
  "General Inquiry": "contact.type.general",
  "Custom Photo Shoot": "contact.type.shoot",
  "Print Ordering": "contact.type.prints",
  Licensing: "contact.type.licensing",
  "Image licensing": "contact.type.imageLicensing",
  Workshops: "contact.type.workshops",
  "Technical Support": "contact.type.support",
};

/** The inquiry type a link asks for (`/contact?type=Image%20licensing`, from the licensing page), when it is one. */
const typeAsked = (value: string | null): string => INQUIRY_TYPES.find((t) => t === value) ?? INQUIRY_TYPES[0];

const EMPTY = { name: "", email: "", subject: "", message: "", inquiryType: INQUIRY_TYPES[0] as string };

/** The questions and answers: catalogue keys. */
const FAQ: { q: string; a: string }[] = [
  { q: "contact.faq.deliveryQ", a: "contact.faq.deliveryA" },
  { q: "contact.faq.returnQ", a: "contact.faq.returnA" },
  { q: "contact.faq.customQ", a: "contact.faq.customA" },
  { q: "contact.faq.replyQ", a: "contact.faq.replyA" },
];

/** The licensing answer, with its link to /licensing inside the sentence. */
function LicensingAnswer() {
  const t = useT();
  const [before, after] = t("contact.faq.licenseA", { link: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <Link to="/licensing" className="text-forest underline underline-offset-2 hover:text-forest-600">
        {t("contact.faq.licenseLink")}
      </Link>
      {after}
    </>
  );
}

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-forest/10 text-forest">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-sans text-sm font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-sm break-words text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

export default function ContactRoute() {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t("nav.contact"));
  const id = useId();
  const { data } = useQuery(ContactPageQuery);
  const settings = data?.businessSettings;
  const info = withSettings(settings);
  const [params] = useSearchParams();
  const [form, setForm] = useState(() => ({ ...EMPTY, inquiryType: typeAsked(params.get("type")) }));
  const [send, { loading }] = useSendContactMessageMutation();

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
      inquiryType: form.inquiryType,
    };
    if (!values.name || !values.email || !values.subject || !values.message) {
      toast.error(t("contact.fillRequired"));
      return;
    }
    try {
      const { data: result } = await send({ variables: values });
      const outcome = result?.sendContactMessage;
      if (outcome?.status) {
        // The server's words are English: a Tamil page says the catalogue's.
        toast.success((locale === "en" && outcome.message) || t("contact.sent"));
        setForm(EMPTY);
      } else {
        toast.error((locale === "en" && outcome?.message) || t("contact.failed"));
      }
    } catch (error) {
      const api = apiError(error);
      toast.error(api ? visitorMessage(api, locale, t) || t("contact.failed") : t("contact.failedRetry"));
    }
  };

  const field = (name: keyof typeof EMPTY) => `${id}-${name}`;

  return (
    <div>
      <section className="relative overflow-hidden border-b border-ink/5 bg-sand/60">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-kingfisher/10 blur-3xl" />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("contact.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-6xl">{t("contact.heading")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{t("contact.lead")}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[7fr_5fr] lg:px-8">
        <section aria-labelledby={`${id}-form-heading`} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink/5 sm:p-8">
          <h2 id={`${id}-form-heading`} className="text-2xl font-semibold text-ink sm:text-3xl">
            {t("contact.formHeading")}
          </h2>
          {/* Without JavaScript the form posts to the REST call itself; with it, a submit before the page
              has hydrated is held and replayed (lib/early-taps.ts). */}
          <form method="post" action="/auth/api/contact" data-replay noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={field("name")} className="field-label">
                {t("form.name")}
              </label>
              <input id={field("name")} name="name" className="field" autoComplete="name" required value={form.name} onChange={set("name")} />
            </div>
            <div>
              <label htmlFor={field("email")} className="field-label">
                {t("form.email")}
              </label>
              <input id={field("email")} name="email" type="email" className="field" autoComplete="email" required value={form.email} onChange={set("email")} />
            </div>
            <div>
              <label htmlFor={field("subject")} className="field-label">
                {t("contact.subject")}
              </label>
              <input id={field("subject")} name="subject" className="field" required value={form.subject} onChange={set("subject")} />
            </div>
            <div>
              <label htmlFor={field("inquiryType")} className="field-label">
                {t("contact.inquiryType")}
              </label>
              <div className="relative">
                <select
                  id={field("inquiryType")}
                  name="inquiryType"
                  className="field appearance-none pr-10"
                  value={form.inquiryType}
                  onChange={set("inquiryType")}
                >
                  {INQUIRY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(INQUIRY_LABELS[type])}
                    </option>
                  ))}
                </select>
                <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
              </div>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={field("message")} className="field-label">
                {t("form.message")}
              </label>
              <textarea
                id={field("message")}
                name="message"
                className="field min-h-36 resize-y"
                rows={6}
                required
                value={form.message}
                onChange={set("message")}
              />
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn btn-primary w-full px-7 sm:w-auto" disabled={loading}>
                <Send className="size-4" aria-hidden="true" />
                {t(loading ? "contact.sending" : "contact.send")}
              </button>
            </div>
          </form>
        </section>

        <aside aria-label={t("contact.details")} className="space-y-4">
          <DetailCard icon={<Mail className="size-5" aria-hidden="true" />} title={t("form.email")}>
            <a href={`mailto:${info.email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
              {info.email}
            </a>
          </DetailCard>
          <DetailCard icon={<Phone className="size-5" aria-hidden="true" />} title={t("form.phone")}>
            <a href={telHref(info.phone)} className="text-forest underline underline-offset-2 hover:text-forest-600">
              {info.phone}
            </a>
          </DetailCard>
          <DetailCard icon={<MapPin className="size-5" aria-hidden="true" />} title={t("contact.address")}>
            {settings?.address && <Localized as="p" en={settings.address} ta={settings.addressTa} />}
            <Localized as="p" en={settings?.city || business.city} ta={settings?.cityTa} />
          </DetailCard>
          <DetailCard icon={<Clock className="size-5" aria-hidden="true" />} title={t("contact.responseTime")}>
            {t("contact.responseText")}
          </DetailCard>
          <div className="rounded-2xl bg-forest p-5 text-white">
            <h3 className="font-sans text-sm font-semibold">{t("contact.follow")}</h3>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={info.instagramUrl} target="_blank" rel="noopener noreferrer" className="btn border border-white/25 text-white hover:bg-white/10">
                <InstagramIcon className="size-5" />
                {t("instagram.name")}
              </a>
              <a href={info.facebookUrl} target="_blank" rel="noopener noreferrer" className="btn border border-white/25 text-white hover:bg-white/10">
                <FacebookIcon className="size-5" />
                {t("footer.facebook")}
              </a>
            </div>
          </div>
        </aside>
      </div>

      <section aria-labelledby={`${id}-faq`} className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <h2 id={`${id}-faq`} className="text-center text-3xl font-semibold text-ink sm:text-4xl">
          {t("contact.faq")}
        </h2>
        <div className="mt-8 divide-y divide-ink/10 rounded-2xl bg-white shadow-card ring-1 ring-ink/5">
          {[...FAQ, { q: "contact.faq.licenseQ", a: null }].map((item) => (
            <details key={item.q} className="group px-5 sm:px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
                {t(item.q)}
                <ChevronDown className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="pb-5 leading-relaxed text-ink-muted">{item.a ? t(item.a) : <LicensingAnswer />}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
