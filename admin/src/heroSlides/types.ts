import type { ImageRef } from "../media/Thumbnail";

/** A hero slide as the list reads it (dataProvider HERO_SLIDE_FIELDS). */
export interface HeroSlideRecord {
  id: string;
  title: string;
  subtitle: string;
  position: number;
  imageId: string;
  createdAt: string;
  image?: (ImageRef & { id: string; width?: number | null; height?: number | null }) | null;
}
