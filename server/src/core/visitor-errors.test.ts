// Issue 30: a message a visitor may see carries a stable code, and the storefront's catalogues have
// its text in both languages, the English one word for word the server's; the refusals of the
// storefront's own calls carry their codes, on GraphQL and on REST.
import "reflect-metadata";
import IntlMessageFormat from "intl-messageformat";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_NOT_FOUND, COMMENT_REQUIRED, COMMENT_TOO_MANY } from "../blog/blog.service.js";
import { CODE_REFUSALS } from "../discounts/discount-rules.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/unavailable.js";
import { EDITION_SOLD_WHILE_PAYING } from "../orders/order-editions.js";
import { editionRefusal } from "../shop/shop.service.js";
import { editionOrderTooLarge, tooManyEditionHolds } from "../orders/order.service.js";
import { QUERY_TOO_LONG, TOO_MANY_SEARCHES } from "../search/search.service.js";
import {
  ALREADY_JOINED,
  PEOPLE_BOUNDS,
  seatsLeftMessage,
  TOO_MANY_JOINS,
  WORKSHOP_NOT_FOUND,
  WORKSHOP_PAST,
  WORKSHOP_REQUIRED,
} from "../workshops/workshop.service.js";
import { createPrint, CUSTOMER, startTestApp, type TestApp } from "../../test/harness.js";
import { VISITOR_ERRORS, visitorMessage } from "./visitor-errors.js";

const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../storefront/src/i18n");
const catalogue = (lang: string) => JSON.parse(readFileSync(path.join(i18n, `${lang}.json`), "utf8")) as Record<string, string>;

/** An example of each message with figures, as the server writes it. */
const EXAMPLES: Record<string, string> = {
  "cart.tooManyLines": "A cart holds at most 50 lines",
  "cart.quantity": "Quantity must be between 1 and 99",
  "discount.addMore": CODE_REFUSALS.addMore(50_000),
  "workshop.seatsLeft": seatsLeftMessage(1, 3),
  "workshop.people": PEOPLE_BOUNDS,
  "edition.left": editionRefusal(2),
  "checkout.tooManyEditionHolds": tooManyEditionHolds(30),
  "checkout.editionOrderTooLarge": editionOrderTooLarge(20),
  "search.tooLong": QUERY_TOO_LONG,
};

describe("visitors' error messages", () => {
  const en = catalogue("en");
  const ta = catalogue("ta");

  it("each code's text is in both catalogues, the English one the server's message word for word", () => {
    for (const [code, message] of Object.entries(VISITOR_ERRORS)) {
      const key = `apiError.${code}`;
      expect(ta[key], `ta.json ${key}`).toBeTruthy();
      const sent = typeof message === "string" ? message : EXAMPLES[code];
      expect(sent, `an example of ${code}`).toBeTruthy();
      const named = visitorMessage(sent);
      expect(named?.code, sent).toBe(code);
      expect(String(new IntlMessageFormat(en[key], "en-IN").format(named?.values)), key).toBe(sent);
      // The Tamil text takes the same figures, and is Tamil.
      expect(String(new IntlMessageFormat(ta[key], "ta-IN").format(named?.values)), key).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(visitorMessage(seatsLeftMessage(4, 6))).toEqual({ code: "workshop.seatsLeft", values: { count: 4, asked: 6 } });
    expect(visitorMessage("Cannot sort by name")).toBeNull();
  });

  it("the domains' own texts are the ones listed", () => {
    for (const message of [
      ...Object.values(CODE_REFUSALS).filter((m) => typeof m === "string"),
      COMMENT_REQUIRED,
      COMMENT_TOO_MANY,
      BLOG_NOT_FOUND,
      WORKSHOP_NOT_FOUND,
      WORKSHOP_PAST,
      WORKSHOP_REQUIRED,
      ALREADY_JOINED,
      TOO_MANY_JOINS,
      seatsLeftMessage(0, 1),
      editionRefusal(0),
      editionRefusal(1),
      editionRefusal(7),
      EDITION_SOLD_WHILE_PAYING,
      TOO_MANY_SEARCHES,
      QUERY_TOO_LONG,
      tooManyEditionHolds(30),
      tooManyEditionHolds(1),
      editionOrderTooLarge(20),
      DATABASE_UNAVAILABLE_MESSAGE,
    ])
      expect(visitorMessage(message), message).not.toBeNull();
  });

  describe("on the wire", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app?.close());

    it("GraphQL names the code (and the figures) beside the English message", async () => {
      const print = await createPrint(app, "Grey Heron", [1499]);
      const checkout = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
        c: { ...CUSTOMER, firstName: " " },
        i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
      });
      expect(checkout.body.errors[0]).toMatchObject({
        message: "First name is required",
        extensions: { code: "BAD_USER_INPUT", messageCode: "customer.firstNameRequired", field: "firstName" },
      });
      const quantity = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
        c: CUSTOMER,
        i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1000 }],
      });
      expect(quantity.body.errors[0].extensions).toMatchObject({ messageCode: "cart.quantity", messageValues: { max: expect.any(Number) } });
      const code = await app.gql(`query($c: String!, $i: [CartLineInput!]!) { discountQuote(code: $c, items: $i) { discountPaise } }`, {
        c: "NO-SUCH-CODE",
        i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
      });
      expect(code.body.errors[0]).toMatchObject({ message: "This code is not valid", extensions: { messageCode: "discount.invalid" } });
    });

    it("REST's refusal names it too, and a message no visitor sees has none", async () => {
      const res = await app.rest("POST", "/newsletter/subscribe", { json: { email: "not-an-address" } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Please enter a valid email address", messageCode: "form.emailInvalid" });
      const other = await app.rest("GET", "/getAdsWithFrames?page=0");
      expect(other.status).toBe(400);
      expect(other.body.messageCode).toBeUndefined();
    });
  });
});
