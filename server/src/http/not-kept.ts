/**
 * A mark on an answer that a response cache must not keep (a page the server could not draw as
 * asked). It lives with the HTTP helpers, which set it, so that they need not import the cache
 * (cache/public-cache.ts) that reads it.
 */
import type { ServerResponse } from "node:http";

const NOT_KEPT = Symbol("not kept");

type Marked = ServerResponse & { [NOT_KEPT]?: true };

/** Marks an answer the cache must not keep. */
export function doNotKeep(res: ServerResponse): void {
  (res as Marked)[NOT_KEPT] = true;
}

/** Whether the answer was marked with `doNotKeep`. */
export function isNotKept(res: ServerResponse): boolean {
  return (res as Marked)[NOT_KEPT] === true;
}
