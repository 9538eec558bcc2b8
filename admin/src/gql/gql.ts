/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      id\n      username\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userId\n      username\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n": typeof types.UploadMediaDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n": typeof types.DeleteGalleryImageDocument,
    "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n": typeof types.DeleteGalleryGroupDocument,
    "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n": typeof types.GalleryTotalsDocument,
    "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n": typeof types.CreatePortfolioItemDocument,
    "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n": typeof types.UpdatePortfolioItemDocument,
    "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n": typeof types.DeleteFramePriceDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      username\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userId\n      username\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n": types.UploadMediaDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n": types.DeleteGalleryImageDocument,
    "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n": types.DeleteGalleryGroupDocument,
    "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n": types.GalleryTotalsDocument,
    "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n": types.CreatePortfolioItemDocument,
    "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n": types.UpdatePortfolioItemDocument,
    "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n": types.DeleteFramePriceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userId\n      username\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n"): typeof import('./graphql').UploadMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n"): typeof import('./graphql').DeleteGalleryImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n"): typeof import('./graphql').DeleteGalleryGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n"): typeof import('./graphql').GalleryTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').CreatePortfolioItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n    ) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').UpdatePortfolioItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n"): typeof import('./graphql').DeleteFramePriceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
