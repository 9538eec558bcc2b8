// /terms (spec §2 "Policy pages").
import { Link } from "wouter";
import { PolicyPage, PolicySection } from "../components/policy/PolicyPage";
import { useT } from "../i18n";
import { business } from "../lib/business";

export default function TermsRoute() {
  const t = useT();
  return (
    <PolicyPage title={t("policy.terms")} intro={<p>By using this website or placing an order you agree to these terms. Please read them before you buy.</p>}>
      {(s) => {
        const name = s?.legalName || s?.name || business.name;
        return (
          <>
            <PolicySection title="1. The seller">
              <p>
                The prints on this website are sold by <strong>{name}</strong>
                {s?.address ? `, ${s.address}` : ""}. Our contact details and grievance officer are listed at the end of this page.
              </p>
            </PolicySection>
            <PolicySection title="2. Photographs and copyright">
              <p>
                All photographs on this site are the work of our photographer and are protected by the Copyright Act, 1957. Buying a print gives you the print,
                not the copyright: you may not copy, scan, resell or publish the image. For licensing, please{" "}
                <Link to="/contact" className="text-forest underline underline-offset-2 hover:text-forest-600">
                  contact us
                </Link>
                .
              </p>
            </PolicySection>
            <PolicySection title="3. Prices and payment">
              <ul>
                <li>Prices are in Indian rupees (₹) and include applicable taxes. Shipping within India is free.</li>
                <li>The price charged is the one confirmed at checkout; our server prices the cart when you pay.</li>
                <li>Payments are taken through Razorpay. An order is confirmed only when the payment succeeds.</li>
              </ul>
            </PolicySection>
            <PolicySection title="4. Colours and sizes">
              <p>
                Prints are made to order. Colours on screen vary between devices, so a print may differ slightly from what you see; sizes are nominal and frames
                may vary by a few millimetres.
              </p>
            </PolicySection>
            <PolicySection title="5. Delivery, cancellation and refunds">
              <p>
                Delivery is described in our{" "}
                <Link to="/shipping" className="text-forest underline underline-offset-2 hover:text-forest-600">
                  Shipping &amp; Delivery
                </Link>{" "}
                policy, cancellations and refunds in our{" "}
                <Link to="/returns" className="text-forest underline underline-offset-2 hover:text-forest-600">
                  Cancellation &amp; Refund
                </Link>{" "}
                policy.
              </p>
            </PolicySection>
            <PolicySection title="6. Workshops">
              <p>
                Workshop and trip details (dates, costs, what is included) are given on each listing. Joining a trip is a request that we confirm with you by
                phone; outdoor trips depend on weather and access permits.
              </p>
            </PolicySection>
            <PolicySection title="7. Liability and law">
              <p>
                Our liability for any order is limited to the amount paid for it. These terms are governed by the laws of India, and the courts of Chennai,
                Tamil Nadu have jurisdiction.
              </p>
            </PolicySection>
          </>
        );
      }}
    </PolicyPage>
  );
}
