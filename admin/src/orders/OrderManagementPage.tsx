/**
 * Order Management (spec admin §2): the paid orders, newest first, 5 per page, filtered by status
 * (all / new / processing / dispatched / delivered, each with its count from the server) and found
 * by mobile number or booking id. Changing the filter or the search goes back to page 1. The
 * filter, search and page live in the address (/orders?status=new&page=2), so a link can open them.
 */
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { Title, useDataProvider, useGetList } from "react-admin";
import { errorMessage } from "../graphql/request";
import { useQuery } from "@tanstack/react-query";
import { Box, Button, Card, CardContent, InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import type { AdminDataProvider } from "../dataProvider";
import { LoadState } from "../layout/LoadState";
import { OrderCard } from "./OrderCard";
import { OrderPagination } from "./OrderPagination";
import { FILTER_LABELS, FILTERS, type StatusFilter } from "./statuses";
import type { OrderRecord } from "./types";

export const PER_PAGE = 5;

/** The count per status, shared with the dashboard through the query cache. */
export function useOrderCounts() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ["orders", "counts"], queryFn: async () => (await dataProvider.orderStatusCounts()).data });
}

export function OrderManagementPage() {
  const [params, setParams] = useSearchParams();
  const status: StatusFilter = (FILTERS as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as StatusFilter) : "all";
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(q);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const counts = useOrderCounts();
  const { data, total, isPending, error, refetch } = useGetList<OrderRecord>("Order", {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: "paidAt", order: "DESC" },
    filter: { ...(status !== "all" ? { status } : {}), ...(q ? { q } : {}) },
  });
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || null, page: null });
  };

  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 960 }}>
      <Title title="Orders" />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ justifyContent: "space-between", alignItems: { md: "center" } }}>
        <Typography variant="h5" component="h1">
          Order Management
        </Typography>
        {/* On a phone the field takes the row and its buttons wrap under it. */}
        <Box component="form" role="search" onSubmit={onSearch} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <TextField
            size="small"
            label="Mobile number or booking ID"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: { xs: "1 1 100%", sm: "0 1 260px" }, minWidth: { sm: 260 } }}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
          {q && (
            <Button
              onClick={() => {
                setSearch("");
                update({ q: null, page: null });
              }}
            >
              Clear
            </Button>
          )}
        </Box>
      </Stack>

      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={status}
        onChange={(_, value: StatusFilter | null) => value && update({ status: value === "all" ? null : value, page: null })}
        aria-label="Order status"
        sx={{ flexWrap: "wrap" }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ textTransform: "none", gap: 1, color: "text.primary" }}>
            {FILTER_LABELS[f]}
            <Box component="span" sx={{ px: 0.75, borderRadius: 10, bgcolor: "rgba(0, 0, 0, 0.08)", fontSize: 12, fontWeight: 700, minWidth: 20 }}>
              {counts.data ? counts.data[f] : "…"}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <LoadState
        loading={isPending}
        failed={!!error}
        loadingText="Loading orders…"
        failedText={errorMessage(error, "Failed to load orders")}
        onRetry={() => void refetch()}
      >
        {data && data.length === 0 ? (
          <Card variant="outlined">
            <CardContent>
              <Typography>
                {q ? `No orders found for “${q}”.` : status === "all" ? "No paid orders yet." : `No ${FILTER_LABELS[status].toLowerCase()} orders.`}
              </Typography>
            </CardContent>
          </Card>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {total} {total === 1 ? "order" : "orders"} · page {page} of {pages}
            </Typography>
            {data?.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </LoadState>

      <OrderPagination page={Math.min(page, pages)} pages={pages} onChange={(p) => update({ page: p === 1 ? null : String(p) })} />
    </Box>
  );
}
