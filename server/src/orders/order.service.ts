/**
 * Checkout and the life of an order until it is paid: the buyer's details are checked, the lines
 * priced from the catalogue, a payment order created with the provider, and the order marked paid
 * only by a verified signature, a signed webhook, or the payment reconciliation that asks the
 * provider about unpaid orders — each exactly once, whichever comes first. Unpaid orders expire. Buyers find their orders by mobile number or by the ids their browser kept.
 */
import { isLanguage, type Language } from "../core/language.js";
import { mailboxKey, isEmailAddress } from "../core/email.js";
import { randomInt } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientKeyOf } from "../core/client-address.js";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import { In, IsNull, LessThan, Not, type DataSource, type EntityManager } from "typeorm";
import { AppError, againAfterDeadlock, badInput, conflict, isDeadlock, isUniqueViolation, notFound } from "../core/errors.js";
import type { PaymentProvider } from "../payments/payment-provider.js";
import type { CheckoutOrder } from "../payments/simulated-checkout.js";
import { verifyPaymentSignature, verifyWebhookSignature } from "../payments/signature.js";
import { WebhookEvent } from "../payments/webhook-event.entity.js";
import type { CartLine, PricedCart, ShopService } from "../shop/shop.service.js";
import type { DiscountCodeService } from "../discounts/discount-code.service.js";
import { codeKeyOf } from "../discounts/discount-rules.js";
import { DiscountBarsPayment, type OrderDiscounts } from "./order-discounts.js";
import { EDITION_SOLD_WHILE_PAYING, EditionBarsPayment, type OrderEditions } from "./order-editions.js";
import { Order, OrderLine, PAID_STATUSES } from "./order.entity.js";
import { OrderTransitions } from "./order-transitions.js";
import { PAYABLE_FOR_MS } from "./order-process.js";
import type { PaymentReviewService } from "./payment-review.service.js";
import { findState } from "../core/gst.js";

export interface CustomerInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  apartment?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  /** The language of the page the order is placed from ('en' when not given): the buyer's mails are in it. */
  language?: string | null;
}

/** The checked customer; `state` is the state's own name and `stateCode` its GST code (the place of supply). */
export type Customer = Required<{ [K in Exclude<keyof CustomerInput, "language">]: string }> & { stateCode: string; language: Language };

const REQUIRED: [keyof CustomerInput, string, number][] = [
  ["firstName", "First name is required", 80],
  ["lastName", "Last name is required", 80],
  ["email", "Email is required", 254],
  ["phone", "Phone number is required", 20],
  ["address", "Address is required", 300],
  ["city", "City is required", 100],
  ["state", "State is required", 100],
  ["pincode", "Pincode is required", 6],
];

