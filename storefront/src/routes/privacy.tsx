// /privacy (spec §2 "Policy pages").
import { PolicyPage, PolicySection } from "../components/policy/PolicyPage";
import { useT } from "../i18n";
import { business } from "../lib/business";

export default function PrivacyRoute() {
  const t = useT();
  return (
    <PolicyPage
      title={t("policy.privacy")}
      intro={<p>This policy explains what personal information we collect when you use this website, why, and what we do with it.</p>}
    >
      {(s) => {
        const name = s?.legalName || s?.name || business.name;
        const email = s?.email || business.email;
        return (
          <>
            <PolicySection title="1. Who we are">
              <p>
                This website is run by <strong>{name}</strong>, a small photography and print business based in {s?.city || business.city}. We sell framed and
                unframed prints of bird and wildlife photographs and run birding workshops.
              </p>
            </PolicySection>
            <PolicySection title="2. What we collect">
              <ul>
                <li>
                  <strong>Orders:</strong> your name, email address, phone number and delivery address, and the items you buy.
                </li>
                <li>
                  <strong>Messages and enquiries:</strong> what you send us through the contact, interest and workshop forms.
                </li>
                <li>
                  <strong>Newsletter:</strong> your email address and, if you give them, your first and last name, with the date you subscribed.
                </li>
                <li>
                  <strong>Your browser:</strong> your cart and the ids of your recent orders are kept in your own browser's storage, not on our server, until
                  you clear them.
                </li>
              </ul>
              <p>We do not use advertising trackers or third-party analytics.</p>
            </PolicySection>
            <PolicySection title="3. Payments">
              <p>
                Payments are processed by <strong>Razorpay</strong>. Your card, UPI or bank details are entered on Razorpay's checkout and never reach or stay
                on our servers; we receive only the payment's reference and status. Razorpay's own privacy policy applies to the data you give it.
              </p>
            </PolicySection>
            <PolicySection title="4. How we use it">
              <ul>
                <li>to print, pack and deliver your order and to send you its confirmation and updates;</li>
                <li>to reply to your messages and enquiries;</li>
                <li>to send the newsletter, only if you subscribed to it;</li>
                <li>to keep the accounts and tax records the law requires.</li>
              </ul>
              <p>
                <strong>We do not sell, rent or trade your personal data.</strong> We share it only with the courier that delivers your order and with Razorpay
                for payment, as far as each needs it.
              </p>
            </PolicySection>
            <PolicySection title="5. How long we keep it">
              <p>
                Order records are kept for as long as Indian tax and accounting law requires (currently eight years). Messages are kept while we are
                corresponding with you and deleted after. Newsletter details are kept until you unsubscribe.
              </p>
            </PolicySection>
            <PolicySection title="6. Your choices and rights">
              <p>
                Every newsletter email has a one-click unsubscribe link. You may ask us to show, correct or delete the personal data we hold about you (except
                what we must keep by law) by writing to{" "}
                <a href={`mailto:${email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
                  {email}
                </a>
                , or raise a complaint with the grievance officer named below.
              </p>
            </PolicySection>
            <PolicySection title="7. Security and changes">
              <p>
                The site is served over HTTPS and access to order data is limited to the people who fulfil orders. If we change this policy, the new version is
                posted here with a new date.
              </p>
            </PolicySection>
          </>
        );
      }}
    </PolicyPage>
  );
}
