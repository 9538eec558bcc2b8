/**
 * The payment provider behind one interface (DESIGN.md "Payments"): `live` creates orders with the
 * razorpay SDK and the browser loads Razorpay's checkout.js; `simulated` creates `order_…` ids
 * locally and the browser loads our own checkout script with the same `window.Razorpay` interface,
 * whose payments are signed here with the simulated key secret. Verification is the same for both.
 */
import { randomBytes } from "node:crypto";
import type Razorpay from "razorpay";
import type { DataSource } from "typeorm";
import type { AppConfig } from "../config/config.js";
import { AppError } from "../core/errors.js";
import { paymentSignature, webhookSignature } from "./signature.js";
import { SimulatedPayment } from "./simulated-payment.entity.js";

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** What the provider answers to a refund request (the shape of Razorpay's refund entity we read). */
export interface ProviderRefund {
  id: string;
  amount: number;
  status: "pending" | "processed" | "failed";
}

/** A refund as the provider is asked for it: `idempotencyKey` makes a repeated request refund once. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  idempotencyKey: string;
}

/** A payment the provider holds for an order: captured, so the money is the shop's. */
export interface CapturedPayment {
  id: string;
  /** In paise. */
  amount: number;
}

/** A payment as the provider holds it (the fields of Razorpay's payment entity that are read). */
export interface ProviderPayment {
  id: string;
  /** The provider order it pays (order_…). */
  orderId: string | null;
  /** created, authorized, captured, refunded or failed: only captured money is the shop's. */
  status: string;
  /** In the currency's smallest unit (paise). */
  amount: number;
  currency: string;
}

/**
 * A refund as the provider lists it for a payment (the fields of Razorpay's refund entity that are
 * read): what the sweeps ask to learn what became of a refund whose answer never came.
 */
export interface ListedRefund extends ProviderRefund {
  paymentId: string;
  receipt: string | null;
  notes: Record<string, string>;
}

/**
 * The refund of a payment's list that is ours: the provider's id when it answered, else the receipt,
 * which is made once per refund and sent with every request for it (as the idempotency key is).
 */
export function findRefund(listed: readonly ListedRefund[], ours: { providerRefundId: string | null; receipt: string }): ListedRefund | null {
  if (ours.providerRefundId) return listed.find((r) => r.id === ours.providerRefundId) ?? null;
  return listed.find((r) => r.receipt === ours.receipt) ?? null;
}

/** Where the simulated provider sends its webhooks: the same handler Razorpay's reach, raw body and all. */
export type WebhookSink = (rawBody: Buffer, signature: string, eventId: string) => Promise<unknown>;

export interface PaymentProvider {
  readonly mode: "live" | "simulated";
  readonly keyId: string;
  /** The checkout script the storefront loads. */
  readonly scriptUrl: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder>;
  /**
   * `payments.refund`: the refund is pending until the provider's refund.processed / refund.failed
   * webhook. The same request again (same idempotency key) answers the same refund, with its status
   * now. Throws an AppError when the provider refuses it; anything else thrown means no answer.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * The captured payment of a provider order, or null: the question the payment reconciliation asks
   * about an order whose confirmation never reached the shop (`orders.fetchPayments` on Razorpay).
   */
  capturedPayment(providerOrderId: string): Promise<CapturedPayment | null>;
  /**
   * One payment as the provider holds it, or null when it has none of that id (`payments.fetch` on
   * Razorpay): what a confirmation or a webhook claims is believed only once the provider says it.
   * A provider that cannot be reached throws.
   */
  payment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Every refund of a payment (`payments.fetchMultipleRefund` on Razorpay): the one question that
   * settles a refund whose outcome is unknown, matched by `findRefund`. A provider that cannot be reached throws.
   */
  refundsOf(paymentId: string): Promise<ListedRefund[]>;
  /**
   * Every payment made to a provider order, in any state (`orders.fetchPayments` on Razorpay): the
   * reconciliation puts a capture beyond the one that paid the order in payment review. Throws when unreachable.
   */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

/**
 * A refund the provider does not list this long after it was asked for was never made: its request
 * did not arrive (any request still on its way has long timed out). Only then do the sweeps fail it.
 */
export const REFUND_NOT_MADE_AFTER_MS = 15 * 60_000;

/**
 * Every request to Razorpay (a refund, a payment's refunds, an order's payments, a payment, an order)
 * ends within this, answered or not: the 15 minutes after which an unlisted refund is taken as never
 * made hold only if no request of it can still be on its way, and the sweeps and the owner's clicks
 * must not wait on a stalled provider. Razorpay answers within seconds; 30 s is its SDKs' usual bound.
 */
export const PROVIDER_TIMEOUT_MS = 30_000;

/** At most this many refunds of one payment are read (Razorpay pages by 100). */
const REFUND_PAGES = 10;

const ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay-style id: prefix and 14 alphanumerics. */
export function providerId(prefix: "order" | "pay" | "rfnd" | "evt"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUM[b % ALPHANUM.length]).join("")}`;
}

export class SimulatedProvider implements PaymentProvider {
  readonly mode = "simulated" as const;
  readonly scriptUrl = "/payments/simulated-checkout.js";

  /** The refunds made, by idempotency key: a repeated request answers the same refund, as Razorpay's does. */
  private readonly refunds = new Map<string, ListedRefund>();
  /** Set by the application: where this provider's webhooks go. */
  webhookSink?: WebhookSink;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret = "",
    /** Where it keeps the payments its test dialog captured (the simulated_payments table). */
    private readonly ds?: DataSource,
  ) {}

  createOrder(amountPaise: number): Promise<ProviderOrder> {
    return Promise.resolve({ id: providerId("order"), amount: amountPaise, currency: "INR" });
  }

  /**
   * Takes the refund and processes it at once: the signed `refund.processed` webhook is delivered
   * before this answers (its failure is logged, as a provider's retry would follow).
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const known = this.refunds.get(request.idempotencyKey);
    if (known) return { id: known.id, amount: known.amount, status: known.status };
    const refund: ProviderRefund = { id: providerId("rfnd"), amount: request.amountPaise, status: "pending" };
    const listed: ListedRefund = { ...refund, paymentId: request.paymentId, receipt: request.receipt, notes: { ...request.notes } };
    this.refunds.set(request.idempotencyKey, listed);
    const event = {
      entity: "event",
      account_id: "acc_simulated",
      event: "refund.processed",
      contains: ["refund", "payment"],
      payload: {
        refund: {
          entity: {
            id: refund.id,
            entity: "refund",
            amount: request.amountPaise,
            currency: "INR",
            payment_id: request.paymentId,
            notes: request.notes,
            receipt: request.receipt,
            status: "processed",
            speed_processed: "normal",
            speed_requested: "normal",
            created_at: Math.floor(Date.now() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const body = Buffer.from(JSON.stringify(event));
    // Processed at once: asked again with the same key, it answers so, as Razorpay's would.
    listed.status = "processed";
    try {
      await this.webhookSink?.(body, webhookSignature(body, this.webhookSecret), providerId("evt"));
    } catch (err) {
      console.error(`Simulated refund.processed webhook for ${refund.id} failed:`, err);
    }
    return refund;
  }

  /**
   * The test dialog's 'Pay': the payment is captured — recorded as the provider's own, before the
   * page hears of it — and answered as Razorpay's checkout hands it to the page, correctly signed.
   */
  async pay(orderId: string, amountPaise: number) {
    const paymentId = providerId("pay");
    await this.ds?.getRepository(SimulatedPayment).insert({ id: paymentId, orderId, amount: amountPaise, status: "captured" });
    return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, this.keySecret) };
  }

  /** The refunds it took for a payment, newest first, as Razorpay lists them. */
  refundsOf(paymentId: string): Promise<ListedRefund[]> {
    return Promise.resolve([...this.refunds.values()].filter((r) => r.paymentId === paymentId).reverse());
  }

  /**
   * What became of a refund it took, as the provider decides it (the bank refused it, say): a test's
   * hand on the outside service. Sends no webhook.
   */
  settleRefund(providerRefundId: string, status: ProviderRefund["status"]): void {
    for (const r of this.refunds.values()) if (r.id === providerRefundId) r.status = status;
  }

  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const rows = (await this.ds?.getRepository(SimulatedPayment).find({ where: { orderId: providerOrderId }, order: { createdAt: "ASC", id: "ASC" } })) ?? [];
    return rows.map((p) => ({ id: p.id, orderId: p.orderId, status: p.status, amount: p.amount, currency: "INR" }));
  }

  /**
   * A payment the bank declined (as a test declines one; the dialog's 'Simulate failure' stays in the page): recorded as
   * failed, as Razorpay keeps a failed payment, so that a payment.failed event about it is believed.
   * Answers its id.
   */
  async decline(orderId: string, amountPaise: number): Promise<string> {
    const paymentId = providerId("pay");
    await this.ds?.getRepository(SimulatedPayment).insert({ id: paymentId, orderId, amount: amountPaise, status: "failed" });
    return paymentId;
  }

  async capturedPayment(providerOrderId: string): Promise<CapturedPayment | null> {
    const paid = await this.ds
      ?.getRepository(SimulatedPayment)
      .findOne({ where: { orderId: providerOrderId, status: "captured" }, order: { createdAt: "ASC", id: "ASC" } });
    return paid ? { id: paid.id, amount: paid.amount } : null;
  }

  async payment(paymentId: string): Promise<ProviderPayment | null> {
    const paid = await this.ds?.getRepository(SimulatedPayment).findOneBy({ id: paymentId });
    return paid ? { id: paid.id, orderId: paid.orderId, status: paid.status, amount: paid.amount, currency: "INR" } : null;
  }
}

export interface LiveProviderOptions {
  /** How the SDK module is loaded (a test gives a loader that fails first). */
  load?: () => Promise<{ default: typeof Razorpay }>;
  /** Where the SDK's requests go instead of https://api.razorpay.com (a test's local server). */
  apiUrl?: string;
  /** How long a request may take before it is ended unanswered: PROVIDER_TIMEOUT_MS unless a test says less. */
  timeoutMs?: number;
}

/** The SDK's own HTTP client (an axios instance): the SDK sets no timeout and takes no per-call headers. */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number; headers: { common: Record<string, string> } };
  interceptors: { request: { use(onRequest: (config: { signal?: unknown }) => { signal?: unknown }): number } };
}
function sdkHttp(client: Razorpay): SdkHttp {
  return (client as unknown as { api: { rq: SdkHttp } }).api.rq;
}

export class LiveProvider implements PaymentProvider {
  readonly mode = "live" as const;
  readonly scriptUrl = "https://checkout.razorpay.com/v1/checkout.js";
  private sdk?: Promise<Razorpay>;

  /** How the SDK module is loaded (a test gives a loader that fails first). */
  private readonly load: () => Promise<{ default: typeof Razorpay }>;
  /** Where the SDK's requests go: Razorpay's API, or a test's local server. */
  private readonly apiUrl: string | undefined;
  /** Every request to Razorpay ends within this (PROVIDER_TIMEOUT_MS). */
  readonly timeoutMs: number;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    options: LiveProviderOptions = {},
  ) {
    this.load = options.load ?? (() => import("razorpay"));
    this.apiUrl = options.apiUrl;
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  /**
   * An SDK client whose every request ends within `timeoutMs`: axios's `timeout` (the SDK sets none)
   * ends a request whose socket stays silent, and a signal made for each request ends one whose answer
   * trickles in. Ended, it has no answer: the SDK then throws, and the caller treats it as unreachable.
   */
  private client(Sdk: typeof Razorpay): Razorpay {
    const client = new Sdk({ key_id: this.keyId, key_secret: this.keySecret });
    const http = sdkHttp(client);
    if (this.apiUrl) http.defaults.baseURL = this.apiUrl;
    http.defaults.timeout = this.timeoutMs;
    http.interceptors.request.use((config) => {
      config.signal ??= AbortSignal.timeout(this.timeoutMs);
      return config;
    });
    return client;
  }

  /** The SDK is loaded with the first order, not at start; a load that failed is forgotten, so the next order tries again. */
  private razorpay(): Promise<Razorpay> {
    this.sdk ??= this.load().then(
      ({ default: Sdk }) => this.client(Sdk),
      (err: unknown) => {
        this.sdk = undefined;
        throw err;
      },
    );
    return this.sdk;
  }

  /**
   * `payments.fetch`: the payment as Razorpay holds it (Razorpay's integration checklist: check its
   * status and amount before fulfilling). An id Razorpay does not know is null; any other failure throws.
   */
  async payment(paymentId: string): Promise<ProviderPayment | null> {
    let p;
    try {
      p = await (await this.razorpay()).payments.fetch(paymentId);
    } catch (err) {
      const status = (err as { statusCode?: number })?.statusCode;
      if (status === 400 || status === 404) return null;
      console.error("Razorpay payment fetch failed:", err);
      throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment service is not reachable right now. Please try again in a minute.");
    }
    return { id: p.id, orderId: p.order_id ?? null, status: p.status, amount: Number(p.amount), currency: p.currency };
  }

  /**
   * `payments.refund` with amount, receipt and notes, through a client carrying the refund's idempotency
   * key. Razorpay's refusal (a 4xx with its reason) is an AppError: the refund was not made. Anything
   * else (no answer, a timeout, a 5xx, a 409 while the same key is in progress) is thrown as it is: the
   * outcome is unknown, and the same request with the same key, sent again, answers it.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const { default: Sdk } = await this.load();
      const client = refundClient(this.client(Sdk), request.idempotencyKey);
      const refund = await client.payments.refund(request.paymentId, refundParams(request));
      return { id: refund.id, amount: Number(refund.amount), status: refund.status };
    } catch (err) {
      console.error("Razorpay refund failed:", err);
      const { statusCode, error } = (err ?? {}) as { statusCode?: number; error?: { description?: string } };
      if (error?.description && statusCode && statusCode >= 400 && statusCode < 500 && statusCode !== 409)
        throw new AppError("PAYMENT_PROVIDER_ERROR", `Razorpay refused the refund: ${error.description}`);
      throw err instanceof Error ? err : new Error(`Razorpay gave no answer to the refund (${statusCode ?? "no response"})`);
    }
  }

  /** `payments.fetchMultipleRefund`, page by page: the payment's refunds with their receipts and notes. */
  async refundsOf(paymentId: string): Promise<ListedRefund[]> {
    const sdk = await this.razorpay();
    const all: ListedRefund[] = [];
    for (let page = 0; page < REFUND_PAGES; page++) {
      const { items } = await sdk.payments.fetchMultipleRefund(paymentId, { count: 100, skip: page * 100 });
      for (const r of items)
        all.push({
          id: r.id,
          amount: Number(r.amount),
          status: r.status,
          paymentId: r.payment_id,
          receipt: r.receipt ?? null,
          notes: Object.fromEntries(Object.entries(r.notes ?? {}).map(([k, v]) => [k, String(v)])),
        });
      if (items.length < 100) break;
    }
    return all;
  }

  /** `orders.fetchPayments`: every payment of the order, in any state. */
  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const { items } = await (await this.razorpay()).orders.fetchPayments(providerOrderId);
    return items.map((p) => ({ id: p.id, orderId: p.order_id ?? null, status: p.status, amount: Number(p.amount), currency: p.currency }));
  }

  /** `orders.fetchPayments`: the order's payments; the captured one, if any. A provider that cannot be reached throws. */
  async capturedPayment(providerOrderId: string): Promise<CapturedPayment | null> {
    const { items } = await (await this.razorpay()).orders.fetchPayments(providerOrderId);
    const captured = items.find((p) => p.status === "captured");
    return captured ? { id: captured.id, amount: Number(captured.amount) } : null;
  }

  async createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder> {
    try {
      const order = await (await this.razorpay()).orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    } catch (err) {
      console.error("Razorpay order creation failed:", err);
      throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment service is not reachable right now. Please try again in a minute.");
    }
  }
}

/**
 * An SDK client made for one refund, sending the X-Refund-Idempotency header that Razorpay's refunds
 * API reads. The SDK has no per-call headers and keeps only an allow-list of constructor headers
 * (X-Razorpay-Account, Content-Type), so the header is set on this client's own HTTP instance.
 */
export function refundClient(client: Razorpay, idempotencyKey: string): Razorpay {
  if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) throw new Error(`Razorpay idempotency keys are 10 or more letters, digits, - and _: ${idempotencyKey}`);
  sdkHttp(client).defaults.headers.common["X-Refund-Idempotency"] = idempotencyKey;
  return client;
}

/** The body of `payments.refund`: the amount in paise, a normal-speed refund, our receipt and notes. */
export function refundParams(request: RefundRequest) {
  return { amount: request.amountPaise, speed: "normal" as const, receipt: request.receipt, notes: request.notes };
}

export function createPaymentProvider(config: AppConfig["payments"], ds?: DataSource): PaymentProvider {
  return config.mode === "live"
    ? new LiveProvider(config.keyId, config.keySecret)
    : new SimulatedProvider(config.keyId, config.keySecret, config.webhookSecret ?? "", ds);
}
