// What a detail page shows when it could not read its data (issue 43): its 'could not load' message,
// marked so that the server answers 503 (with Retry-After and noindex, never kept) rather than
// keeping the message as the page for every visitor and crawler.
import type { ReactNode } from "react";
import { useUnavailableStatus } from "./page-title";

export function Unavailable({ children }: { children: ReactNode }) {
  useUnavailableStatus();
  return <>{children}</>;
}
