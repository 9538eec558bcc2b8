/**
 * Timed sales between the API and the owner (issue 28): the API counts instants; the owner reads and
 * types India time. A sale without categories is on every print.
 */
import { fromIndiaLocal, toIndiaLocal } from "../lib/indiaTime";

export interface SaleRecord {
  id: string;
  name: string;
  percent: number;
  startsAt: string | null;
  endsAt: string | null;
  categoryIds: string[] | null;
}

/** What the form holds: the percentage as typed, instants as India-time 'YYYY-MM-DDTHH:mm'. */
export interface SaleFormValues {
  id?: string;
  name: string;
  percentText: string;
  startsAtLocal: string;
  endsAtLocal: string;
  categoryIds: string[];
}

export type SaleStatus = "Scheduled" | "Running" | "Ended";

/** Where a sale stands at `now`, as the server prices it: from its start (included) to its end (not included). */
export function saleStatus(s: Pick<SaleRecord, "startsAt" | "endsAt">, now = Date.now()): SaleStatus {
  if (s.startsAt && new Date(s.startsAt).getTime() > now) return "Scheduled";
  if (s.endsAt && new Date(s.endsAt).getTime() <= now) return "Ended";
  return "Running";
}

export function toFormValues(r: SaleRecord | undefined): SaleFormValues {
  return {
    ...(r ? { id: r.id } : {}),
    name: r?.name ?? "",
    percentText: r ? String(r.percent) : "",
    startsAtLocal: toIndiaLocal(r?.startsAt),
    endsAtLocal: toIndiaLocal(r?.endsAt),
    categoryIds: r?.categoryIds ?? [],
  };
}

/** The form's values as the API's arguments (the server checks them again and answers its messages). */
export function toApi(v: SaleFormValues) {
  return {
    ...(v.id ? { id: v.id } : {}),
    name: v.name.trim(),
    percent: Number(v.percentText.trim()),
    startsAt: fromIndiaLocal(v.startsAtLocal),
    endsAt: fromIndiaLocal(v.endsAtLocal),
    categoryIds: v.categoryIds ?? [],
  };
}
