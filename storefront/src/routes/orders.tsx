// /orders, 'My Orders' (spec §2 "Orders pages"): the orders paid in this browser, whose ids are
// kept in localStorage `myOrders`; other orders can be found by mobile number.
import { useQuery } from "@apollo/client/react";
import { PackageOpen, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { OrderCard } from "../components/orders/OrderCard";
import { graphql } from "../gql";
import { useT } from "../i18n";
import { readMyOrders } from "../lib/my-orders";
import { usePageTitle } from "../lib/page-title";

const MyOrdersQuery = graphql(`
  query MyOrders($orderIds: [String!]!) {
    ordersByIds(orderIds: $orderIds) {
      ...OrderCard_order
    }
  }
`);

function EmptyState() {
  const t = useT();
  return (
    <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-card ring-1 ring-ink/5">
      <PackageOpen className="mx-auto size-12 text-forest/60" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold text-forest-800">{t("orders.noneHeading")}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{t("orders.noneText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/shop" className="btn btn-primary">
          {t("orders.browseShop")}
        </Link>
        <Link to="/order-history" className="btn btn-outline">
          {t("orders.findByMobile")}
        </Link>
      </div>
    </div>
  );
}

export default function MyOrdersRoute() {
  const t = useT();
  usePageTitle(t("orders.title"));
  const [orderIds] = useState(() => readMyOrders());
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { orderIds },
    skip: orderIds.length === 0,
    fetchPolicy: "cache-and-network",
  });
  const orders = data?.ordersByIds ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <h1 className="text-3xl font-semibold text-forest-800 sm:text-4xl">{t("orders.title")}</h1>
      <p className="mt-2 text-ink-muted">
        {t("orders.lead")}{" "}
        <Link to="/order-history" className="font-medium text-forest underline-offset-2 hover:underline">
          {t("orders.searchByMobile")}
        </Link>
      </p>

      <div className="mt-8">
        {orderIds.length === 0 ? (
          <EmptyState />
        ) : loading && !data ? (
          <p className="py-12 text-center text-ink-muted" aria-busy="true">
            {t("orders.loading")}
          </p>
        ) : error && !data ? (
          <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-card">
            <p className="text-lg font-medium">{t("orders.loadFailed")}</p>
            <button type="button" className="btn btn-outline mt-6" onClick={() => void refetch().catch(() => undefined)}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t("shop.tryAgain")}
            </button>
          </div>
        ) : orders.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="space-y-6">
            {orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
