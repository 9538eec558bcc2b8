export interface PaymentReviewRecord {
  id: string;
  orderId: number;
  bookingGroupId: string;
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  expectedPaise: number;
  reason: "amount_mismatch" | "second_capture" | "order_not_payable";
  state: "open" | "refunding" | "refunded";
  refundId: string | null;
  /** Why the last refund failed (the money is held again and it can be refunded again), or null. */
  refundFailure: string | null;
  refundedBy: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/** Why the payment is not an order's payment, as the owner reads it. */
export const REASON_LABELS: Record<PaymentReviewRecord["reason"], string> = {
  amount_mismatch: "Amount does not match",
  second_capture: "Order already paid",
  order_not_payable: "Order can no longer be paid",
};

export const STATE_LABELS: Record<PaymentReviewRecord["state"], string> = {
  open: "To refund",
  refunding: "Refunding…",
  refunded: "Refunded",
};
