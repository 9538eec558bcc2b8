/** The buttons that move an order on: those of the server's `nextStatuses`, dispatch through its dialog. */
import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { DispatchDialog } from "./DispatchDialog";
import { MOVE_BUTTONS } from "./statuses";
import type { OrderRecord } from "./types";
import { useOrderMoves } from "./useOrderMoves";

export function OrderActions({ order }: { order: Pick<OrderRecord, "id" | "bookingGroupId" | "nextStatuses"> }) {
  const { move, busy } = useOrderMoves();
  const [dispatching, setDispatching] = useState(false);
  const moves = order.nextStatuses.filter((s) => MOVE_BUTTONS[s]);
  if (!moves.length) return null;
  return (
    <Stack direction="row" spacing={1}>
      {moves.map((to) => (
        <Button
          key={to}
          variant="contained"
          size="small"
          disabled={busy === order.id}
          onClick={() => (to === "dispatched" ? setDispatching(true) : void move(order.id, to))}
        >
          {MOVE_BUTTONS[to]}
        </Button>
      ))}
      {dispatching && (
        <DispatchDialog
          open
          bookingGroupId={order.bookingGroupId}
          busy={busy === order.id}
          onClose={() => setDispatching(false)}
          onDispatch={async (courier) => {
            if (await move(order.id, "dispatched", courier)) setDispatching(false);
          }}
        />
      )}
    </Stack>
  );
}
