/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** An administrator of the back office. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** Identifier of the admin (the spec's userId). */
  id: Scalars['ID']['output'];
  /** Sign-in name. */
  username: Scalars['String']['output'];
};

/** A bird category of the gallery (master data). */
export type GalleryCategory = {
  __typename?: 'GalleryCategory';
  /** When the category was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Name for display: the first letter capitalised ('raptors' shows as 'Raptors'). */
  displayName: Scalars['String']['output'];
  /** Identifier of the category. */
  id: Scalars['ID']['output'];
  /** Name as entered, e.g. 'raptors'. */
  name: Scalars['String']['output'];
};

/** Filter of the admin list of gallery categories. */
export type GalleryCategoryFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** One photograph of a gallery group. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** Identifier of the image (used to delete one image). */
  id: Scalars['ID']['output'];
  /** The image file with its sizes and EXIF facts. */
  image: MediaAsset;
  /** Order of the image within its group, from 0. */
  position: Scalars['Int']['output'];
  /** Title of the image (the group's title). */
  title: Scalars['String']['output'];
};

/** A gallery group: images sharing one title and group id. */
export type GalleryItem = {
  __typename?: 'GalleryItem';
  /** Bird category of the group. */
  category?: Maybe<GalleryCategory>;
  /** Identifier of the category. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description shown on the card (may be empty). */
  description: Scalars['String']['output'];
  /** Group id (the REST shims' tittle_id). */
  groupId: Scalars['String']['output'];
  /** Identifier of the group. */
  id: Scalars['ID']['output'];
  /** Number of images in the group. */
  imageCount: Scalars['Int']['output'];
  /** Images of the group, in upload order. */
  images: Array<GalleryImage>;
  /** Identifiers of the locations. */
  locationIds: Array<Scalars['ID']['output']>;
  /** Locations where the photographs were taken, sorted by name. */
  locations: Array<Location>;
  /** Title shared by the images of the group. */
  title: Scalars['String']['output'];
};

