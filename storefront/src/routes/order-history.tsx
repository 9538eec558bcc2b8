// /order-history (spec §2 "Orders pages", §5 "Order search"): orders found for a mobile number.
// The search is disabled while the number is blank. The server limits how often it answers.
// Delivered orders offer 'Reorder', which puts their prints back in the cart.
import { useLazyQuery } from "@apollo/client/react";
import { Loader2, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { OrderCard } from "../components/orders/OrderCard";
import { ReorderButton } from "../components/orders/ReorderButton";
import { graphql } from "../gql";
import { useLocale, useT } from "../i18n";
import { apiError, visitorMessage } from "../lib/errors";
import { usePageTitle } from "../lib/page-title";

const OrderHistoryQuery = graphql(`
  query OrderHistory($mobile: String!) {
    ordersByMobile(mobile: $mobile) {
      ...OrderCard_order
    }
  }
`);

export default function OrderHistoryRoute() {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t("history.title"));
  const id = useId();
  const [mobile, setMobile] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [search, { data, loading, error }] = useLazyQuery(OrderHistoryQuery, { fetchPolicy: "network-only" });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = mobile.trim();
    if (!number) return;
    setSearched(number);
    search({ variables: { mobile: number } }).catch(() => undefined);
  };

  const problem = error ? apiError(error) : undefined;
  const orders = error ? [] : (data?.ordersByMobile ?? []);
  const [noneBefore, noneAfter] = t("history.noneText", { mobile: "\u0000" }).split("\u0000");

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <h1 className="text-3xl font-semibold text-forest-800 sm:text-4xl">{t("history.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("history.lead")}</p>

      <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <div className="flex-1">
          <label htmlFor={`${id}-mobile`} className="field-label">
            {t("history.mobile")}
          </label>
          <input
            id={`${id}-mobile`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="field"
            placeholder={t("history.placeholder")}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary sm:px-8" disabled={!mobile.trim() || loading}>
          {loading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Search className="size-4" aria-hidden="true" />}
          {t("history.search")}
        </button>
      </form>

      <div className="mt-10" aria-live="polite">
        {searched === null || loading ? null : problem?.code === "TOO_MANY_REQUESTS" ? (
          <p role="alert" className="rounded-xl bg-alert/10 px-4 py-3 text-alert">
            {visitorMessage(problem, locale, t)}
          </p>
        ) : error && !problem ? (
          <p role="alert" className="rounded-xl bg-alert/10 px-4 py-3 text-alert">
            {t("common.networkError")}
          </p>
        ) : orders.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink/5">
            <h2 className="text-2xl font-semibold text-forest-800">{t("history.noneHeading")}</h2>
            <p className="mt-2 text-ink-muted">
              {noneBefore}
              <span className="font-semibold text-ink tabular-nums">{searched}</span>
              {noneAfter}
            </p>
          </div>
        ) : (
          <div className="space-y-6">
            <p className="text-sm text-ink-muted">{t("history.count", { count: orders.length, mobile: searched })}</p>
            {orders.map((order) => (
              <OrderCard key={order.orderId} order={order} actions={order.status === "delivered" ? <ReorderButton order={order} /> : undefined} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
