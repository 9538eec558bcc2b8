/**
 * Moving an order on from the back office: the server's transitionOrderToState, then the toast of
 * the spec (admin §8) and a refresh of every order query (lists, counts, the record, its history).
 * A refusal says why: the server's message after the spec's text (e.g. someone else moved it first).
 */
import { useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import type { AdminDataProvider } from "../dataProvider";
import { useQueryClient } from "@tanstack/react-query";
import { userErrorMessage } from "../graphql/request";
import { DISPATCH_FAILED, MOVE_DONE, MOVE_FAILED } from "./statuses";

export interface Courier {
  courierName: string;
  trackingId: string;
}

export function useOrderMoves() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  /** Resolves true when the order moved. */
  async function move(orderId: string, to: string, courier?: Courier): Promise<boolean> {
    setBusy(orderId);
    try {
      await dataProvider.transitionOrder(orderId, to, courier);
      notify(MOVE_DONE[to] ?? `Order marked as ${to}`, { type: "success" });
      return true;
    } catch (error) {
      const failed = to === "dispatched" ? DISPATCH_FAILED : MOVE_FAILED;
      // The server's reason when it refused the move (someone moved it first, a courier missing, not
      // allowed…); a network failure or a server error gets the spec's text alone.
      const reason = userErrorMessage(error, "");
      notify(reason ? `${failed} ${reason}` : failed, { type: "error" });
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ predicate: (q) => ["Order", "orders", "dashboard"].includes(String(q.queryKey[0])) });
    }
  }

  return { move, busy };
}
