/** A campaign's status as a chip: a draft grey, one sending amber, one paused red, one sent green. */
import { Chip } from "@mui/material";
import { STATUS_LABELS, type CampaignRecord } from "./types";

export function StatusChip({ status, size }: { status: CampaignRecord["status"]; size?: "small" | "medium" }) {
  return (
    <Chip
      size={size}
      label={STATUS_LABELS[status]}
      color={status === "sent" ? "success" : status === "sending" ? "warning" : status === "paused" ? "error" : "default"}
    />
  );
}