/** An Indian mobile number as 10 digits, without +91, 0 or separators; null when it is not one. */
export function normaliseMobile(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/[\s\-()]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export function validateCustomer(input: CustomerInput): Customer {
  const get = (k: keyof CustomerInput) => (input[k] ?? "").toString().trim();
  for (const [field, message, max] of REQUIRED) {
    if (!get(field)) throw badInput(message, { field });
    if (get(field).length > max && field !== "pincode") throw badInput(`${message.replace(" is required", "")} is too long`, { field });
  }
  if (!isEmailAddress(get("email"))) throw badInput("Invalid email address", { field: "email" });
  const phone = normaliseMobile(get("phone"));
  if (!phone) throw badInput("Phone number must be a 10-digit mobile number", { field: "phone" });
  if (!/^[1-9]\d{5}$/.test(get("pincode"))) throw badInput("Pincode must be 6 digits", { field: "pincode" });
  // The state by its name (any letter case) or its GST code: the place of supply of the invoice.
  const state = findState(get("state"));
  if (!state) throw badInput("Select a valid state", { field: "state" });
  if (get("apartment").length > 200) throw badInput("Apartment is too long", { field: "apartment" });
  const language = get("language") || "en";
  if (!isLanguage(language)) throw badInput("Language must be 'en' or 'ta'", { field: "language" });
  return {
    language,
    firstName: get("firstName"),
    lastName: get("lastName"),
    email: get("email"),
    phone,
    address: get("address"),
    apartment: get("apartment"),
    city: get("city"),
    state: state.name,
    stateCode: state.code,
    pincode: get("pincode"),
  };
}

/** An unpaid order is first asked about this long after it was placed (the checkout's own confirm usually comes first). */
const RECONCILE_AFTER_MS = 60_000;
/** …and no longer once it can no longer be paid: Razorpay does not capture a payment for an order days later. */
const RECONCILE_FOR_MS = PAYABLE_FOR_MS;

/** The spec's booking group id: BG, the time in milliseconds and a random number 0 to 999. */
export function newBookingGroupId(): string {
  return `BG${Date.now()}${randomInt(0, 1000)}`;
}

/** The refund entity of Razorpay's refund.* webhooks, as far as we read it. */
export interface RefundEventEntity {
  id?: string;
  amount?: number;
  status?: string;
  notes?: Record<string, unknown> | unknown[];
  error_description?: string;
}

/**
 * The refunds' part of the webhook: settles a refund on refund.processed or refund.failed, and says
 * whether it applied the event. Billing implements it (RefundService.onWebhook); the composition root
 * passes it in, so that orders need not know billing.
 */
export type RefundWebhookHandler = (name: string, refund: RefundEventEntity | undefined) => Promise<boolean>;

/** The parts of a Razorpay webhook's payload that are read. */
interface WebhookPayload {
  payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
  order?: { entity?: { id?: string } };
  refund?: { entity?: RefundEventEntity };
}

export interface PaymentOrderView {
  orderId: string;
  amountPaise: number;
  currency: string;
  keyId: string;
  bookingGroupId: string;
  prefillName: string;
  prefillEmail: string;
  prefillContact: string;
  /** The discount code's discount in paise (0 when none); `amountPaise` is after it. */
  discountPaise: number;
  /** The discount code, upper case, or null. */
  discountCode: string | null;
}

/** A REST seal that another call (or a line added meanwhile) beat: its transaction is rolled back, and the order read again. */
class SealRaced extends Error {}

/**
 * Prints of limited editions one client's checkouts may reserve within an order's validity (issue 45).
 * Each checkout holds its edition prints until it is paid or expires, and a buyer who closes the
 * payment window and tries again makes a new order each time: 20 leaves a collector's cart (a dozen
 * numbered prints is a large order) room for a try or two, and keeps one client from holding a whole
 * edition, again and again, with checkouts it never pays. Prints of open editions count nothing, so
 * ordinary shopping is never limited.
 */
export const EDITION_HOLDS_PER_CLIENT = 20;

/** The buyer's message past EDITION_HOLDS_PER_CLIENT (visitor-errors.ts `checkout.tooManyEditionHolds`): when the client's window ends. */
export function tooManyEditionHolds(minutes: number): string {
  return `Too many prints of limited editions reserved from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** One checkout of more edition prints than a client may hold (visitor-errors.ts `checkout.editionOrderTooLarge`): waiting would not help. */
export function editionOrderTooLarge(max: number): string {
  return `One order may hold at most ${max} prints of limited editions. Please write to us for more.`;
}

/** The prints of limited editions lines reserve when their order is sealed (order-editions.ts `reserve` counts the same). */
function editionUnits(lines: readonly { quantity: number; edition: boolean; portfolioItemId: number | string | null }[]): number {
  return lines.reduce((n, l) => n + (l.edition && l.portfolioItemId !== null ? l.quantity : 0), 0);
}

export class OrderService {
  /** Lookups by mobile number per client: 20 in 10 minutes, counted across instances. */
  private readonly lookups: RateLimiterAbstract;
  /** Prints of limited editions reserved per client within an order's validity, counted across instances (EDITION_HOLDS_PER_CLIENT). */
  private readonly editionHolds: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly shop: ShopService,
    private readonly discounts: { codes: DiscountCodeService; orders: OrderDiscounts; editions: OrderEditions },
    private readonly provider: PaymentProvider,
    private readonly transitions: OrderTransitions,
    private readonly secrets: { keySecret: string; webhookSecret?: string },
    private readonly expiryMinutes: number,
    /** The refunds' part of the webhook: refund.processed and refund.failed. */
    private readonly refundEvents?: RefundWebhookHandler,
    limiter: LimiterFactory = inMemory,
    /** Where captured money that no order counts as paid is kept for the owner (payment-review.service.ts). */
    private readonly reviews?: PaymentReviewService,
  ) {
    this.lookups = limiter({ keyPrefix: "order-lookups", points: 20, duration: 10 * 60 });
    this.editionHolds = limiter({ keyPrefix: "edition-holds", points: EDITION_HOLDS_PER_CLIENT, duration: expiryMinutes * 60 });
  }

  /**
   * Counts a checkout's prints of limited editions against its client, once the checkout is known to
   * be valid and before the write that reserves them: past the limit it is refused (429) with nothing
   * written. The points are taken before the write, so two checkouts of one client at once cannot both
   * pass on the same room; a refusal gives its own points back (it holds nothing, and a client waiting
   * for its earlier checkout is not kept out longer by asking). Answers what gives the points back when
   * the write then reserves nothing (sold out meanwhile, a seal another call made, the provider down).
   */
  private async holdEditionPrints(clientKey: string | undefined, units: number): Promise<() => Promise<void>> {
    if (units <= 0) return async () => {};
    // More than the limit in one order: refused as bad input, for no wait would let it through.
    if (units > EDITION_HOLDS_PER_CLIENT) throw badInput(editionOrderTooLarge(EDITION_HOLDS_PER_CLIENT), { field: "items" });
    const key = clientKeyOf(clientKey ?? "unknown");
    let windowEnds = Infinity;
    const giveBack = async () => {
      // Past the window the points were taken in, a reward would be credit in the next one.
      if (Date.now() >= windowEnds) return;
      await this.editionHolds.reward(key, units).catch((err: unknown) => console.error("Edition holds: points not given back:", err));
    };
    try {
      const taken = await this.editionHolds.consume(key, units);
      windowEnds = Date.now() + taken.msBeforeNext;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      windowEnds = Date.now() + err.msBeforeNext;
      await giveBack();
      throw new AppError("TOO_MANY_REQUESTS", tooManyEditionHolds(Math.max(1, Math.ceil(err.msBeforeNext / 60_000))));
    }
    return giveBack;
  }

  /**
   * The storefront's checkout: one order with its priced lines, and its payment order. A discount
   * code is priced and checked before the write (its refusal is a 400 with the buyer's message); the
   * order's transaction takes its use. `clientKey` counts codes that do not exist against the client.
   */
  async startCheckout(customerInput: CustomerInput, items: readonly CartLine[], discountCode?: string | null, clientKey?: string): Promise<PaymentOrderView> {
    const customer = validateCustomer(customerInput);
    const cart = await this.shop.priceCart(items, discountCode, { clientKey });
    const expired = cart.code ? await this.discounts.orders.precheck(cart.code, customer) : [];
    const giveBack = await this.holdEditionPrints(clientKey, editionUnits(cart.lines));
    let order: Order;
    try {
      order = await this.openOrder(customer, cart, expired);
    } catch (err) {
      await giveBack();
      throw err;
    }
    try {
      return await this.paymentOrderFor(order);
    } catch (err) {
      // No payment order, no checkout: the visitor starts again, and this order never shows (its prints went back with it).
      const cancelled = await this.transitions.move(order.id, "cancelled", { kind: "system" }, { cancelReason: "payment_provider_error" });
      if (cancelled.moved) await giveBack();
      throw err;
    }
  }

  /**
   * The order and its lines, priced before, in one short transaction under a new booking group id:
   * the code's use first (a conditional update), then the order and its lines. The spec's id has a
   * thousand values per millisecond, so checkouts arriving together may draw the same one (the
   * unique index refuses the second, which then draws again, its use rolled back with it). On
   * MariaDB, a checkout chosen to break a deadlock (its locks taken in another order than a
   * concurrent transaction's, or waiting on one id's insert that another rolls back) is rolled
   * back whole and tried again the same way: the transaction writes nothing else.
   */
  private async openOrder(customer: Customer, cart: PricedCart, expired: readonly number[]): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      const bookingGroupId = newBookingGroupId();
      try {
        return await this.ds.transaction(async (em) => {
          // The code's use first, then the edition prints: the order every transaction locks them in (order-editions.ts).
          if (cart.code) await this.discounts.orders.take(em, cart.code, customer, expired);
          const editionHeld = await this.discounts.editions.reserve(em, cart.lines);
          const order = await this.insertOrder(em, bookingGroupId, customer, {
            editionHeld,
            amountPaise: cart.totalPaise,
            discountPaise: cart.discountPaise,
            discountCode: cart.code?.code ?? null,
            discountCodeId: cart.code?.id ?? null,
            discountUseHeld: cart.code !== null,
            // Sealed as it is made: the whole cart is here, nothing may be added to it, and the payment
            // order is for this total (no second write to seal it before asking the provider).
            paymentAmountPaise: cart.totalPaise,
            paymentCurrency: "INR",
          });
          // One multi-row insert by the query builder alone: no entity is updated with the generated values afterwards.
          await em
            .createQueryBuilder()
            .insert()
            .into(OrderLine)
            .values(cart.lines.map((l) => ({ ...l, orderId: order.id })))
            .updateEntity(false)
            .execute();
          return order;
        });
      } catch (err) {
        if (attempt === 10 || !(isUniqueViolation(err) || isDeadlock(err))) throw err;
      }
    }
  }

  /**
   * The REST path (`saveInTemp`): one call per cart item, all sharing the booking group id. The
   * first call opens the order; each adds a line priced from the catalogue (its `amount` is ignored).
   */
  async saveTemporaryRow(bookingGroupId: string, customerInput: CustomerInput, line: CartLine): Promise<void> {
    if (!/^BG\d{10,20}$/.test(bookingGroupId ?? "")) throw badInput("bookingGroupId must look like BG followed by digits", { field: "bookingGroupId" });
    const customer = validateCustomer(customerInput);
    await this.ds.transaction(async (em) => {
      const [priced] = await this.shop.priceLines([line], em);
      let order = await em.getRepository(Order).findOneBy({ bookingGroupId });
      if (!order) {
        try {
          order = await this.insertOrder(em, bookingGroupId, customer);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          order = await em.getRepository(Order).findOneByOrFail({ bookingGroupId });
        }
      }
      const refused = () => conflict("This checkout was already sent for payment. Please start again from the cart.");
      if (order.status !== "pending_payment" || order.providerOrderId || order.paymentAmountPaise !== null) throw refused();
      await em.getRepository(OrderLine).insert({ ...priced, orderId: order.id });
      // The line's amount is added by one conditional update: an order sealed meanwhile (its payment
      // order being made for the total as it was) takes no more, and the line inserted above is rolled back.
      const added = await em
        .createQueryBuilder()
        .update(Order)
        .set({ amountPaise: () => "amountPaise + :line" })
        .setParameter("line", priced.amountPaise)
        .where("id = :id AND status = :pending AND paymentAmountPaise IS NULL AND providerOrderId IS NULL", { id: order.id, pending: "pending_payment" })
        .execute();
      if (added.affected !== 1) throw refused();
    });
  }

  /**
   * Creates (once) the provider's order for a booking group; answers the same one when asked again.
   * A discount code comes here on the REST path (`create_order?discountCode=`): it is checked on the
   * saved lines and applied by the sealing itself, in one transaction with its use. Asked again with
   * another code than the one sealed, it refuses.
   */
  async createPaymentOrder(bookingGroupId: string, discountCode?: string | null, clientKey?: string): Promise<PaymentOrderView> {
    const order = await this.ds.getRepository(Order).findOneBy({ bookingGroupId: String(bookingGroupId ?? "") });
    if (!order) throw notFound("Booking not found");
    return this.paymentOrderFor(order, discountCode, clientKey);
  }

  /** The provider's order for `order` as read (or as a checkout has just made it, which saves reading it back). */
  private async paymentOrderFor(order: Order, discountCode?: string | null, clientKey?: string): Promise<PaymentOrderView> {
    const repo = this.ds.getRepository(Order);
    if (order.status !== "pending_payment") throw conflict("This booking is no longer awaiting payment");
    if (order.expiresAt.getTime() < Date.now()) throw conflict("This booking has expired. Please start again from the cart.");
    if (order.amountPaise <= 0) throw badInput("Your cart is empty", { field: "items" });
    const asked = discountCode?.trim() ? discountCode.trim() : null;
    if (asked && order.paymentAmountPaise === null && !order.providerOrderId) {
      await this.sealWithCode(order, asked, clientKey);
      // Sealed now (by this call or another): the seal below is not tried, nor its prints counted twice.
      order = await repo.findOneByOrFail({ id: order.id });
    }
    let fresh: Order | null = null;
    if (!order.providerOrderId) {
      // Sealed before the provider is asked (a checkout's order is sealed as it is made): one
      // conditional update records the amount and currency the payment order is for, as the total
      // is at that moment; saveInTemp adds no line after it.
      let sealed = order;
      if (order.paymentAmountPaise === null) {
        // Its prints of limited editions counted against the client first, outside the transaction (the
        // shared limits' store takes its turn with SQLite's transactions), on the lines saved so far.
        const counted = editionUnits(await this.editionLines(this.ds.manager, order.id));
        const giveBack = await this.holdEditionPrints(clientKey, counted).catch(async (err: unknown) => {
          // Refused, but another call (a second click on Pay) sealed the order meanwhile: it counted them.
          if ((await repo.findOneByOrFail({ id: order.id })).paymentAmountPaise === null) throw err;
          return null;
        });
        // With its edition prints reserved in the same transaction (issue 45). The lines are read once
        // the seal holds the order's row: a saveInTemp line committed before it is counted, and none
        // can follow it. A seal that another call made first rolls nothing back: it reserved nothing.
        // Tried again after a deadlock: a create_order with a code, sent at the same moment, locks the
        // code's row and the prints' before the order's.
        let reserved = false;
        if (giveBack)
          try {
            await againAfterDeadlock(() =>
              this.ds.transaction(async (em) => {
                const done = await em
                  .createQueryBuilder()
                  .update(Order)
                  .set({ paymentAmountPaise: () => "amountPaise", paymentCurrency: () => "currency" })
                  .where("id = :id AND status = :pending AND paymentAmountPaise IS NULL", { id: order.id, pending: "pending_payment" })
                  .execute();
                if (done.affected !== 1) throw new SealRaced();
                const lines = await this.editionLines(em, order.id);
                // A line saved after they were counted: the client would hold more than it was counted for.
                if (editionUnits(lines) !== counted) throw conflict("Your cart changed while it was sent for payment. Please try again.");
                if (await this.discounts.editions.reserve(em, lines)) await em.getRepository(Order).update({ id: order.id }, { editionHeld: true });
              }),
            );
            reserved = true;
          } catch (err) {
            if (!(err instanceof SealRaced)) throw err;
          } finally {
            // Nothing reserved by this call (refused, rolled back, or sealed by another): the client's points go back.
            if (!reserved) await giveBack();
          }
        sealed = await repo.findOneByOrFail({ id: order.id });
      }
      if (sealed.status !== "pending_payment") throw conflict("This booking is no longer awaiting payment");
      if (!sealed.providerOrderId) {
        // A provider that fails leaves the order sealed: asking again makes the payment order for the same amount.
        const created = await this.provider.createOrder(sealed.paymentAmountPaise!, sealed.bookingGroupId, { bookingGroupId: sealed.bookingGroupId });
        if (created.amount !== sealed.paymentAmountPaise)
          throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment service answered another amount. Please try again.");
        // Two calls at once: the first to store its id wins, the other answers with it.
        const stored = await repo
          .createQueryBuilder()
          .update(Order)
          .set({ providerOrderId: created.id })
          .where("id = :id AND providerOrderId IS NULL", { id: order.id })
          .execute();
        if (stored.affected === 1) fresh = { ...sealed, providerOrderId: created.id };
      }
    }
    fresh ??= await repo.findOneByOrFail({ id: order.id });
    if (asked && fresh.discountCode !== codeKeyOf(asked))
      throw conflict("This checkout was already sent for payment without this discount code. Please start again from the cart.");
    return {
      orderId: fresh.providerOrderId!,
      amountPaise: fresh.paymentAmountPaise ?? fresh.amountPaise,
      currency: fresh.paymentCurrency ?? fresh.currency,
      keyId: this.provider.keyId,
      bookingGroupId: fresh.bookingGroupId,
      prefillName: `${fresh.firstName} ${fresh.lastName}`,
      prefillEmail: fresh.email,
      prefillContact: fresh.phone,
      discountPaise: fresh.discountPaise,
      discountCode: fresh.discountCode,
    };
  }

  /** An order's lines as `reserve` and the client's count of edition prints read them. */
  private editionLines(em: EntityManager, orderId: number): Promise<OrderLine[]> {
    return em.getRepository(OrderLine).find({ where: { orderId }, select: { id: true, portfolioItemId: true, quantity: true, edition: true } });
  }

  /**
   * The REST path's code: checked on the lines saved, priced again from the catalogue (before any
   * write), then, in one transaction, its use taken and the order sealed with the discount by one
   * conditional update, which holds only
   * while the order is unsealed and its total is the one the discount was computed on (a line added
   * meanwhile, or a second call that sealed first, rolls it all back).
   */
  private async sealWithCode(order: Order, raw: string, clientKey?: string): Promise<void> {
    const lines = await this.ds.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: "ASC" } });
    const gross = lines.reduce((s, l) => s + l.amountPaise, 0);
    // Judged as the GraphQL checkout judges it, by the one pricing function of a cart: the saved lines
    // priced again from the catalogue, with their sale and category, and the code on them. A line row
    // does not say that a sale priced it, and the code was stacked on sale prices.
    const cart = await this.shop.priceCart(
      lines.map((l) => ({ portfolioItemId: l.portfolioItemId ?? "", frameId: l.framePriceId ?? "", quantity: l.quantity })),
      raw,
      { clientKey },
    );
    // A sale that started or ended since the lines were saved: the code would be judged on prices this order does not charge.
    if (cart.lines.some((l, i) => l.amountPaise !== lines[i].amountPaise))
      throw conflict("The prices of your cart changed since it was saved. Please start again from the cart.");
    const code = cart.code!;
    const discount = { discountPaise: cart.discountPaise, lineDiscounts: cart.lines.map((l) => l.discountPaise) };
    const expired = await this.discounts.orders.precheck(code, order);
    const total = gross - discount.discountPaise;
    // Its prints of limited editions counted against the client before the write (holdEditionPrints):
    // the same lines the transaction reserves, which its seal's condition on the total keeps to these.
    const giveBack = await this.holdEditionPrints(clientKey, editionUnits(lines)).catch(async (err: unknown) => {
      // Refused, but another call (a second click on Pay) sealed the order meanwhile: it counted them.
      if ((await this.ds.getRepository(Order).findOneByOrFail({ id: order.id })).paymentAmountPaise === null) throw err;
      return null;
    });
    if (!giveBack) return;
    let reserved = false;
    try {
      await againAfterDeadlock(() =>
        this.ds.transaction(async (em) => {
          await this.discounts.orders.take(em, code, order, expired);
          const editionHeld = await this.discounts.editions.reserve(em, lines);
          const sealed = await em
            .createQueryBuilder()
            .update(Order)
            .set({
              editionHeld,
              discountCode: code.code,
              discountCodeId: code.id,
              discountPaise: discount.discountPaise,
              discountUseHeld: true,
              amountPaise: total,
              paymentAmountPaise: total,
              paymentCurrency: () => "currency",
            })
            .where("id = :id AND status = :pending AND paymentAmountPaise IS NULL AND providerOrderId IS NULL AND amountPaise = :gross", {
              id: order.id,
              pending: "pending_payment",
              gross,
            })
            .execute();
          if (sealed.affected !== 1) throw new SealRaced();
          const shares = lines.map((l, i) => [l.id, discount.lineDiscounts[i]] as const).filter(([, d]) => d > 0);
          if (shares.length)
            await em.query(
              `UPDATE order_lines SET discountPaise = CASE id ${shares.map(() => "WHEN ? THEN ?").join(" ")} ELSE discountPaise END WHERE orderId = ?`,
              [...shares.flat(), order.id],
            );
        }),
      );
      reserved = true;
    } catch (err) {
      if (!(err instanceof SealRaced)) throw err;
      const now = await this.ds.getRepository(Order).findOneByOrFail({ id: order.id });
      // Not sealed at all: a line came in meanwhile, and the discount was computed without it.
      if (now.paymentAmountPaise === null) throw conflict("Your cart changed while it was sent for payment. Please try again.");
    } finally {
      // Nothing reserved by this call (refused, rolled back, or sealed by another): the client's points go back.
      if (!reserved) await giveBack();
    }
  }

  /**
   * The checkout handler's call: the order is paid only when the signature verifies and the provider
   * holds the payment, captured, for the order's sealed amount and currency.
   */
  async confirmPayment(orderId: string, paymentId: string, signature: string): Promise<Order> {
    const order = await this.ds.getRepository(Order).findOneBy({ providerOrderId: String(orderId ?? "") });
    if (!order) throw notFound("Order not found");
    if (!paymentId || !verifyPaymentSignature(order.providerOrderId!, String(paymentId), signature, this.secrets.keySecret))
      throw badInput("Payment verification failed");
    const outcome = await this.settle(order.providerOrderId!, String(paymentId));
    if (outcome === "unknown") throw badInput("Payment verification failed");
    if (outcome === "not_captured") throw conflict("Your payment is not captured yet. Your order will be confirmed as soon as it is.");
    if (outcome === "edition_sold_out") throw conflict(EDITION_SOLD_WHILE_PAYING);
    if (outcome === "review") {
      const now = await this.ds.getRepository(Order).findOneByOrFail({ id: order.id });
      throw conflict(
        now.paidAt
          ? "This order was already paid by another payment. The shop has been told and will refund this one."
          : "This payment does not match your order, so the order is not confirmed. The shop has been told and will refund it.",
      );
    }
    return this.ds.getRepository(Order).findOneByOrFail({ id: order.id });
  }

  /**
   * A Razorpay webhook. The raw body must carry a valid signature; an event id seen before is
   * ignored; `payment.captured` and `order.paid` mark the order paid (once); `refund.processed` and
   * `refund.failed` settle a refund (once).
   */
  async handleWebhook(rawBody: Buffer, signature: unknown, eventId: string | undefined): Promise<{ handled: boolean }> {
    if (!this.secrets.webhookSecret) throw new AppError("SERVICE_UNAVAILABLE", "Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET)");
    if (!verifyWebhookSignature(rawBody, signature, this.secrets.webhookSecret)) throw badInput("Invalid webhook signature");
    let event: { event?: string; payload?: WebhookPayload };
    try {
      event = JSON.parse(rawBody.toString("utf8")) as typeof event;
    } catch {
      throw badInput("Malformed webhook body");
    }
    if (!event || typeof event !== "object") throw badInput("Malformed webhook body");
    const name = String(event.event ?? "");
    const subject = event.payload?.refund?.entity?.id ?? event.payload?.payment?.entity?.id ?? "";
    const id = (eventId || `${name}:${subject}`).slice(0, 64);
    try {
      await this.ds.getRepository(WebhookEvent).insert({ id, event: name.slice(0, 60) });
    } catch (err) {
      if (isUniqueViolation(err)) return { handled: false };
      throw err;
    }
    let handled: boolean;
    try {
      handled = await this.applyWebhook(name, event.payload);
    } catch (err) {
      // Not applied: forget the event, so that the provider's retry of it is applied.
      await this.ds.getRepository(WebhookEvent).delete({ id });
      throw err;
    }
    // Nothing applied: the event is not recorded as handled, so that a later delivery of it is applied.
    if (!handled) await this.ds.getRepository(WebhookEvent).delete({ id });
    return { handled };
  }

  private async applyWebhook(name: string, payload: WebhookPayload | undefined): Promise<boolean> {
    if (name.startsWith("refund.")) return (await this.refundEvents?.(name, payload?.refund?.entity)) ?? false;
    const payment = payload?.payment?.entity;
    if (name === "payment.failed") return this.paymentFailed(payment);
    if (name !== "payment.captured" && name !== "order.paid") return false;
    const orderId = name === "order.paid" ? payload?.order?.entity?.id : payment?.order_id;
    if (!orderId || !payment?.id) return false;
    // What the event says is believed once the provider says it (settle asks it).
    const outcome = await this.settle(String(orderId), String(payment.id));
    return outcome === "paid" || outcome === "review" || outcome === "edition_sold_out";
  }

  /**
   * A payment.failed event, believed only once the provider says so, as a confirmation is: the
   * payment must be the provider's, of that order, and failed. One the provider captured after all
   * (events arrive out of order) is settled as a capture; one it does not know, or still holds as
   * created or authorized, moves nothing. A provider that cannot be reached throws: the event is
   * forgotten, and the provider's next delivery of it asks again.
   */
  private async paymentFailed(claimed: { id?: string; order_id?: string } | undefined): Promise<boolean> {
    if (!claimed?.id || !claimed.order_id) return false;
    const providerOrderId = String(claimed.order_id);
    const order = await this.ds.getRepository(Order).findOneBy({ providerOrderId });
    if (!order) return false;
    const payment = await this.provider.payment(String(claimed.id));
    if (!payment || payment.orderId !== providerOrderId) return false;
    if (payment.status === "captured") {
      const outcome = await this.settle(providerOrderId, payment.id);
      return outcome === "paid" || outcome === "review" || outcome === "edition_sold_out";
    }
    if (payment.status !== "failed") return false;
    return (await this.transitions.move(order.id, "payment_failed", { kind: "payment" })).moved;
  }

  /**
   * A payment someone says was made for a provider order, settled with what the provider holds: the
   * order is marked paid only when the payment is the provider's, of that order, captured, for the
   * sealed amount and currency. A captured payment that cannot count (another amount or currency, a
   * second payment of a paid order, an order that can no longer be paid) is kept for the owner to
   * review and refund. Confirm, webhook and reconciliation all come here, so each rule holds for all.
   * `edition_sold_out` is a review too, of a payment that came after its limited edition's last prints
   * were sold: the buyer is told that, not that the payment does not match the order.
   */
  private async settle(providerOrderId: string, paymentId: string): Promise<"paid" | "already" | "review" | "edition_sold_out" | "not_captured" | "unknown"> {
    const order = await this.ds.getRepository(Order).findOneBy({ providerOrderId });
    if (!order) return "unknown";
    if (order.paymentId === paymentId) return "already";
    const payment = await this.provider.payment(paymentId);
    if (!payment || payment.orderId !== providerOrderId) return "unknown";
    if (payment.status !== "captured") return payment.status === "authorized" ? "not_captured" : "unknown";
    const expected = { amount: order.paymentAmountPaise ?? order.amountPaise, currency: order.paymentCurrency ?? order.currency };
    if (payment.amount !== expected.amount || payment.currency !== expected.currency) {
      await this.reviews?.record(order, payment, expected.amount, "amount_mismatch");
      return "review";
    }
    let outcome;
    try {
      outcome = await this.markPaid(order.id, paymentId);
    } catch (err) {
      // Its discount code's use went back when it could no longer be paid, or its buyer has used the code up since: the owner reviews the money.
      // …or its limited edition has no print left for it (its reservation went back when it expired): never a print beyond the edition.
      if (!(err instanceof DiscountBarsPayment) && !(err instanceof EditionBarsPayment)) throw err;
      await this.reviews?.record(order, payment, expected.amount, "order_not_payable");
      return err instanceof EditionBarsPayment ? "edition_sold_out" : "review";
    }
    if (outcome.moved) return "paid";
    const now = outcome.order;
    if (now?.paymentId === paymentId) return "already";
    await this.reviews?.record(order, payment, expected.amount, now?.paidAt ? "second_capture" : "order_not_payable");
    return "review";
  }

  /**
   * Paid: the move to new is a conditional update, so confirm and webhook together mark it once. A
   * move that loses a race (the expiry sweep cancelled the order between the read and the update) is
   * tried again from the state the order is in now: an order cancelled by expiry and then captured is paid.
   */
  private async markPaid(orderId: number, paymentId: string) {
    for (let attempt = 1; ; attempt++) {
      let outcome;
      try {
        outcome = await this.transitions.move(orderId, "new", { kind: "payment" }, { paymentId });
      } catch (err) {
        // MariaDB rolled the move back to break a deadlock (its prints' or code's rows, locked by a
        // checkout at the same moment): the whole move is tried again, as a lost race is.
        if (attempt < 5 && isDeadlock(err)) continue;
        throw err;
      }
      if (outcome.moved || outcome.reason !== "changed" || attempt === 5) return outcome;
    }
  }

  /**
   * The sweep every instance runs each minute: unpaid orders whose payment the provider captured are
   * marked paid, then unpaid orders past their time are cancelled, then the discount codes' uses of
   * orders that can no longer be paid go back. Each order is claimed by one instance (or moved by a
   * conditional update), so two sweeping at once do each thing once.
   */
  async sweep(now = new Date()): Promise<{ reconciled: number; expired: number }> {
    const reconciled = await this.reconcilePayments(now);
    const expired = await this.expireUnpaid(now);
    // Then the discount codes' uses of orders that can no longer be paid go back.
    await this.discounts.orders.releaseUnpayable(now);
    return { reconciled, expired };
  }

  /**
   * Asks the provider about orders that have a payment order and are more than a minute and at most
   * three days old, unpaid, expired or paid: a payment captured while its confirmation never reached
   * the shop — the buyer's browser closed, this process died — marks the order paid through the same
   * move as the confirmation and the webhook, so it is paid once whichever arrives; any further
   * capture (the buyer paid twice) is put in payment review. Each order is
   * asked about again after a quarter of its age (1 min, then less and less often), and the question
   * is claimed by moving `paymentCheckAt` forward with a conditional update: one instance asks.
   */
  async reconcilePayments(now = new Date()): Promise<number> {
    const due = await this.ds
      .getRepository(Order)
      .createQueryBuilder("o")
      .select(["o.id", "o.createdAt"])
      // Paid orders too (issue 42): a second capture whose confirmation never came goes to review.
      .where("(o.status IN (:...unpaid) OR (o.status = :cancelled AND o.cancelReason = :expired) OR o.paidAt IS NOT NULL)", {
        unpaid: ["pending_payment", "payment_failed"],
        cancelled: "cancelled",
        expired: "expired",
      })
      .andWhere("o.providerOrderId IS NOT NULL AND o.createdAt <= :settled AND o.createdAt >= :oldest", {
        settled: new Date(now.getTime() - RECONCILE_AFTER_MS),
        oldest: new Date(now.getTime() - RECONCILE_FOR_MS),
      })
      .andWhere("(o.paymentCheckAt IS NULL OR o.paymentCheckAt <= :now)", { now })
      .orderBy("o.createdAt", "ASC")
      .limit(50)
      .getMany();
    let paid = 0;
    for (const { id, createdAt } of due) {
      const next = new Date(now.getTime() + Math.max(RECONCILE_AFTER_MS, (now.getTime() - createdAt.getTime()) / 4));
      const claimed = await this.ds
        .createQueryBuilder()
        .update(Order)
        .set({ paymentCheckAt: next })
        .where("id = :id AND (paymentCheckAt IS NULL OR paymentCheckAt <= :now)", { id, now })
        .execute();
      if (claimed.affected !== 1) continue;
      const order = await this.ds.getRepository(Order).findOneByOrFail({ id });
      try {
        paid += await this.settleCaptures(order);
      } catch (err) {
        console.error(`Payment reconciliation: the provider did not answer about ${order.providerOrderId}:`, err);
      }
    }
    return paid;
  }

  /**
   * Every payment the provider captured for an order, each settled by the confirmation's rules: the
   * first that fits pays an unpaid order, and any other capture (a second payment whose confirmation
   * never came) is put in payment review, once a payment. Answers 1 when it marked the order paid.
   */
  private async settleCaptures(order: Order): Promise<number> {
    const captured = (await this.provider.orderPayments(order.providerOrderId!)).filter((p) => p.status === "captured" && p.id !== order.paymentId);
    let paid = 0;
    for (const payment of captured) if ((await this.settle(order.providerOrderId!, payment.id)) === "paid") paid = 1;
    return paid;
  }

  /** Unpaid orders past their time are cancelled; they never show as new orders. */
  async expireUnpaid(now = new Date()): Promise<number> {
    const due = await this.ds.getRepository(Order).find({
      select: { id: true },
      where: [
        { status: "pending_payment", expiresAt: LessThan(now) },
        { status: "payment_failed", expiresAt: LessThan(now) },
      ],
      take: 500,
    });
    let expired = 0;
    // Each its own conditional move: a payment arriving meanwhile wins, and the sweep skips it.
    for (const { id } of due) if ((await this.transitions.move(id, "cancelled", { kind: "system" }, { cancelReason: "expired" })).moved) expired += 1;
    return expired;
  }

  /** The acknowledgment page's order, by the provider's order id. */
  async byProviderOrderId(orderId: string): Promise<Order | null> {
    return this.ds.getRepository(Order).findOne({ where: { providerOrderId: String(orderId ?? "") }, relations: { lines: true } });
  }

  /** An order as the simulated checkout needs it (payments/simulated-checkout.ts), by its payment order id. */
  async checkoutOrder(providerOrderId: string): Promise<CheckoutOrder | null> {
    const order = await this.byProviderOrderId(providerOrderId);
    if (!order) return null;
    return {
      // Awaiting payment, or a payment failed and the buyer tries again (Razorpay takes another payment of the same order).
      awaitingPayment: order.status === "pending_payment" || order.status === "payment_failed",
      // What the payment order asks for, sealed when it was made.
      amountPaise: order.paymentAmountPaise ?? order.amountPaise,
    };
  }

  /** Orders paid with a mobile number (those cancelled after payment too), newest first. Limited per client. */
  async byMobile(mobile: string, clientKey: string): Promise<Order[]> {
    await this.lookups.consume(clientKeyOf(clientKey)).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Too many order lookups. Please try again in a few minutes.");
    });
    const phone = normaliseMobile(mobile);
    if (!phone) return [];
    return this.ds.getRepository(Order).find({
      where: [
        { phone, status: In([...PAID_STATUSES]) },
        { phone, status: "cancelled", paidAt: Not(IsNull()) },
      ],
      relations: { lines: true },
      order: { createdAt: "DESC", id: "DESC" },
      take: 50,
    });
  }

  /** 'My Orders': the orders whose ids this browser kept (at most 20). */
  async byProviderOrderIds(ids: readonly string[]): Promise<Order[]> {
    const wanted = [...new Set(ids.map(String))].slice(0, 20);
    if (!wanted.length) return [];
    return this.ds.getRepository(Order).find({ where: { providerOrderId: In(wanted) }, relations: { lines: true }, order: { createdAt: "DESC", id: "DESC" } });
  }

  private async insertOrder(
    em: EntityManager,
    bookingGroupId: string,
    c: Customer,
    priced: Pick<Order, "amountPaise" | "discountPaise" | "discountCode" | "discountCodeId" | "discountUseHeld"> &
      Partial<Pick<Order, "paymentAmountPaise" | "paymentCurrency" | "editionHeld">> = {
      amountPaise: 0,
      discountPaise: 0,
      discountCode: null,
      discountCodeId: null,
      discountUseHeld: false,
    },
  ): Promise<Order> {
    const values = {
      ...c,
      emailKey: mailboxKey(c.email),
      ...priced,
      bookingGroupId,
      status: "pending_payment" as const,
      currency: "INR",
      expiresAt: new Date(Date.now() + this.expiryMinutes * 60_000),
    };
    // An insert by the query builder alone, not save() (which builds a change set and merges the generated values
    // into the entity): the order answered is what was written, its id the driver's.
    const inserted = await em.createQueryBuilder().insert().into(Order).values(values).updateEntity(false).execute();
    const order = em.getRepository(Order).create({
      ...values,
      id: insertedId(inserted.raw),
      providerOrderId: null,
      paymentAmountPaise: values.paymentAmountPaise ?? null,
      paymentCurrency: values.paymentCurrency ?? null,
    });
    await OrderTransitions.placed(em, order.id);
    return order;
  }
}

/** The id of the row an insert made, as the driver answers it: MariaDB's `insertId`, SQLite's last row id. */
function insertedId(raw: unknown): number {
  const id = typeof raw === "object" && raw !== null && "insertId" in raw ? raw.insertId : raw;
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) throw new Error("The database answered no id for the order");
  return n;
}
