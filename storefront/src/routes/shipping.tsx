// /shipping (spec §2 "Policy pages": 0-7 days to hand over to the courier).
import { PolicyPage, PolicySection } from "../components/policy/PolicyPage";
import { useT } from "../i18n";
import { business } from "../lib/business";

export default function ShippingRoute() {
  const t = useT();
  return (
    <PolicyPage title={t("policy.shipping")} intro={<p>Every print is made, checked and packed for your order, then handed to a courier.</p>}>
      {(s) => (
        <>
          <PolicySection title="1. Dispatch">
            <p>
              Orders are handed over to the courier within <strong>0-7 days</strong> of payment, depending on the size of the print and the frame chosen.
            </p>
          </PolicySection>
          <PolicySection title="2. Delivery time">
            <p>
              After dispatch, delivery usually takes <strong>5-7 business days</strong> by standard shipping across India (2-3 days by express where it is
              available). Remote areas can take longer.
            </p>
          </PolicySection>
          <PolicySection title="3. Charges">
            <p>Shipping within India is free. We do not ship outside India at present.</p>
          </PolicySection>
          <PolicySection title="4. Packaging and damage in transit">
            <p>
              Prints are packed flat or rolled with corner protectors; framed prints travel in padded boxes. If your parcel arrives damaged, please photograph
              it and write to{" "}
              <a href={`mailto:${s?.email || business.email}`} className="text-forest underline underline-offset-2 hover:text-forest-600">
                {s?.email || business.email}
              </a>{" "}
              within 48 hours of delivery, and we will send a replacement.
            </p>
          </PolicySection>
          <PolicySection title="5. Address">
            <p>
              Please check your delivery address and phone number at checkout; the courier calls that number before delivery. A parcel returned because of a
              wrong address is re-sent once the address is corrected.
            </p>
          </PolicySection>
        </>
      )}
    </PolicyPage>
  );
}
