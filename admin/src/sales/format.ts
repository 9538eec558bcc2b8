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
  /** Where it stands now, by the server's clock (the one that prices): 'scheduled', 'running' or 'ended'. */
  status: "scheduled" | "running" | "ended";
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

/** Where a sale stands, as the server prices it now (the owner's own clock may be wrong). */
export function saleStatus(s: Pick<SaleRecord, "status">): SaleStatus {
  return s.status === "scheduled" ? "Scheduled" : s.status === "ended" ? "Ended" : "Running";
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
