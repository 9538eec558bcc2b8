/**
 * A table that may be wider than a phone scrolls inside this box, never the page. The box is a named
 * region in the tab order, so that a keyboard can scroll it too when no link or button inside can take
 * the focus (axe's scrollable-region-focusable). Positioned, so that a visually hidden header (absolutely
 * placed) stays inside it instead of widening the page.
 */
import type { ReactNode } from "react";
import { Box } from "@mui/material";

export function TableScroller(props: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={props.label}
      tabIndex={0}
      sx={{ position: "relative", overflowX: "auto", "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}
    >
      {props.children}
    </Box>
  );
}
