import type { ImageRef } from "../media/Thumbnail";

/** A workshop as the back office reads it (dataProvider WORKSHOP_FIELDS). */
export interface WorkshopRecord {
  id: string;
  title: string;
  description: string;
  destination: string;
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
