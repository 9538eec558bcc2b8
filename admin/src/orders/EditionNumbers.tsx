/**
 * The edition numbers of an order line's limited-edition prints (issue 45), 'No. 7 / 25', each a
 * link to its certificate's PDF (the signed link the buyer has), opened in a new tab. A void one (its
 * order cancelled, or cancelled by the owner from the ledger) stays listed, struck through and
 * labelled 'void' in words, so that the owner sees which number the order once held.
 */
import { Box, Link } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import type { OrderLineRecord } from "./types";

export function EditionNumbers({ line }: { line: OrderLineRecord }) {
  const certificates = line.certificates ?? [];
  if (!certificates.length) return null;
  return (
    <Box
      component="ul"
      // A list styled without bullets loses its list role in Safari's VoiceOver: named again. Its name
      // has the frame size, for one print may be two lines of an order (two sizes).
      role="list"
      aria-label={`Edition numbers of ${line.title}, ${line.frameSize}`}
      sx={{ listStyle: "none", m: 0, mt: 0.5, p: 0, display: "flex", flexWrap: "wrap", gap: 0.75 }}
    >
      {certificates.map((c) => (
        <Box component="li" key={c.code}>
          <Link
            href={c.url}
            target="_blank"
            rel="noopener"
            underline="hover"
            variant="body2"
            sx={{
              display: "inline-block",
              px: 1,
              py: 0.25,
              border: 1,
              borderColor: "divider",
              borderRadius: 4,
              whiteSpace: "nowrap",
              ...(c.void && { color: "text.secondary", borderStyle: "dashed" }),
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              Certificate{" "}
            </Box>
            <Box component="span" sx={c.void ? { textDecoration: "line-through" } : undefined}>
              No. {c.number} / {c.editionSize}
            </Box>
            {c.void && " (void)"}
            <Box component="span" sx={visuallyHidden}>
              {" (PDF, opens in a new tab)"}
            </Box>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
