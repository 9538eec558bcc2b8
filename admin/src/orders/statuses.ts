/**
 * How the back office names and colours an order's status (spec admin §2 "Order Management", §4):
 * the filter's four fulfilment states, the badge of each (delivered is grey), the button that
 * moves an order on and the toast that says it did. The moves themselves are the server's: an
 * order answers `nextStatuses`, and only those buttons show.
 */
import { formatIndia } from "../lib/indiaTime";

export const FILTERS = ["all", "new", "processing", "dispatched", "delivered", "cancelled"] as const;
export type StatusFilter = (typeof FILTERS)[number];

export const FILTER_LABELS: Record<StatusFilter, string> = {
  all: "All",
  new: "New",
  processing: "Processing",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const STATUS_LABELS: Record<string, string> = {
  pending_payment: "Awaiting payment",
  new: "New",
  processing: "Processing",
  dispatched: "Dispatched",
  delivered: "Delivered",
  payment_failed: "Payment failed",
  cancelled: "Cancelled",
};

/** Badge colours: light grounds with dark text, readable at AA contrast. */
export const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  new: { bg: "#e3efff", fg: "#0b3d91" },
  processing: { bg: "#fff4d6", fg: "#6b4500" },
  dispatched: { bg: "#efe6fb", fg: "#4a2380" },
  delivered: { bg: "#ececec", fg: "#3d3d3d" },
};
export const OTHER_COLOURS = { bg: "#f4f4f4", fg: "#444444" };

/** The button of each move the owner can make. */
export const MOVE_BUTTONS: Record<string, string> = {
  processing: "Mark as Processing",
  dispatched: "Mark as Dispatched",
  delivered: "Mark as Delivered",
};

/** Spec admin §8: what the toasts say. */
export const MOVE_DONE: Record<string, string> = {
  processing: "Order marked as processing",
  dispatched: "Order marked as dispatched and courier info saved",
  delivered: "Order marked as delivered",
};
export const MOVE_FAILED = "Failed to update booking status";
export const DISPATCH_FAILED = "Failed to dispatch order. Please try again.";
export const COURIER_REQUIRED = "Please fill in courier name and tracking ID";

/** A date as the owner reads it, in India time: "12 Jan 2026, 6:45 am". */
export const formatDateTime = formatIndia;
