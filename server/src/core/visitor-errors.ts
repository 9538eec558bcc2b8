/**
 * Issue 30: the errors a visitor of the storefront can meet, each with a stable code. The server
 * answers the English message as before (the spec's texts, which integrators read too); beside it,
 * GraphQL's `extensions.messageCode` and the REST body's `messageCode` name it, with the figures
 * of a message that has some as `messageValues`, and the storefront shows its catalogues'
 * `apiError.<code>` text in the page's language (storefront/src/i18n/en.json and ta.json). A code is
 * never reused for another meaning; a message not listed here reaches visitors in English only.
 */

/** A message with figures in it: a pattern whose named groups are the figures. */
type Pattern = RegExp;

const FIELDS_REQUIRED = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone number",
  address: "Address",
  city: "City",
  state: "State",
  pincode: "Pincode",
} as const;

export const VISITOR_ERRORS: Readonly<Record<string, string | Pattern>> = {
  // The checkout's form (orders/order.service.ts, validateCustomer).
  ...Object.fromEntries(Object.entries(FIELDS_REQUIRED).map(([field, label]) => [`customer.${field}Required`, `${label} is required`])),
  ...Object.fromEntries(Object.entries(FIELDS_REQUIRED).map(([field, label]) => [`customer.${field}TooLong`, `${label} is too long`])),
  "customer.apartmentTooLong": "Apartment is too long",
  "customer.emailInvalid": "Invalid email address",
  "customer.phoneInvalid": "Phone number must be a 10-digit mobile number",
  "customer.pincodeInvalid": "Pincode must be 6 digits",
  "customer.stateInvalid": "Select a valid state",
  // The cart and the payment.
  "cart.empty": "Your cart is empty",
  "cart.tooManyLines": /^A cart holds at most (?<max>\d+) lines$/,
  "cart.quantity": /^Quantity must be between 1 and (?<max>\d+)$/,
  "cart.printGone": "A print in your cart is no longer available. Please remove it and try again.",
  "cart.printNotFound": "Portfolio item not found",
  "cart.frameNotFound": "Frame not found",
  "checkout.alreadySent": "This checkout was already sent for payment. Please start again from the cart.",
  "checkout.sentWithoutCode": "This checkout was already sent for payment without this discount code. Please start again from the cart.",
  "checkout.notAwaiting": "This booking is no longer awaiting payment",
  "checkout.expired": "This booking has expired. Please start again from the cart.",
  "checkout.cartChanged": "Your cart changed while it was sent for payment. Please try again.",
  "payment.amountMismatch": "The payment service answered another amount. Please try again.",
  "payment.unreachable": "The payment service is not reachable right now. Please try again in a minute.",
  "payment.verificationFailed": "Payment verification failed",
  "payment.notCaptured": "Your payment is not captured yet. Your order will be confirmed as soon as it is.",
  "payment.paidTwice": "This order was already paid by another payment. The shop has been told and will refund this one.",
  "payment.mismatch": "This payment does not match your order, so the order is not confirmed. The shop has been told and will refund it.",
  // A late payment its limited edition has no print left for (orders/order-editions.ts, EDITION_SOLD_WHILE_PAYING; issue 45).
  "payment.editionSoldOut":
    "This edition has no print left for your order: it sold out or was closed while your payment was on its way, so the order is not confirmed. The shop has been told and will refund it.",
  "orders.tooManyLookups": "Too many order lookups. Please try again in a few minutes.",
  // Discount codes (discounts/discount-rules.ts, CODE_REFUSALS).
  "discount.invalid": "This code is not valid",
  "discount.expired": "This code has expired",
  "discount.notYet": "This code is not active yet",
  "discount.usedUp": "This code has been used up",
  "discount.notForThesePrints": "This code does not apply to these prints",
  "discount.alreadyUsed": "You have already used this code",
  "discount.addMore": /^Add (?<amount>₹[\d,]+\.\d\d) more to use this code$/,
  "discount.tooMany": "Too many codes tried. Please try again in a few minutes.",
  // The forms: contact, newsletter, interest in a photograph, joining a trip, a blog comment.
  "form.required": "Please fill in all required fields",
  "form.allFields": "Please fill in all fields",
  "form.emailInvalid": "Please enter a valid email address",
  "form.phoneInvalid": "Please enter a valid phone number",
  "form.nameTooLong": "Name must be at most 100 characters",
  "contact.tooLong": "Your message is too long",
  "contact.tooMany": "Too many messages from here. Please try again later.",
  "newsletter.emailRequired": "Please enter your email address",
  "newsletter.alreadySubscribed": "This email is already subscribed to our newsletter",
  "newsletter.tooMany": "Too many sign-ups from here. Please try again later.",
  "interest.required": "Please fill in your name and email",
  "interest.phoneTooLong": "Phone number must be at most 30 characters",
  "interest.messageTooLong": "Message must be at most 2000 characters",
  "interest.choosePhoto": "Please choose a photograph",
  "interest.photoGone": "That photograph is no longer in the gallery",
  "interest.tooMany": "Too many submissions. Please try again later.",
  "workshop.notFound": "Workshop not found",
  "workshop.past": "This trip has already taken place: it can no longer be joined.",
  "workshop.full": "Sorry, this trip is full: 0 seats left.",
  // Limited editions (shop/shop.service.ts, editionRefusal; issue 45).
  "edition.soldOut": "This edition is sold out",
  "edition.oneLeft": "Only 1 print of this edition is left",
  "edition.left": /^Only (?<count>\d+) prints of this edition are left$/,
  // Prints of limited editions one client's checkouts hold at once (orders/order.service.ts, tooManyEditionHolds, editionOrderTooLarge).
  "checkout.tooManyEditionHolds": /^Too many prints of limited editions reserved from here\. Please try again in (?<minutes>\d+) minutes?\.$/,
  "checkout.editionOrderTooLarge": /^One order may hold at most (?<max>\d+) prints of limited editions\. Please write to us for more\.$/,
  "workshop.seatsLeft": /^Only (?<count>\d+) (?:seat is|seats are) left on this trip: you asked for (?<asked>\d+)\.$/,
  "workshop.people": /^Number of people must be from 1 to (?<max>\d+)$/,
  "workshop.tooMany": "Too many joins from here. Please try again later.",
  "workshop.alreadyJoined": "This mobile number has already joined this trip.",
  "blog.notFound": "Blog post not found",
  "blog.commentTooLong": "Comment must be at most 3000 characters",
  "blog.tooManyComments": "Too many comments from here. Please try again later.",
  // Search (search/search.service.ts).
  "search.tooLong": /^A search may be at most (?<max>\d+) characters$/,
  "search.tooMany": "Too many searches from here. Please try again in a minute.",
  // The shop itself.
  "shop.databaseUnavailable": "The shop cannot reach its database just now. Please try again in a minute.",
};

const exact = new Map<string, string>();
const patterns: [string, Pattern][] = [];
for (const [code, message] of Object.entries(VISITOR_ERRORS)) {
  if (typeof message === "string") exact.set(message, code);
  else patterns.push([code, message]);
}

export interface VisitorMessage {
  code: string;
  /** The figures of the message, by name (numbers as numbers, for the catalogue's plurals). */
  values?: Record<string, string | number>;
}

/** The stable code of a message a visitor may see, with its figures; null for any other message. */
export function visitorMessage(message: string): VisitorMessage | null {
  const code = exact.get(message);
  if (code) return { code };
  for (const [code, pattern] of patterns) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return { code, values: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v])) };
  }
  return null;
}
