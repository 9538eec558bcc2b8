// 'My Orders' (spec §2 "Orders pages"): the ids of the orders paid in this browser, kept in
// localStorage under `myOrders`, newest first, at most 20 (the server's ordersByIds limit).
export const MY_ORDERS_STORAGE_KEY = "myOrders";
export const MY_ORDERS_LIMIT = 20;

export function readMyOrders(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MY_ORDERS_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === "string" && id.length > 0).slice(0, MY_ORDERS_LIMIT);
  } catch {
    return [];
  }
}

export function rememberOrder(orderId: string, storage: Storage | undefined = globalThis.localStorage): void {
  const ids = [orderId, ...readMyOrders(storage).filter((id) => id !== orderId)].slice(0, MY_ORDERS_LIMIT);
  try {
    storage?.setItem(MY_ORDERS_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    /* storage unavailable: the order can still be found by mobile number */
  }
}
