/** The shape of a gallery group as the back office reads it (see GALLERY_ITEM_FIELDS). */
export interface GalleryImageRecord {
  id: string;
  title: string;
  position: number;
  image: { id: string; url: string; width: number; height: number; srcset: string; exifSummary?: string | null };
}

export interface GalleryItemRecord {
  id: string;
  title: string;
  description: string;
  groupId: string;
  categoryId?: string | null;
  category?: { id: string; name: string; displayName: string } | null;
  locationIds: string[];
  locations?: { id: string; name: string }[];
  images?: GalleryImageRecord[];
  imageCount: number;
  /** Issue 46: other names search finds the group by. */
  searchKeywords?: string[];
  createdAt: string;
}

export const sortedImages = (record: GalleryItemRecord | undefined): GalleryImageRecord[] =>
  [...(record?.images ?? [])].sort((a, b) => a.position - b.position);
