/**
 * A list's cell for an instant in India time ('1 Nov 2026, 9:00 am', or '—' when there is none): when
 * a sale or a discount code starts or ends.
 */
import { useRecordContext } from "react-admin";
import { formatIndia } from "./indiaTime";

export function IndiaTimeField({ source }: { source: "startsAt" | "endsAt" }) {
  const r = useRecordContext<{ startsAt?: string | null; endsAt?: string | null }>();
  return r ? <>{formatIndia(r[source])}</> : null;
}
