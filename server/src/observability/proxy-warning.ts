/**
 * Behind a proxy without TRUST_PROXY, every visitor has the proxy's address: the rate limits keyed on
 * the client's address then count everyone as one client (ten bad logins lock the owner out, twenty
 * order lookups block every buyer). The first request that carries X-Forwarded-For while TRUST_PROXY
 * is unset is warned about in the log, once.
 */
import type { IncomingMessage } from "node:http";
import type { Logger } from "./log.js";

/** Looks at each request (before any answer, cached ones included); warns the first time only. */
export function proxyWarning(logger: Logger, trustProxy: string | undefined): (req: IncomingMessage) => void {
  let warned = !!trustProxy;
  return (req) => {
    if (warned || req.headers["x-forwarded-for"] === undefined) return;
    warned = true;
    logger.warn(
      "A request came with X-Forwarded-For but TRUST_PROXY is unset: behind a proxy every visitor is one client to the rate limits. Set TRUST_PROXY to the proxy's address (loopback for nginx on this machine).",
    );
  };
}