/** Filter of the admin list of gallery groups. */
export type GalleryItemFilter = {
  /** Only groups of this category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only groups taken at this location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** How big the gallery is. */
export type GalleryTotals = {
  __typename?: 'GalleryTotals';
  /** Number of images across all groups. */
  images: Scalars['Int']['output'];
  /** Number of gallery groups. */
  items: Scalars['Int']['output'];
};

/** One generated size of an image. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Relative URL of the WebP file, under /media. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A visitor's interest in a gallery photograph. */
export type InterestSubmission = {
  __typename?: 'InterestSubmission';
  /** Its category at the time of the submission. */
  categoryName: Scalars['String']['output'];
  /** Visitor's email address. */
  email: Scalars['String']['output'];
  /** The gallery group asked about; null once it is deleted. */
  galleryItemId?: Maybe<Scalars['ID']['output']>;
  /** Identifier of the submission. */
  id: Scalars['ID']['output'];
  /** Title of the photograph at the time of the submission. */
  imageTitle: Scalars['String']['output'];
  /** Its locations at the time of the submission, comma-separated. */
  locationName: Scalars['String']['output'];
  /** Visitor's message (may be empty). */
  message: Scalars['String']['output'];
  /** Visitor's name. */
  name: Scalars['String']['output'];
  /** Visitor's phone number (may be empty). */
  phone: Scalars['String']['output'];
  /** When the visitor sent it. */
  submittedAt: Scalars['DateTime']['output'];
};

/** Filter of the admin list of interest submissions. */
export type InterestSubmissionFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** The size of a list, for react-admin's pagination. */
export type ListMetadata = {
  __typename?: 'ListMetadata';
  /** Number of records matching the filter. */
  count: Scalars['Int']['output'];
};

/** A place where photographs are taken (master data). */
export type Location = {
  __typename?: 'Location';
  /** When the location was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of the location. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Pallikaranai Marsh'. */
  name: Scalars['String']['output'];
  /** The name in lower case with spaces turned into hyphens. */
  slug: Scalars['String']['output'];
};

/** Filter of the admin list of locations. */
export type LocationFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in admin session. */
export type LoginResult = {
  __typename?: 'LoginResult';
  /** When the token stops being accepted. */
  expiresAt: Scalars['DateTime']['output'];
  /** Bearer token for the Authorization header. */
  token: Scalars['String']['output'];
  /** The admin's id (the spec's userId). */
  userId: Scalars['ID']['output'];
  /** The admin's sign-in name. */
  username: Scalars['String']['output'];
};

/** An uploaded image, stored once by content hash, with WebP variants and EXIF facts. */
export type MediaAsset = {
  __typename?: 'MediaAsset';
  /** Aperture, e.g. 'f/4'. */
  aperture?: Maybe<Scalars['String']['output']>;
  /** Camera make and model, from EXIF. */
  camera?: Maybe<Scalars['String']['output']>;
  /** When the file was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Camera, lens and settings in one line, or null without EXIF. */
  exifSummary?: Maybe<Scalars['String']['output']>;
  /** Focal length, e.g. '600 mm'. */
  focalLength?: Maybe<Scalars['String']['output']>;
  /** Height in pixels after applying the camera's orientation. */
  height: Scalars['Int']['output'];
  /** Identifier of the asset. */
  id: Scalars['ID']['output'];
  /** ISO sensitivity. */
  iso?: Maybe<Scalars['Int']['output']>;
  /** Lens model, from EXIF. */
  lens?: Maybe<Scalars['String']['output']>;
  /** A tiny blurred WebP preview as a data URI, to show while the image loads. */
  placeholder: Scalars['String']['output'];
  /** Shutter speed, e.g. '1/2000 s'. */
  shutterSpeed?: Maybe<Scalars['String']['output']>;
  /** The variants as an <img srcset> value. */
  srcset: Scalars['String']['output'];
  /** When the photograph was taken, from EXIF. */
  takenAt?: Maybe<Scalars['DateTime']['output']>;
  /** Relative URL of the largest variant, e.g. /media/<hash>/1280.webp. */
  url: Scalars['String']['output'];
  /** Every generated WebP size, ascending. */
  variants: Array<ImageVariant>;
  /** Width in pixels after applying the camera's orientation. */
  width: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Change the signed-in admin's password (at least 6 characters, confirmed, current one checked). */
  changePassword: Scalars['Boolean']['output'];
  /** Admin: create a GalleryCategory. */
  createGalleryCategory: GalleryCategory;
  /** Admin: create a GalleryItem. */
  createGalleryItem: GalleryItem;
  /** Admin: create a Location. */
  createLocation: Location;
  /** Admin: delete a GalleryCategory. */
  deleteGalleryCategory: GalleryCategory;
  /** Admin: delete a whole group by its group id; answers how many images were removed. */
  deleteGalleryGroup: Scalars['Int']['output'];
  /** Admin: delete one image; the group goes when its last image goes. */
  deleteGalleryImage: Scalars['Boolean']['output'];
  /** Admin: delete a GalleryItem. */
  deleteGalleryItem: GalleryItem;
  /** Admin: delete a InterestSubmission. */
  deleteInterestSubmission: InterestSubmission;
  /** Admin: delete a Location. */
  deleteLocation: Location;
  /** Sign in. Failed attempts are limited per client. */
  login: LoginResult;
  /** A visitor's interest in a gallery photograph. Name and email are required. */
  submitInterest: Scalars['Boolean']['output'];
  /** Admin: change a GalleryCategory. */
  updateGalleryCategory: GalleryCategory;
  /** Admin: change a GalleryItem. */
  updateGalleryItem: GalleryItem;
  /** Admin: change a Location. */
  updateLocation: Location;
  /** Admin: upload one image (multipart request). Identical files are stored once. */
  uploadMedia: MediaAsset;
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateGalleryCategoryArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateGalleryItemArgs = {
  categoryId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  locationIds: Array<Scalars['ID']['input']>;
  mediaIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};


export type MutationCreateLocationArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeleteGalleryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryGroupArgs = {
  groupId: Scalars['String']['input'];
};


export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInterestSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationSubmitInterestArgs = {
  email: Scalars['String']['input'];
  galleryItemId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGalleryCategoryArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGalleryItemArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadMediaArgs = {
  file: Scalars['Upload']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin: one GalleryCategory by id. */
  GalleryCategory?: Maybe<GalleryCategory>;
  /** Admin: one GalleryItem by id. */
  GalleryItem?: Maybe<GalleryItem>;
  /** Admin: one InterestSubmission by id. */
  InterestSubmission?: Maybe<InterestSubmission>;
  /** Admin: one Location by id. */
  Location?: Maybe<Location>;
  /** Admin: how many GalleryCategories match the filter. */
  _allGalleryCategoriesMeta: ListMetadata;
  /** Admin: how many GalleryItems match the filter. */
  _allGalleryItemsMeta: ListMetadata;
  /** Admin: how many InterestSubmissions match the filter. */
  _allInterestSubmissionsMeta: ListMetadata;
  /** Admin: how many Locations match the filter. */
  _allLocationsMeta: ListMetadata;
  /** Admin: a page of GalleryCategories. */
  allGalleryCategories: Array<GalleryCategory>;
  /** Admin: a page of GalleryItems. */
  allGalleryItems: Array<GalleryItem>;
  /** Admin: a page of InterestSubmissions. */
  allInterestSubmissions: Array<InterestSubmission>;
  /** Admin: a page of Locations. */
  allLocations: Array<Location>;
  /** Every gallery category, sorted by name (the gallery's category filter). */
  galleryCategories: Array<GalleryCategory>;
  /** The gallery: every group sorted by title, optionally filtered. */
  galleryItems: Array<GalleryItem>;
  /** Admin: totals of gallery groups and images. */
  galleryTotals: GalleryTotals;
  /** Every location, sorted by name (the gallery's location filter). */
  locations: Array<Location>;
  /** The signed-in admin, or null without a valid token. */
  me?: Maybe<AdminUser>;
};


export type QueryGalleryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInterestSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


export type Query_AllGalleryCategoriesMetaArgs = {
  filter?: InputMaybe<GalleryCategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllGalleryItemsMetaArgs = {
  filter?: InputMaybe<GalleryItemFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllInterestSubmissionsMetaArgs = {
  filter?: InputMaybe<InterestSubmissionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllLocationsMetaArgs = {
  filter?: InputMaybe<LocationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllGalleryCategoriesArgs = {
  filter?: InputMaybe<GalleryCategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllGalleryItemsArgs = {
  filter?: InputMaybe<GalleryItemFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllInterestSubmissionsArgs = {
  filter?: InputMaybe<InterestSubmissionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllLocationsArgs = {
  filter?: InputMaybe<LocationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGalleryItemsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

export type ResponsiveImage_AssetFragment = { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string };

export type GalleryCard_ItemFragment = { __typename?: 'GalleryItem', id: string, title: string, description: string, category?: { __typename?: 'GalleryCategory', id: string, name: string, displayName: string } | null, locations: Array<{ __typename?: 'Location', id: string, name: string }>, images: Array<{ __typename?: 'GalleryImage', id: string, position: number, image: { __typename?: 'MediaAsset', id: string, exifSummary?: string | null, url: string, width: number, height: number, placeholder: string, srcset: string } }> };

export type SubmitInterestMutationVariables = Exact<{
  galleryItemId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubmitInterestMutation = { __typename?: 'Mutation', submitInterest: boolean };

export type GalleryPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryPageQuery = { __typename?: 'Query', galleryItems: Array<{ __typename?: 'GalleryItem', id: string, title: string, description: string, category?: { __typename?: 'GalleryCategory', id: string, name: string, displayName: string } | null, locations: Array<{ __typename?: 'Location', id: string, name: string }>, images: Array<{ __typename?: 'GalleryImage', id: string, position: number, image: { __typename?: 'MediaAsset', id: string, exifSummary?: string | null, url: string, width: number, height: number, placeholder: string, srcset: string } }> }>, locations: Array<{ __typename?: 'Location', id: string, name: string }>, galleryCategories: Array<{ __typename?: 'GalleryCategory', id: string, name: string, displayName: string }> };

export const ResponsiveImage_AssetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<ResponsiveImage_AssetFragment, unknown>;
export const GalleryCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exifSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<GalleryCard_ItemFragment, unknown>;
export const SubmitInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"galleryItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"galleryItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"galleryItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SubmitInterestMutation, SubmitInterestMutationVariables>;
export const GalleryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exifSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryPageQuery, GalleryPageQueryVariables>;