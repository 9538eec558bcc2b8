/** A newsletter campaign as the back office reads it. */
export interface CampaignRecord {
  id: string;
  status: "draft" | "sending" | "paused" | "sent";
  subject: string;
  preheader: string;
  html: string;
  blocks: string[];
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
  unsubscribes: number;
  createdAt: string;
  sentAt: string | null;
  /** Why it paused itself; null unless paused. */
  pausedReason: string | null;
  /** Its copies the mail server refused for good, by reason. */
  refusals: { refusal: string; count: number; example: string }[];
}

export const STATUS_LABELS: Record<CampaignRecord["status"], string> = { draft: "Draft", sending: "Sending", paused: "Paused", sent: "Sent" };

/** The catalogue's blocks a campaign may carry, filled when it is sent. */
export const BLOCK_CHOICES = [
  { id: "latest-prints", name: "Latest prints" },
  { id: "upcoming-workshops", name: "Upcoming workshops" },
  { id: "latest-posts", name: "Latest blog posts" },
];
