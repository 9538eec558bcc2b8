/**
 * Tax report (Settings › Tax report): the month's invoices with the GSTR-1 summaries as a CSV for
 * the accountant, from GET /auth/api/tax-report?month=YYYY-MM.
 */
import { useState, type FormEvent } from "react";
import { Title, useLogoutIfAccessDenied, useNotify } from "react-admin";
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, TextField, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/DownloadOutlined";
import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import { toIndiaLocal } from "../lib/indiaTime";
import { getToken } from "../session/session";

/** This month in India, as YYYY-MM. */
const thisMonth = () => toIndiaLocal(new Date().toISOString()).slice(0, 7);

export function TaxReportPage() {
  const notify = useNotify();
  // A refusal for an ended session sends the owner to sign in, as every data provider call does.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(`/auth/api/tax-report?month=${encodeURIComponent(month)}`, { headers: { authorization: `Bearer ${getToken() ?? ""}` } });
      if (res.status === 401) await logoutIfAccessDenied({ status: 401 });
      if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? "Failed to download the tax report");
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = `tax-report-${month}.csv`;
      a.click();
      URL.revokeObjectURL(url);
      notify("Tax report downloaded", { type: "success" });
    } catch (error) {
      notify(error instanceof Error ? error.message : "Failed to download the tax report", { type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Tax report" />
      <Card sx={{ maxWidth: 640 }}>
        <CardHeader
          avatar={<ReceiptIcon color="primary" />}
          title="Tax report"
          subheader="Every invoice of a month, with the HSN summary and the summary by place of supply and rate (GSTR-1)."
          slotProps={{ title: { variant: "h6", component: "h2" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component="form" onSubmit={download} aria-label="Tax report" sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap" }}>
            <TextField
              label="Month"
              type="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || !month}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            >
              Download CSV
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Months are India time. Amounts are in rupees.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
