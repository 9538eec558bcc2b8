/** An order's status as a coloured badge (spec admin §2: delivered is grey). */
import { Box } from "@mui/material";
import { OTHER_COLOURS, STATUS_COLOURS, STATUS_LABELS } from "./statuses";

export function OrderStatusBadge({ status }: { status: string }) {
  const { bg, fg } = STATUS_COLOURS[status] ?? OTHER_COLOURS;
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: "inline-block",
        px: 1.25,
        py: 0.25,
        borderRadius: 10,
        bgcolor: bg,
        color: fg,
        fontSize: 12.5,
        fontWeight: 700,
        lineHeight: 1.8,
        whiteSpace: "nowrap",
      }}
    >
      {STATUS_LABELS[status] ?? status}
    </Box>
  );
}
