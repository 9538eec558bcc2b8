/**
 * Totals of gallery groups and images, counted by the server (`galleryTotals`). The query key
 * starts with the resource, so react-admin's refresh after a create or delete updates it too.
 */
import { useQuery } from "@tanstack/react-query";
import { GALLERY_TOTALS } from "../graphql/operations";
import { useAdminRequest } from "../graphql/useAdminRequest";

export interface GalleryTotals {
  items: number | undefined;
  images: number | undefined;
  isPending: boolean;
  error: unknown;
}

export function useGalleryTotals(): GalleryTotals {
  const graphqlRequest = useAdminRequest();
  const { data, isPending, error } = useQuery({
    queryKey: ["GalleryItem", "galleryTotals"],
    queryFn: ({ signal }) => graphqlRequest(GALLERY_TOTALS, undefined, { signal }),
  });
  return { items: data?.galleryTotals.items, images: data?.galleryTotals.images, isPending, error };
}
