/**
 * The payment provider behind one interface (DESIGN.md "Payments"): `live` creates orders with the
 * razorpay SDK and the browser loads Razorpay's checkout.js; `simulated` creates `order_…` ids
 * locally and the browser loads our own checkout script with the same `window.Razorpay` interface,
 * whose payments are signed here with the simulated key secret. Verification is the same for both.
 */
import { randomBytes } from "node:crypto";
import type Razorpay from "razorpay";
import type { AppConfig } from "../config/config.js";
import { AppError } from "../http/errors.js";
import { paymentSignature } from "./signature.js";

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly mode: "live" | "simulated";
  readonly keyId: string;
  /** The checkout script the storefront loads. */
  readonly scriptUrl: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder>;
}

const ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay-style id: prefix and 14 alphanumerics. */
export function providerId(prefix: "order" | "pay"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUM[b % ALPHANUM.length]).join("")}`;
}

export class SimulatedProvider implements PaymentProvider {
  readonly mode = "simulated" as const;
  readonly scriptUrl = "/payments/simulated-checkout.js";

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
  ) {}

  async createOrder(amountPaise: number): Promise<ProviderOrder> {
    return { id: providerId("order"), amount: amountPaise, currency: "INR" };
  }

  /** What Razorpay's checkout hands the page after a successful payment, correctly signed. */
  pay(orderId: string) {
    const paymentId = providerId("pay");
    return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, this.keySecret) };
  }
}

export class LiveProvider implements PaymentProvider {
  readonly mode = "live" as const;
  readonly scriptUrl = "https://checkout.razorpay.com/v1/checkout.js";
  private sdk?: Promise<Razorpay>;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
  ) {}

  /** The SDK is loaded with the first order, not at start. */
  private razorpay(): Promise<Razorpay> {
    this.sdk ??= import("razorpay").then(({ default: Sdk }) => new Sdk({ key_id: this.keyId, key_secret: this.keySecret }));
    return this.sdk;
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

export function createPaymentProvider(config: AppConfig["payments"]): PaymentProvider {
  return config.mode === "live" ? new LiveProvider(config.keyId, config.keySecret) : new SimulatedProvider(config.keyId, config.keySecret);
}
