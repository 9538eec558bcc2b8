// /returns (spec §2 "Policy pages"; the footer calls it 'No Return Policy'): the time windows are
// placeholders showing 'Not Applicable'.
import { PolicyPage, PolicySection } from "../components/policy/PolicyPage";
import { business } from "../lib/business";

const WINDOWS = [
  { label: "Cancellation window", value: "Not Applicable" },
  { label: "Return window", value: "Not Applicable" },
  { label: "Refund processing time", value: "Not Applicable" },
];

export default function ReturnsRoute() {
  return (
    <PolicyPage
      title="Cancellation & Refund"
      intro={<p>Our prints are made to order for each customer, so we do not accept cancellations or returns of a confirmed order.</p>}
    >
      {(s) => (
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
              Printing begins as soon as payment is confirmed, so an order cannot be cancelled once placed. If you made
              a mistake in the order, write to us at once: if it has not gone to print yet, we will do what we can.
            </p>
          </PolicySection>
          <PolicySection title="3. Damaged or wrong prints">
            <p>
              If a print arrives damaged, or is not what you ordered, we replace it free of charge. Photograph the print
              and the packaging and write to{" "}
              <a href={`mailto:${s?.email || business.email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
                {s?.email || business.email}
              </a>{" "}
              within 48 hours of delivery with your order number.
            </p>
          </PolicySection>
          <PolicySection title="4. Refunds">
            <p>
              Where a replacement is not possible, we refund the amount paid to the original payment method through
              Razorpay. Your bank decides how long the credit takes to appear.
            </p>
          </PolicySection>
        </>
      )}
    </PolicyPage>
  );
}
