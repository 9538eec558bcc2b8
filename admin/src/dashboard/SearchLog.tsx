/**
 * Issue 46, under Analytics: what visitors searched for in the last 30 days, and what found nothing
 * (what people look for that is not in the shop yet), with counts, most first. Only the words and
 * the day are kept by the server (docs/search.md, "The search log").
 */
import { useDataProvider } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { AdminDataProvider } from "../dataProvider";
import { LoadState } from "../layout/LoadState";

interface SearchCount {
  query: string;
  count: number;
  lastSearchedOn: string;
}

/** '2026-11-26' → '26 Nov 2026' (a day in India as the server keeps it; no time zone to convert). */
const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function SearchTable(props: { id: string; title: string; note: string; rows: SearchCount[]; countLabel: string; empty: string }) {
  const headingId = `${props.id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={props.title}
        subheader={props.note}
        slotProps={{ title: { variant: "h6", component: "h2", id: headingId }, subheader: { variant: "body2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {props.rows.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <Table size="small" aria-labelledby={headingId} data-testid={props.id}>
            <TableHead>
              <TableRow>
                <TableCell>Search</TableCell>
                <TableCell align="right">{props.countLabel}</TableCell>
                <TableCell align="right">Last</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {props.rows.map((r) => (
                <TableRow key={r.query}>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>{r.query}</TableCell>
                  <TableCell align="right">{r.count.toLocaleString("en-IN")}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {dayText(r.lastSearchedOn)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function SearchLog() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ["searchLog"], queryFn: async () => (await dataProvider.searchLog()).data });
  return (
    <LoadState loading={isPending} failed={!!error} loadingText="Loading the searches…" failedText="Failed to load the searches" onRetry={() => void refetch()}>
      {data && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
          <SearchTable
            id="top-searches"
            title="Top searches (last 30 days)"
            note="What visitors searched for on the site, found or not."
            rows={data.topSearches}
            countLabel="Searches"
            empty="No searches yet"
          />
          <SearchTable
            id="searches-without-results"
            title="Searches that found nothing"
            note="In the last 30 days: what people look for that the site does not have (yet)."
            rows={data.searchesWithoutResults}
            countLabel="Searches"
            empty={data.topSearches.length ? "Every search found something." : "No searches yet"}
          />
        </Box>
      )}
    </LoadState>
  );
}
