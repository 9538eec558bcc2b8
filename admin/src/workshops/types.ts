import type { ImageRef } from "../media/Thumbnail";

/** A workshop as the back office reads it (dataProvider WORKSHOP_FIELDS). */
export interface WorkshopRecord {
  id: string;
  title: string;
  description: string;
  destination: string;
  titleTa?: string | null;
  descriptionTa?: string | null;
  destinationTa?: string | null;
  travelDate?: string | null;
  duration: string;
  maxParticipants: number;
  seatsTaken: number;
  seatsLeft: number;
  organizer: string;
  cost: string;
  displayCost: string;
  meetingPoint: string;
  tags: string[];
  includes: string[];
  posterId?: string | null;
  createdAt: string;
  poster?: (ImageRef & { id: string }) | null;
}

/** Spec admin §5 "Add workshop": tags and includes are typed comma-separated and trimmed. */
export const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The fields of an edit that differ from the workshop as the form opened it: only these are sent,
 * so two admins editing different fields of one workshop at once both keep their edit (the server
 * writes only the fields it is sent).
 */
export function changedFields<T extends Record<string, unknown>>(data: T, opened: WorkshopRecord): Partial<T> {
  const before = opened as unknown as Record<string, unknown>;
  const same = (key: string, value: unknown) => {
    const was = before[key] ?? (key === "travelDate" ? "" : undefined);
    return Array.isArray(value) ? Array.isArray(was) && value.join("\u0000") === was.join("\u0000") : value === was;
  };
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !same(key, value))) as Partial<T>;
}
