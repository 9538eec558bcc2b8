/**
 * The webhook events an endpoint may subscribe to, with what each carries. Import-free: the
 * storefront's /developers page shows the same list (alias @shop/integrations).
 */
export const WEBHOOK_EVENTS = [
  "order.paid",
  "order.status_changed",
  "order.cancelled",
  "refund.processed",
  "workshop.joined",
  "blog.comment_posted",
  "contact.received",
  "newsletter.subscribed",
  "edition.sold_out",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "order.paid": "An order's payment was verified: data is the order (amountPaise is what was paid, after discountPaise of its discountCode).",
  "order.status_changed":
    "An order moved (paid, processing, dispatched with its tracking id, delivered, cancelled): data is the order and its previous status.",
  "order.cancelled": "The owner cancelled a paid order (its refund follows): data is the order.",
  "refund.processed": "Razorpay processed a refund: data is the refund, its order and its credit note number.",
  "workshop.joined": "Someone joined a workshop or trip: data is the booking.",
  "blog.comment_posted": "A visitor commented on a blog post: data is the comment.",
  "contact.received": "A message came through the contact page: data is the message.",
  "newsletter.subscribed": "Someone subscribed to the newsletter and confirmed the address (double opt-in): data is the subscriber.",
  "edition.sold_out": "The last print of a limited edition was sold: data is the print (portfolioItemId, title, editionSize).",
};
