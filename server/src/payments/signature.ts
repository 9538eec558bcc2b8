/**
 * Razorpay's signatures: a payment is `HMAC-SHA256(order_id + "|" + payment_id)` with the key
 * secret; a webhook is `HMAC-SHA256(raw body)` with the webhook secret. Both hex, compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
}

export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

export function verifyPaymentSignature(orderId: string, paymentId: string, signature: unknown, keySecret: string): boolean {
  return sameHex(paymentSignature(orderId, paymentId, keySecret), signature);
}

export function verifyWebhookSignature(rawBody: Buffer, signature: unknown, webhookSecret: string): boolean {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
