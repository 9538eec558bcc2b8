/**
 * The react-admin data provider: ra-data-graphql-simple generates getList/getOne/create/delete for
 * Location, GalleryCategory, GalleryItem and InterestSubmission from introspection, and this module
 * adds the operations that are not CRUD (uploads, deleting one image or a whole gallery group,
 * changing the password). Components reach them through useDataProvider<AdminDataProvider>(), so an
 * UNAUTHENTICATED answer goes through authProvider.checkError like any other call.
 */
import buildGraphQLProvider, { buildQuery } from "ra-data-graphql-simple";
import type { DataProvider } from "react-admin";
import { graphqlRequest } from "../graphql/request";
import { uploadMedia } from "../graphql/upload";
import { CHANGE_PASSWORD, DELETE_GALLERY_GROUP, DELETE_GALLERY_IMAGE } from "../graphql/operations";
import { graphqlClient } from "./graphqlClient";

export interface AdminDataProvider extends DataProvider {
  /** Uploads one image file; resolves to the new MediaAsset id. */
  uploadMedia(file: File, onProgress?: (fraction: number) => void): Promise<{ data: { id: string } }>;
  /** Deletes one image of a gallery group (the group goes with its last image). */
  deleteGalleryImage(id: string): Promise<{ data: boolean }>;
  /** Deletes every image of a group; resolves to how many were removed. */
  deleteGalleryGroup(groupId: string): Promise<{ data: number }>;
  changePassword(input: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  }): Promise<{ data: boolean }>;
}

/**
 * The fields the back office reads of a gallery group. Without them ra-data-graphql-simple would
 * ask for every field of every image (placeholders, variants, EXIF) and only the ids of the linked
 * category and locations, so the list would need two more round trips to name them.
 */
export const GALLERY_ITEM_FIELDS = [
  "id",
  "title",
  "description",
  "groupId",
  "categoryId",
  "locationIds",
  "imageCount",
  "createdAt",
  { category: ["id", "name", "displayName"] },
  { locations: ["id", "name"] },
  { images: ["id", "title", "position", { image: ["id", "url", "width", "height", "srcset", "exifSummary"] }] },
];

type BuildQueryFactory = NonNullable<Parameters<typeof buildGraphQLProvider>[0]["buildQuery"]>;

/** ra-data-graphql-simple's buildQuery, with the gallery group's fields chosen as above. */
const customBuildQuery: BuildQueryFactory = (introspection) => {
  const build = buildQuery(introspection);
  return (fetchType, resource, params) => {
    if (resource === "GalleryItem" && !params?.meta?.sparseFields) {
      return build(fetchType, resource, { ...params, meta: { ...params?.meta, sparseFields: GALLERY_ITEM_FIELDS } });
    }
    return build(fetchType, resource, params);
  };
};

export function buildDataProvider(): AdminDataProvider {
  const generated = buildGraphQLProvider({
    // ra-data-graphql types `client` as its own Apollo 3 client; it only ever calls query/mutate.
    client: graphqlClient as never,
    buildQuery: customBuildQuery,
  });

  return {
    ...generated,
    uploadMedia: async (file, onProgress) => ({ data: { id: await uploadMedia(file, onProgress) } }),
    deleteGalleryImage: async (id) => ({
      data: (await graphqlRequest(DELETE_GALLERY_IMAGE, { id })).deleteGalleryImage,
    }),
    deleteGalleryGroup: async (groupId) => ({
      data: (await graphqlRequest(DELETE_GALLERY_GROUP, { groupId })).deleteGalleryGroup,
    }),
    changePassword: async (input) => ({
      data: (await graphqlRequest(CHANGE_PASSWORD, input)).changePassword,
    }),
  };
}
