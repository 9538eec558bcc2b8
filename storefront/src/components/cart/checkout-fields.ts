// The checkout form (spec §3 "Checkout form", §5): its fields, labels and client-side checks.
// The server checks the same rules again and names the field of an error in extensions.field.
import { INDIAN_STATES } from "@shop/gst";
import type { Translate } from "../../i18n";

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  pincode: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  address: "",
  apartment: "",
  city: "",
  state: "",
  pincode: "",
};

/** Texts are catalogue keys (i18n/en.json, ta.json). */
interface FieldSpec {
  name: CheckoutField;
  label: string;
  required?: string;
  autoComplete: string;
  type?: "text" | "email" | "tel";
  inputMode?: "numeric" | "tel" | "email";
  /** Grid column span on wide screens. */
  wide?: boolean;
  /** The server's limit. */
  maxLength: number;
  /** A choice among these (the value sent is the option itself) instead of free text. */
  options?: readonly string[];
  /** The empty choice's text. */
  choose?: string;
}

export const CHECKOUT_FIELDS: FieldSpec[] = [
  { name: "firstName", maxLength: 80, label: "checkout.firstName", required: "checkout.firstNameRequired", autoComplete: "given-name" },
  { name: "lastName", maxLength: 80, label: "checkout.lastName", required: "checkout.lastNameRequired", autoComplete: "family-name" },
  { name: "email", maxLength: 254, label: "checkout.email", required: "checkout.emailRequired", autoComplete: "email", type: "email", inputMode: "email" },
  {
    name: "phoneNumber",
    maxLength: 20,
    label: "checkout.phoneNumber",
    required: "checkout.phoneNumberRequired",
    autoComplete: "tel",
    type: "tel",
    inputMode: "tel",
  },
  { name: "address", maxLength: 300, label: "checkout.address", required: "checkout.addressRequired", autoComplete: "address-line1", wide: true },
  { name: "apartment", maxLength: 200, label: "checkout.apartment", autoComplete: "address-line2", wide: true },
  { name: "city", maxLength: 100, label: "checkout.city", required: "checkout.cityRequired", autoComplete: "address-level2" },
  // The place of supply of the GST invoice: one of the 36 states and union territories.
  {
    name: "state",
    maxLength: 100,
    label: "checkout.state",
    required: "checkout.stateRequired",
    autoComplete: "address-level1",
    options: INDIAN_STATES.map((s) => s.name),
    choose: "checkout.chooseState",
  },
  { name: "pincode", maxLength: 12, label: "checkout.pincode", required: "checkout.pincodeRequired", autoComplete: "postal-code", inputMode: "numeric" },
];

/** An Indian mobile number as 10 digits (6-9 first): separators dropped, a +91 / 91 / 0 prefix
 * stripped — the server's rule. */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/[\s\-().]/g, "");
  return digits.replace(/^(\+?91|0)(?=\d{10}$)/, "");
}

const EMAIL = /^\S+@\S+$/;

/** The form's errors, in the page's language (`t`). */
export function validateCheckout(values: CheckoutValues, t: Translate): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    if (field.required && !values[field.name].trim()) errors[field.name] = t(field.required);
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = t("checkout.invalidEmail");
  if (!errors.phoneNumber && !/^[6-9]\d{9}$/.test(normalizeMobile(values.phoneNumber.trim()))) errors.phoneNumber = t("checkout.invalidPhone");
  if (!errors.pincode && !/^[1-9]\d{5}$/.test(values.pincode.trim())) errors.pincode = t("checkout.invalidPincode");
  return errors;
}

/** The form field an API error names (`extensions.field`, the CustomerInput's names). */
export function fieldOfApiError(field: string | undefined): CheckoutField | undefined {
  if (!field) return undefined;
  const name = field.replace(/^(?:customer\.|input\.)/, "");
  if (name === "phone" || name === "mobile") return "phoneNumber";
  return CHECKOUT_FIELDS.some((f) => f.name === name) ? (name as CheckoutField) : undefined;
}
