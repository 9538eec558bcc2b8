/** Cells of the portfolio table: thumbnail, category, base price, and the frames with their prices. */
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import { Box, IconButton, Tooltip, Typography } from "@mui/material";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import type { AdminDataProvider } from "../dataProvider";
import { errorMessage } from "../graphql/request";
import { formatPaise } from "@shop/money";
import { frameLabel, type FramePriceRecord, type PortfolioItemRecord } from "./types";

export function PortfolioThumbnail() {
  const record = useRecordContext<PortfolioItemRecord>();
  if (!record) return null;
  if (!record.image) {
    return <Box sx={{ width: 72, height: 54, borderRadius: 1, bgcolor: "action.hover" }} aria-label="No image" />;
  }
  return (
    <Box
      component="img"
      src={record.image.url}
      srcSet={record.image.srcset || undefined}
      sizes="72px"
      alt={`Thumbnail of ${record.title}`}
      loading="lazy"
      sx={{ width: 72, height: 54, objectFit: "cover", borderRadius: 1, display: "block", bgcolor: "#1a1a1a" }}
    />
  );
}

export function PortfolioCategory() {
  const record = useRecordContext<PortfolioItemRecord>();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2" component="div">
        {record.category?.name ?? "—"}
      </Typography>
      {record.subcategory && (
        <Typography variant="caption" component="div" color="text.secondary">
          {record.subcategory.name}
        </Typography>
      )}
    </Box>
  );
}

export function BasePrice() {
  const record = useRecordContext<PortfolioItemRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontWeight: 500 }}>
      {formatPaise(record.basePricePaise)}
    </Typography>
  );
}

/**
 * The frames of one print, one line each ("12x18 (Classic Black) ₹1,500.00") with 'Delete frame'
 * (spec: the table has a delete per item-frame). Deleting the last frame removes the print, and the
 * confirmation says so.
 */
export function FramePrices() {
  const record = useRecordContext<PortfolioItemRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<FramePriceRecord | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const frames = record.frames ?? [];
  const last = frames.length === 1;

  async function confirmDelete() {
    if (!pending || !record) return;
    setBusy(true);
    try {
      await dataProvider.deleteFramePrice(pending.id);
      notify(
        last
          ? `Frame ${frameLabel(pending)} deleted; “${record.title}” had no other frame and was removed from the portfolio`
          : `Frame ${frameLabel(pending)} deleted from “${record.title}”`,
        { type: "success" },
      );
      refresh();
    } catch (error) {
      notify(errorMessage(error, "Failed to delete frame"), { type: "error" });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  if (frames.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No frames
      </Typography>
    );
  return (
    <>
      <Box component="ul" aria-label={`Frames of ${record.title}`} sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
        {frames.map((frame) => (
          <Box component="li" key={frame.id} sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 260 }}>
            <Typography variant="body2" component="span" sx={{ flex: 1, whiteSpace: "nowrap" }}>
              <Box component="span" sx={{ fontWeight: 500 }}>
                {frame.size}
              </Box>{" "}
              <Box component="span" sx={{ color: "text.secondary" }}>
                ({frame.name})
              </Box>
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {formatPaise(frame.pricePaise)}
            </Typography>
            <Tooltip title="Delete frame">
              <IconButton
                size="small"
                color="error"
                aria-label={`Delete frame ${frameLabel(frame)} of ${record.title}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setPending(frame);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title="Delete frame"
        content={
          pending
            ? last
              ? `${frameLabel(pending)} is the only frame of “${record.title}”, so the print goes with it and leaves the shop. This action cannot be undone.`
              : `${frameLabel(pending)} at ${formatPaise(pending.pricePaise)} will no longer be offered for “${record.title}”. This action cannot be undone.`
            : ""
        }
        confirm="Delete frame"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => !busy && setPending(null)}
      />
    </>
  );
}
