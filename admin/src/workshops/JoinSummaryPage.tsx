/**
 * The Workshop Join Summary (spec admin §2 "Workshops tab", §3 "Workshop join summary"): per
 * workshop, the people joined and the seats left. Clicking a row (or Enter on it) opens the
 * participants: name, phone, people, address and date, or 'No participants found.'; there the
 * owner exports them as CSV or removes one (asks first), which frees their seats.
 */
import { useState } from "react";
import { Title, useDataProvider, useNotify } from "react-admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Box, Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { AdminDataProvider } from "../dataProvider";
import { LoadState } from "../layout/LoadState";
import { ParticipantsDialog } from "./ParticipantsDialog";

export const SUMMARY_KEY = ["workshops", "join-summary"];

export function JoinSummaryPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: async () => (await dataProvider.workshopJoinSummary()).data,
  });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Workshop Join Summary" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Workshop Join Summary
      </Typography>
      <LoadState
        loading={isPending}
        failed={!!error}
        loadingText="Loading the join summary…"
        failedText="Failed to load workshops"
        onRetry={() => void refetch()}
      >
        {data.length === 0 ? (
          <Typography color="text.secondary">No workshops yet.</Typography>
        ) : (
          <Card variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Workshop Join Summary">
                <TableHead>
                  <TableRow>
                    <TableCell>Workshop</TableCell>
                    <TableCell>Travel date</TableCell>
                    <TableCell align="right">Total people</TableCell>
                    <TableCell align="right">Seats left</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((row) => {
                    const openRow = () => setOpen({ id: row.workshopId, title: row.workshopTitle });
                    return (
                      <TableRow
                        key={row.workshopId}
                        hover
                        tabIndex={0}
                        aria-label={`${row.workshopTitle}: ${row.totalPeople} people, open participants`}
                        onClick={openRow}
                        onKeyDown={(e) => {
                          if (e.key === "Enter" || e.key === " ") {
                            e.preventDefault();
                            openRow();
                          }
                        }}
                        sx={{ cursor: "pointer" }}
                      >
                        <TableCell sx={{ fontWeight: 500 }}>{row.workshopTitle}</TableCell>
                        <TableCell sx={{ whiteSpace: "nowrap" }}>{row.travelDate ?? "—"}</TableCell>
                        <TableCell align="right">{row.totalPeople}</TableCell>
                        <TableCell align="right">
                          <Chip
                            size="small"
                            label={row.seatsLeft === 0 ? "Full" : `${row.seatsLeft} of ${row.maxParticipants}`}
                            color={row.seatsLeft === 0 ? "error" : "default"}
                            variant={row.seatsLeft === 0 ? "filled" : "outlined"}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        )}
      </LoadState>
      {open && (
        <ParticipantsDialog
          workshopId={open.id}
          title={open.title}
          onClose={() => setOpen(null)}
          onChanged={() => {
            void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
            void queryClient.invalidateQueries({ queryKey: ["Workshop"] });
          }}
          onError={(message) => notify(message, { type: "error" })}
        />
      )}
    </Box>
  );
}
