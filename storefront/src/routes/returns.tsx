// /returns (spec §2 "Policy pages"; the footer calls it 'No Return Policy'). The spec's old page
// showed 'Not Applicable' in its time windows; these are the rules the shop's code enforces
// (server/src/billing/refund.service.ts and orders/order-process.ts): cancellation until the order
// is handed to the courier, with the whole amount refunded; refunds never more than was paid, each
// with a credit note; a refund initiated at once, credited by the bank in 5-7 working days.
import { Link } from "wouter";
import { PolicyPage, PolicySection } from "../components/policy/PolicyPage";
import { useT } from "../i18n";
import { business } from "../lib/business";

const WINDOWS = [
  { label: "Cancellation window", value: "Until your order is dispatched" },
  { label: "Return window", value: "48 hours from delivery (damaged or wrong prints)" },
  { label: "Refund processing time", value: "Initiated at once; 5-7 working days for your bank" },
];

export default function ReturnsRoute() {
  const t = useT();
  return (
    <PolicyPage
      title={t("policy.refund")}
      intro={
        <p>
          Our prints are made to order for each customer. You can cancel an order until it leaves our studio, and we make good any print that arrives damaged or
          is not what you ordered.
        </p>
      }
    >
      {(s) => {
        const email = s?.email || business.email;
        const mail = (
          <a href={`mailto:${email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
            {email}
          </a>
        );
        return (
          <>
            <PolicySection title="1. Time windows">
              <dl className="grid gap-3 sm:grid-cols-3">
                {WINDOWS.map((w) => (
                  <div key={w.label} className="rounded-xl bg-white p-4 shadow-card ring-1 ring-ink/5">
                    <dt className="text-sm text-ink-muted">{w.label}</dt>
                    <dd className="mt-1 font-semibold text-ink">{w.value}</dd>
                  </div>
                ))}
              </dl>
            </PolicySection>
            <PolicySection title="2. Cancellation">
              <p>
                An order can be cancelled while it is confirmed or being prepared, that is until we hand it to the courier. Write to {mail} or call us with your
                order number; we cancel it and refund the whole amount you paid. Once an order is dispatched it can no longer be cancelled, but section 3 still
                applies.
              </p>
            </PolicySection>
            <PolicySection title="3. Damaged or wrong prints">
              <p>
                If a print arrives damaged, or is not what you ordered, we replace it free of charge or refund it. Photograph the print and the packaging and
                write to {mail} within 48 hours of delivery with your order number.
              </p>
            </PolicySection>
            <PolicySection title="4. Refunds">
              <p>
                Refunds go back to the card, UPI account or bank account you paid with, through Razorpay; we never refund more than you paid, and part of an
                order can be refunded (for example one damaged frame). We initiate a refund as soon as we agree it and mail you its amount; banks take 5-7
                working days to credit it. Each refund is listed with its status on your receipt and on{" "}
                <Link to="/orders" className="text-forest underline underline-offset-2 hover:text-forest-600">
                  My Orders
                </Link>
                , with a credit note against your invoice once it is processed.
              </p>
            </PolicySection>
          </>
        );
      }}
    </PolicyPage>
  );
}
