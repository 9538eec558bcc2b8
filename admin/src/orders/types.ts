/** An order as the order pages read it (the fields of ORDER_FIELDS in dataProvider). */
export interface OrderLineRecord {
  id: string;
  title: string;
  quantity: number;
  frameSize: string;
  frameName: string;
  amountPaise: number;
  imageUrl: string | null;
  /** Issue 45: the certificates of its numbered prints, by number, void ones too; empty for an open edition. */
  certificates?: LineCertificateRecord[];
}

export interface LineCertificateRecord {
  number: number;
  /** The edition's size when the print was sold (25 in 'No. 7 / 25'). */
  editionSize: number;
  code: string;
  /** The signed link of its PDF. */
  url: string;
  void: boolean;
}

export interface OrderRecord {
  id: string;
  bookingGroupId: string;
  providerOrderId: string | null;
  status: string;
  nextStatuses: string[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  pincode: string;
  /** The language of the page the order was placed from: the buyer's mails are in it (issue 30). */
  language?: "en" | "ta";
  /** What was paid: the lines' sum less the discount. */
  amountPaise: number;
  /** The discount code's discount (0 without one) and the code. */
  discountPaise: number;
  discountCode: string | null;
  paidAt: string | null;
  createdAt: string;
  courierName: string | null;
  trackingId: string | null;
  /** GST code of the delivery state (the place of supply). */
  stateCode: string;
  /** Given when the order is paid; the link opens its PDF. */
  invoiceNumber: string | null;
  invoiceUrl: string | null;
  lines: OrderLineRecord[];
  /** Whether the owner can cancel it now (new or processing). */
  canCancel: boolean;
  /** Refunds pending or processed, in paise. */
  refundedPaise: number;
  refunds: RefundRecord[];
}

export interface RefundRecord {
  id: string;
  amountPaise: number;
  status: string;
  statusLabel: string;
  reason: string;
  createdAt: string;
  creditNoteNumber: string | null;
  creditNoteUrl: string | null;
}
