/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** Filter of the list of API keys. */
export type ApiKeyFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Which audit entries: by person, kind of record and time (all optional). */
export type AuditFilter = {
  /** Only this person's entries: a username, or key:<name> for an API key. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** Only entries about this kind of record, e.g. FramePrice, Order. */
  entity?: InputMaybe<Scalars['String']['input']>;
  /** Only entries from this time on. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only entries up to this time (included). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Filter of the admin list of blog comments. */
export type BlogCommentFilter = {
  /** Only hidden (true) or only shown (false) comments. */
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only comments on this post. */
  postId?: InputMaybe<Scalars['ID']['input']>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of blog posts. */
export type BlogPostFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of campaigns. */
export type CampaignFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only campaigns in this status: draft, sending, paused or sent. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** One cart line: a print, one of its frames, how many. Prices come from the catalogue. */
export type CartLineInput = {
  /** The frame of that print (the cart's frameId). */
  frameId: Scalars['ID']['input'];
  /** The print (the cart's adId). */
  portfolioItemId: Scalars['ID']['input'];
  /** How many, 1 to 20. */
  quantity: Scalars['Int']['input'];
};

/** A cart line to price: a print and one of its frames (the cart's adId and frameId). */
export type CartPriceInput = {
  /** The frame of that print (the cart's frameId). */
  frameId: Scalars['ID']['input'];
  /** The print (the cart's adId). */
  portfolioItemId: Scalars['ID']['input'];
};

/** Filter of the admin list of contact messages. */
export type ContactMessageFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only read (true) or unread (false) messages. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The buyer's details from the checkout form. */
export type CustomerInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Apartment, suite (optional). */
  apartment?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Email address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** The language of the page the order is placed from: 'en' (the default) or 'ta'. The buyer's mails are written in it. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Ten-digit mobile number (+91 or 0 prefix allowed). */
  phone: Scalars['String']['input'];
  /** Six-digit pincode. */
  pincode: Scalars['String']['input'];
  /** State. */
  state: Scalars['String']['input'];
};

/** Filter of the admin list of discount codes. */
export type DiscountCodeFilter = {
  /** Only codes switched on (true) or off (false). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** PERCENT: `value` is a percentage (1–90) of each eligible line; FIXED: `value` is paise spread over the eligible lines. */
export type DiscountKind =
  | 'FIXED'
  | 'PERCENT';

/** The price of one frame size of a print. */
export type FramePriceInput = {
  /** The frame size. */
  frameSizeId: Scalars['ID']['input'];
  /** Price in paise (₹1,499.00 is 149900). */
  pricePaise: Scalars['Int']['input'];
};

/** Filter of the admin list of frame sizes. */
export type FrameSizeFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of gallery categories. */
export type GalleryCategoryFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
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

/** Filter of the admin list of hero slides. */
export type HeroSlideFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of Instagram posts. */
export type InstagramPostFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of interest submissions. */
export type InterestSubmissionFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of locations. */
export type LocationFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of subscribers. */
export type NewsletterSubscriberFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** 'pending', 'subscribed', 'unsubscribed' or 'bounced'. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Only those who left by this campaign's unsubscribe link. */
  unsubscribedCampaignId?: InputMaybe<Scalars['ID']['input']>;
};

/** Filter of the owner's order list. */
export type OrderFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** new, processing, dispatched or delivered (or the labels 'New Orders', 'Processing', …), or cancelled (those cancelled after payment); every paid order when absent. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of payments to review. */
export type PaymentReviewFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only reviews in this state: open, refunding or refunded. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of prints. */
export type PortfolioItemFilter = {
  /** Only prints of this shop category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of sales. */
export type SaleFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Narrows a search. The print filters (category, price, frame size) keep only prints; the location keeps only gallery groups taken there. Prices are list prices in paise. */
export type SearchFilter = {
  /** Only prints of this shop category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only prints sold in this frame size (with the price filter: a frame of this size within the prices). */
  frameSizeId?: InputMaybe<Scalars['ID']['input']>;
  /** Only gallery groups taken at this location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Only prints with a frame at this price or less, in paise. */
  maxPricePaise?: InputMaybe<Scalars['Int']['input']>;
  /** Only prints with a frame at this price or more, in paise. */
  minPricePaise?: InputMaybe<Scalars['Int']['input']>;
};

/** What a search may find. */
export type SearchKind =
  /** A gallery group. */
  | 'GALLERY'
  /** A blog post. */
  | 'POST'
  /** A print of the shop. */
  | 'PRINT'
  /** A workshop (a photography trip). */
  | 'WORKSHOP';

/** The order of a search's hits. */
export type SearchSort =
  /** Newest first. */
  | 'NEWEST'
  /** Prints by their lowest frame price, cheapest first; other hits after them, best match first. */
  | 'PRICE_ASC'
  /** Prints by their lowest frame price, dearest first; other hits after them, best match first. */
  | 'PRICE_DESC'
  /** Best match first (the default). */
  | 'RELEVANCE';

/** Filter of the admin list of shop categories. */
export type ShopCategoryFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of shop subcategories. */
export type ShopSubcategoryFilter = {
  /** Only the subcategories of this category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** A corner of an image, where the watermark is drawn. */
export type WatermarkPosition =
  | 'BOTTOM_LEFT'
  | 'BOTTOM_RIGHT'
  | 'TOP_LEFT'
  | 'TOP_RIGHT';

/** Filter of the list of webhook deliveries. */
export type WebhookDeliveryFilter = {
  /** Only the deliveries to this endpoint. */
  endpointId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** pending, succeeded or failed. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the list of webhook endpoints. */
export type WebhookEndpointFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Filter of the admin list of workshops. */
export type WorkshopFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { __typename?: 'Query', me?: { __typename?: 'AdminUser', id: string, username: string, name?: string | null, email?: string | null, role: string, twoFactor: { __typename?: 'TwoFactorStatus', totp: boolean, recoveryCodesLeft: number, passkeys: Array<{ __typename?: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt?: string | null }> } } | null };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename?: 'Query', mySessions: Array<{ __typename?: 'AdminSession', id: string, device: string, ip: string, signedInAt: string, lastSeenAt: string, current: boolean }> };

export type StartTotpSetupMutationVariables = Exact<{
  currentPassword?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartTotpSetupMutation = { __typename?: 'Mutation', startTotpSetup: { __typename?: 'TotpSetup', secret: string, otpauthUrl: string, qrCode: string } };

export type ConfirmTotpSetupMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ConfirmTotpSetupMutation = { __typename?: 'Mutation', confirmTotpSetup: { __typename?: 'RecoveryCodes', recoveryCodes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type DisableTotpMutation = { __typename?: 'Mutation', disableTotp: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RegenerateRecoveryCodesMutation = { __typename?: 'Mutation', regenerateRecoveryCodes: { __typename?: 'RecoveryCodes', recoveryCodes: Array<string> } };

export type PasskeyRegistrationOptionsQueryVariables = Exact<{
  currentPassword?: InputMaybe<Scalars['String']['input']>;
}>;


export type PasskeyRegistrationOptionsQuery = { __typename?: 'Query', passkeyRegistrationOptions: string };

export type VerifyPasskeyRegistrationMutationVariables = Exact<{
  response: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;


export type VerifyPasskeyRegistrationMutation = { __typename?: 'Mutation', verifyPasskeyRegistration: { __typename?: 'Passkey', id: string, name: string } };

export type RemovePasskeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePasskeyMutation = { __typename?: 'Mutation', removePasskey: boolean };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: boolean };

export type AuditLogCsvQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilter>;
}>;


export type AuditLogCsvQuery = { __typename?: 'Query', auditLogCsv: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'AdminUser', id: string, username: string, name?: string | null, role: string } | null };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginResult', token?: string | null, userId: string, username: string, expiresAt?: string | null, mustSetUpSecondFactor: boolean, secondFactor?: { __typename?: 'SecondFactorChallenge', challenge: string, methods: Array<string> } | null } };

export type SignInFragment = { __typename?: 'LoginResult', token?: string | null, userId: string, username: string, expiresAt?: string | null, mustSetUpSecondFactor: boolean, secondFactor?: { __typename?: 'SecondFactorChallenge', challenge: string, methods: Array<string> } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type UploadMediaMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadMediaMutation = { __typename?: 'Mutation', uploadMedia: { __typename?: 'MediaAsset', id: string } };

export type DeleteGalleryImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteGalleryImageMutation = { __typename?: 'Mutation', deleteGalleryImage: boolean };

export type DeleteGalleryGroupMutationVariables = Exact<{
  groupId: Scalars['String']['input'];
}>;


export type DeleteGalleryGroupMutation = { __typename?: 'Mutation', deleteGalleryGroup: number };

export type GalleryTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryTotalsQuery = { __typename?: 'Query', galleryTotals: { __typename?: 'GalleryTotals', items: number, images: number } };

export type CreatePortfolioItemMutationVariables = Exact<{
  title: Scalars['String']['input'];
  description: Scalars['String']['input'];
  titleTa?: InputMaybe<Scalars['String']['input']>;
  descriptionTa?: InputMaybe<Scalars['String']['input']>;
  categoryId: Scalars['ID']['input'];
  subcategoryId: Scalars['ID']['input'];
  imageId: Scalars['ID']['input'];
  framePrices: Array<FramePriceInput> | FramePriceInput;
  editionSize?: InputMaybe<Scalars['Int']['input']>;
  artistProofs?: InputMaybe<Scalars['Int']['input']>;
  paper?: InputMaybe<Scalars['String']['input']>;
  searchKeywords?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type CreatePortfolioItemMutation = { __typename?: 'Mutation', createPortfolioItem: { __typename?: 'PortfolioItem', id: string, title: string } };

export type UpdatePortfolioItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  titleTa?: InputMaybe<Scalars['String']['input']>;
  descriptionTa?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  subcategoryId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  framePrices?: InputMaybe<Array<FramePriceInput> | FramePriceInput>;
  editionSize?: InputMaybe<Scalars['Int']['input']>;
  artistProofs?: InputMaybe<Scalars['Int']['input']>;
  editionClosed?: InputMaybe<Scalars['Boolean']['input']>;
  paper?: InputMaybe<Scalars['String']['input']>;
  searchKeywords?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type UpdatePortfolioItemMutation = { __typename?: 'Mutation', updatePortfolioItem: { __typename?: 'PortfolioItem', id: string, title: string } };

export type EditionLedgerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EditionLedgerQuery = { __typename?: 'Query', PortfolioItem?: { __typename?: 'PortfolioItem', id: string, title: string, edition?: { __typename?: 'Edition', size: number, sold: number, reserved: number, remaining: number, closed: boolean } | null } | null, editionLedger: Array<{ __typename?: 'EditionLedgerEntry', state: string, number?: number | null, units: number, bookingGroupId?: string | null, date?: string | null, code?: string | null, voidReason?: string | null }> };

export type VoidCertificateMutationVariables = Exact<{
  code: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type VoidCertificateMutation = { __typename?: 'Mutation', voidCertificate: { __typename?: 'Certificate', number: number, void: boolean } };

export type ResendCertificateMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ResendCertificateMutation = { __typename?: 'Mutation', resendCertificate: { __typename?: 'Certificate', number: number } };

export type DeleteFramePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFramePriceMutation = { __typename?: 'Mutation', deleteFramePrice: boolean };

export type CreateHeroSlideMutationVariables = Exact<{
  title: Scalars['String']['input'];
  subtitle: Scalars['String']['input'];
  titleTa?: InputMaybe<Scalars['String']['input']>;
  subtitleTa?: InputMaybe<Scalars['String']['input']>;
  imageId: Scalars['ID']['input'];
}>;


export type CreateHeroSlideMutation = { __typename?: 'Mutation', createHeroSlide: { __typename?: 'HeroSlide', id: string, title: string } };

export type AuthorQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorQuery = { __typename?: 'Query', author?: { __typename?: 'Author', name: string, title: string, bio1: string, bio2: string, quote: string, titleTa?: string | null, bio1Ta?: string | null, bio2Ta?: string | null, quoteTa?: string | null, awardsWon: string, countriesVisited: string, updatedAt?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null } | null };

export type UpdateAuthorMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  bio1?: InputMaybe<Scalars['String']['input']>;
  bio2?: InputMaybe<Scalars['String']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  titleTa?: InputMaybe<Scalars['String']['input']>;
  bio1Ta?: InputMaybe<Scalars['String']['input']>;
  bio2Ta?: InputMaybe<Scalars['String']['input']>;
  quoteTa?: InputMaybe<Scalars['String']['input']>;
  awardsWon?: InputMaybe<Scalars['String']['input']>;
  countriesVisited?: InputMaybe<Scalars['String']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type UpdateAuthorMutation = { __typename?: 'Mutation', updateAuthor: { __typename?: 'Author', name: string, title: string, bio1: string, bio2: string, quote: string, titleTa?: string | null, bio1Ta?: string | null, bio2Ta?: string | null, quoteTa?: string | null, awardsWon: string, countriesVisited: string, updatedAt?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null } };

export type CreateInstagramPostMutationVariables = Exact<{
  caption: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
  likesCount?: InputMaybe<Scalars['Int']['input']>;
  permalink?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateInstagramPostMutation = { __typename?: 'Mutation', createInstagramPost: { __typename?: 'InstagramPost', id: string, captionTitle: string } };

export type SetContactMessageReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
}>;


export type SetContactMessageReadMutation = { __typename?: 'Mutation', updateContactMessage: { __typename?: 'ContactMessage', id: string, read: boolean } };

export type NewsletterCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterCsvQuery = { __typename?: 'Query', newsletterCsv: string };

export type ImportNewsletterSubscribersMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type ImportNewsletterSubscribersMutation = { __typename?: 'Mutation', importNewsletterSubscribers: { __typename?: 'NewsletterImportResult', added: number, alreadyOnList: number, invalid: number, refused: Array<{ __typename?: 'NewsletterImportRefusal', line: number, reason: string }> } };

export type ImageUpdateQueryVariables = Exact<{ [key: string]: never; }>;


export type ImageUpdateQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', imageUpdate: { __typename?: 'ImageUpdate', done: number, failed: number, total: number } } };

export type BusinessSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSettingsQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', name: string, legalName: string, address: string, addressTa?: string | null, city: string, cityTa?: string | null, email: string, phone: string, grievanceOfficerName: string, grievanceOfficerEmail: string, instagramUrl: string, instagramHandle: string, facebookUrl: string, poweredBy: string, gstin: string, stateCode: string, hsnCode: string, gstRatePercent: number, invoicePrefix: string, copyrightHolder: string, creator: string, creditLine: string, licensingText: string, licensingTextTa?: string | null, licensingUrl: string, watermarkText: string, watermarkOpacity: number, watermarkPosition: WatermarkPosition, watermarkMinWidth: number, maxVariantWidth: number, signatureImageId?: string | null, imageUpdate: { __typename?: 'ImageUpdate', done: number, failed: number, total: number } } };

export type UpdateBusinessSettingsMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  addressTa?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  cityTa?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerName?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerEmail?: InputMaybe<Scalars['String']['input']>;
  instagramUrl?: InputMaybe<Scalars['String']['input']>;
  instagramHandle?: InputMaybe<Scalars['String']['input']>;
  facebookUrl?: InputMaybe<Scalars['String']['input']>;
  poweredBy?: InputMaybe<Scalars['String']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  gstRatePercent?: InputMaybe<Scalars['Float']['input']>;
  invoicePrefix?: InputMaybe<Scalars['String']['input']>;
  copyrightHolder?: InputMaybe<Scalars['String']['input']>;
  creator?: InputMaybe<Scalars['String']['input']>;
  creditLine?: InputMaybe<Scalars['String']['input']>;
  licensingText?: InputMaybe<Scalars['String']['input']>;
  licensingTextTa?: InputMaybe<Scalars['String']['input']>;
  licensingUrl?: InputMaybe<Scalars['String']['input']>;
  watermarkText?: InputMaybe<Scalars['String']['input']>;
  watermarkOpacity?: InputMaybe<Scalars['Float']['input']>;
  watermarkPosition?: InputMaybe<WatermarkPosition>;
  watermarkMinWidth?: InputMaybe<Scalars['Int']['input']>;
  maxVariantWidth?: InputMaybe<Scalars['Int']['input']>;
  signatureImageId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type UpdateBusinessSettingsMutation = { __typename?: 'Mutation', updateBusinessSettings: { __typename?: 'BusinessSettings', name: string, legalName: string, address: string, addressTa?: string | null, city: string, cityTa?: string | null, email: string, phone: string, grievanceOfficerName: string, grievanceOfficerEmail: string, instagramUrl: string, instagramHandle: string, facebookUrl: string, poweredBy: string, gstin: string, stateCode: string, hsnCode: string, gstRatePercent: number, invoicePrefix: string, copyrightHolder: string, creator: string, creditLine: string, licensingText: string, licensingTextTa?: string | null, licensingUrl: string, watermarkText: string, watermarkOpacity: number, watermarkPosition: WatermarkPosition, watermarkMinWidth: number, maxVariantWidth: number, signatureImageId?: string | null, imageUpdate: { __typename?: 'ImageUpdate', done: number, failed: number, total: number } } };

export type OrderStatusCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusCountsQuery = { __typename?: 'Query', orderStatusCounts: { __typename?: 'OrderStatusCounts', all: number, new: number, processing: number, dispatched: number, delivered: number, cancelled: number } };

export type TransitionOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  state: Scalars['String']['input'];
  courierName?: InputMaybe<Scalars['String']['input']>;
  trackingId?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransitionOrderMutation = { __typename?: 'Mutation', transitionOrderToState: { __typename?: 'Order', id: string, status: string, courierName?: string | null, trackingId?: string | null, nextStatuses: Array<string> } };

export type CancelOrderMutationVariables = Exact<{
  orderId: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type CancelOrderMutation = { __typename?: 'Mutation', cancelOrder: { __typename?: 'Order', id: string, status: string, nextStatuses: Array<string>, canCancel: boolean, refundedPaise: number } };

export type RefundOrderMutationVariables = Exact<{
  orderId: Scalars['String']['input'];
  amountPaise: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type RefundOrderMutation = { __typename?: 'Mutation', refundOrder: { __typename?: 'Order', id: string, status: string, refundedPaise: number } };

export type OrderHistoryQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type OrderHistoryQuery = { __typename?: 'Query', orderHistory: Array<{ __typename?: 'OrderStatusChange', id: string, fromStatus?: string | null, toStatus: string, actor: string, courierName?: string | null, trackingId?: string | null, note?: string | null, at: string }> };

export type SearchLogQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchLogQuery = { __typename?: 'Query', topSearches: Array<{ __typename?: 'SearchCount', query: string, count: number, lastSearchedOn: string }>, searchesWithoutResults: Array<{ __typename?: 'SearchCount', query: string, count: number, lastSearchedOn: string }> };

export type DashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStatsQuery = { __typename?: 'Query', dashboardStats: { __typename?: 'DashboardStats', totalCustomers: number, customersChange: number, totalRevenuePaise: number, revenueChange: number, totalOrders: number, ordersChange: number, monthRevenuePaise: number, monthDiscountPaise: number, discountChange: number, topCategory: { __typename?: 'TopCategory', name: string, displayName: string, totalSales: number }, months: Array<{ __typename?: 'MonthSales', month: string, orders: number, revenuePaise: number }>, bestSellers: Array<{ __typename?: 'BestSeller', portfolioItemId?: string | null, title: string, units: number, revenuePaise: number }> }, orderStatusCounts: { __typename?: 'OrderStatusCounts', all: number, new: number, processing: number, dispatched: number, delivered: number } };

export type WorkshopJoinSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkshopJoinSummaryQuery = { __typename?: 'Query', workshopJoinSummary: Array<{ __typename?: 'WorkshopJoinSummary', workshopId: string, workshopTitle: string, travelDate?: string | null, maxParticipants: number, totalPeople: number, joins: number, seatsLeft: number }> };

export type WorkshopParticipantsQueryVariables = Exact<{
  workshopId: Scalars['ID']['input'];
}>;


export type WorkshopParticipantsQuery = { __typename?: 'Query', workshopParticipants: Array<{ __typename?: 'WorkshopJoin', id: string, fullName: string, phone: string, email?: string | null, address: string, numberOfPeople: number, createdAt: string }> };

export type WorkshopParticipantsCsvQueryVariables = Exact<{
  workshopId: Scalars['ID']['input'];
}>;


export type WorkshopParticipantsCsvQuery = { __typename?: 'Query', workshopParticipantsCsv: string };

export type DeleteWorkshopJoinMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWorkshopJoinMutation = { __typename?: 'Mutation', deleteWorkshopJoin: { __typename?: 'WorkshopJoin', id: string, numberOfPeople: number } };

export type RefundPaymentReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundPaymentReviewMutation = { __typename?: 'Mutation', refundPaymentReview: { __typename?: 'PaymentReview', id: string, state: string, refundId?: string | null, refundedBy?: string | null, refundedAt?: string | null } };

export type CampaignPreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CampaignPreviewQuery = { __typename?: 'Query', campaignPreview: string };

export type SendCampaignTestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  email: Scalars['String']['input'];
}>;


export type SendCampaignTestMutation = { __typename?: 'Mutation', sendCampaignTest: { __typename?: 'Campaign', id: string } };

export type ResumeCampaignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResumeCampaignMutation = { __typename?: 'Mutation', resumeCampaign: { __typename?: 'Campaign', id: string, status: string, failed: number, remaining: number, pausedReason?: string | null } };

export type RestoreBouncedSubscriberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreBouncedSubscriberMutation = { __typename?: 'Mutation', restoreBouncedSubscriber: { __typename?: 'NewsletterSubscriber', id: string, email: string, status: string } };

export type SendCampaignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendCampaignMutation = { __typename?: 'Mutation', sendCampaign: { __typename?: 'Campaign', id: string, status: string, recipients: number, sent: number, failed: number, skipped: number, remaining: number, sentAt?: string | null } };

export type IntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationsQuery = { __typename?: 'Query', apiScopes: Array<{ __typename?: 'ApiScope', name: string, description: string }>, webhookEvents: Array<{ __typename?: 'WebhookEventType', name: string, description: string }>, allApiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, scopes: Array<string>, prefix: string, createdAt: string, lastUsedAt?: string | null, revokedAt?: string | null }>, allWebhookEndpoints: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, events: Array<string>, createdAt: string }>, allWebhookDeliveries: Array<{ __typename?: 'WebhookDelivery', id: string, endpointId: string, eventId: string, type: string, status: string, attempts: number, nextAttemptAt?: string | null, lastAttemptAt?: string | null, lastStatusCode?: number | null, lastResponse?: string | null, createdAt: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  name: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'NewApiKey', id: string, key: string } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, revokedAt?: string | null } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  url: Scalars['String']['input'];
  events: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'NewWebhookEndpoint', id: string, secret: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookEndpointMutation = { __typename?: 'Mutation', deleteWebhookEndpoint: { __typename?: 'WebhookEndpoint', id: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string, status: string } };

export type LoginSecondFactorMutationVariables = Exact<{
  challenge: Scalars['String']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoginSecondFactorMutation = { __typename?: 'Mutation', loginSecondFactor: { __typename?: 'LoginResult', token?: string | null, userId: string, username: string, expiresAt?: string | null, mustSetUpSecondFactor: boolean, secondFactor?: { __typename?: 'SecondFactorChallenge', challenge: string, methods: Array<string> } | null } };

export type PasskeyLoginOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeyLoginOptionsQuery = { __typename?: 'Query', passkeyLoginOptions: string };

export type VerifyPasskeyLoginMutationVariables = Exact<{
  response: Scalars['String']['input'];
}>;


export type VerifyPasskeyLoginMutation = { __typename?: 'Mutation', verifyPasskeyLogin: { __typename?: 'LoginResult', token?: string | null, userId: string, username: string, expiresAt?: string | null, mustSetUpSecondFactor: boolean, secondFactor?: { __typename?: 'SecondFactorChallenge', challenge: string, methods: Array<string> } | null } };

export type StepUpMutationVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type StepUpMutation = { __typename?: 'Mutation', stepUp: boolean };

export type PasskeyStepUpOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeyStepUpOptionsQuery = { __typename?: 'Query', passkeyStepUpOptions: string };

export type VerifyPasskeyStepUpMutationVariables = Exact<{
  response: Scalars['String']['input'];
}>;


export type VerifyPasskeyStepUpMutation = { __typename?: 'Mutation', verifyPasskeyStepUp: boolean };

export type AcceptInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: boolean };

export type MySecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecondFactorsQuery = { __typename?: 'Query', me?: { __typename?: 'AdminUser', id: string, twoFactor: { __typename?: 'TwoFactorStatus', totp: boolean, recoveryCodesLeft: number, passkeys: Array<{ __typename?: 'Passkey', id: string }> } } | null };

export type StaffUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffUsersQuery = { __typename?: 'Query', staffUsers: Array<{ __typename?: 'StaffUser', id: string, name?: string | null, username: string, email?: string | null, role: string, disabled: boolean, status: string, invitedAt?: string | null, invitationExpiresAt?: string | null, lastSignInAt?: string | null, twoFactor?: boolean | null }> };

export type InviteStaffMutationVariables = Exact<{
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
}>;


export type InviteStaffMutation = { __typename?: 'Mutation', inviteStaff: { __typename?: 'StaffUser', id: string } };

export type UpdateStaffMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateStaffMutation = { __typename?: 'Mutation', updateStaff: { __typename?: 'StaffUser', id: string, role: string, disabled: boolean, status: string } };

export type ResendInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendInvitationMutation = { __typename?: 'Mutation', resendInvitation: { __typename?: 'StaffUser', id: string, invitationExpiresAt?: string | null } };

export type RevokeInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeInvitationMutation = { __typename?: 'Mutation', revokeInvitation: boolean };

export type EndAllSessionsOfMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type EndAllSessionsOfMutation = { __typename?: 'Mutation', endAllSessions: number };

export type TwoFactorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorSettingsQuery = { __typename?: 'Query', twoFactorSettings: { __typename?: 'TwoFactorSettings', requireTwoFactor: boolean } };

export type UpdateTwoFactorSettingsMutationVariables = Exact<{
  requireTwoFactor: Scalars['Boolean']['input'];
}>;


export type UpdateTwoFactorSettingsMutation = { __typename?: 'Mutation', updateTwoFactorSettings: { __typename?: 'TwoFactorSettings', requireTwoFactor: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SignInFragmentDoc = new TypedDocumentString(`
    fragment SignIn on LoginResult {
  token
  userId
  username
  expiresAt
  mustSetUpSecondFactor
  secondFactor {
    challenge
    methods
  }
}
    `, {"fragmentName":"SignIn"}) as unknown as TypedDocumentString<SignInFragment, unknown>;
export const AccountDocument = new TypedDocumentString(`
    query Account {
  me {
    id
    username
    name
    email
    role
    twoFactor {
      totp
      recoveryCodesLeft
      passkeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountQuery, AccountQueryVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    device
    ip
    signedInAt
    lastSeenAt
    current
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const StartTotpSetupDocument = new TypedDocumentString(`
    mutation StartTotpSetup($currentPassword: String) {
  startTotpSetup(currentPassword: $currentPassword) {
    secret
    otpauthUrl
    qrCode
  }
}
    `) as unknown as TypedDocumentString<StartTotpSetupMutation, StartTotpSetupMutationVariables>;
export const ConfirmTotpSetupDocument = new TypedDocumentString(`
    mutation ConfirmTotpSetup($code: String!) {
  confirmTotpSetup(code: $code) {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<ConfirmTotpSetupMutation, ConfirmTotpSetupMutationVariables>;
export const DisableTotpDocument = new TypedDocumentString(`
    mutation DisableTotp($code: String!) {
  disableTotp(code: $code)
}
    `) as unknown as TypedDocumentString<DisableTotpMutation, DisableTotpMutationVariables>;
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($code: String!) {
  regenerateRecoveryCodes(code: $code) {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const PasskeyRegistrationOptionsDocument = new TypedDocumentString(`
    query PasskeyRegistrationOptions($currentPassword: String) {
  passkeyRegistrationOptions(currentPassword: $currentPassword)
}
    `) as unknown as TypedDocumentString<PasskeyRegistrationOptionsQuery, PasskeyRegistrationOptionsQueryVariables>;
export const VerifyPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation VerifyPasskeyRegistration($response: String!, $name: String!) {
  verifyPasskeyRegistration(response: $response, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<VerifyPasskeyRegistrationMutation, VerifyPasskeyRegistrationMutationVariables>;
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation RemovePasskey($id: ID!) {
  removePasskey(id: $id)
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  endSession(id: $id)
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const AuditLogCsvDocument = new TypedDocumentString(`
    query AuditLogCsv($filter: AuditFilter) {
  auditLogCsv(filter: $filter)
}
    `) as unknown as TypedDocumentString<AuditLogCsvQuery, AuditLogCsvQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    username
    name
    role
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    ...SignIn
  }
}
    fragment SignIn on LoginResult {
  token
  userId
  username
  expiresAt
  mustSetUpSecondFactor
  secondFactor {
    challenge
    methods
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {
  changePassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
    confirmPassword: $confirmPassword
  )
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UploadMediaDocument = new TypedDocumentString(`
    mutation UploadMedia($file: Upload!) {
  uploadMedia(file: $file) {
    id
  }
}
    `) as unknown as TypedDocumentString<UploadMediaMutation, UploadMediaMutationVariables>;
export const DeleteGalleryImageDocument = new TypedDocumentString(`
    mutation DeleteGalleryImage($id: ID!) {
  deleteGalleryImage(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>;
export const DeleteGalleryGroupDocument = new TypedDocumentString(`
    mutation DeleteGalleryGroup($groupId: String!) {
  deleteGalleryGroup(groupId: $groupId)
}
    `) as unknown as TypedDocumentString<DeleteGalleryGroupMutation, DeleteGalleryGroupMutationVariables>;
export const GalleryTotalsDocument = new TypedDocumentString(`
    query GalleryTotals {
  galleryTotals {
    items
    images
  }
}
    `) as unknown as TypedDocumentString<GalleryTotalsQuery, GalleryTotalsQueryVariables>;
export const CreatePortfolioItemDocument = new TypedDocumentString(`
    mutation CreatePortfolioItem($title: String!, $description: String!, $titleTa: String, $descriptionTa: String, $categoryId: ID!, $subcategoryId: ID!, $imageId: ID!, $framePrices: [FramePriceInput!]!, $editionSize: Int, $artistProofs: Int, $paper: String, $searchKeywords: [String!]) {
  createPortfolioItem(
    title: $title
    description: $description
    titleTa: $titleTa
    descriptionTa: $descriptionTa
    categoryId: $categoryId
    subcategoryId: $subcategoryId
    imageId: $imageId
    framePrices: $framePrices
    editionSize: $editionSize
    artistProofs: $artistProofs
    paper: $paper
    searchKeywords: $searchKeywords
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<CreatePortfolioItemMutation, CreatePortfolioItemMutationVariables>;
export const UpdatePortfolioItemDocument = new TypedDocumentString(`
    mutation UpdatePortfolioItem($id: ID!, $title: String, $description: String, $titleTa: String, $descriptionTa: String, $categoryId: ID, $subcategoryId: ID, $imageId: ID, $framePrices: [FramePriceInput!], $editionSize: Int, $artistProofs: Int, $editionClosed: Boolean, $paper: String, $searchKeywords: [String!]) {
  updatePortfolioItem(
    id: $id
    title: $title
    description: $description
    titleTa: $titleTa
    descriptionTa: $descriptionTa
    categoryId: $categoryId
    subcategoryId: $subcategoryId
    imageId: $imageId
    framePrices: $framePrices
    editionSize: $editionSize
    artistProofs: $artistProofs
    editionClosed: $editionClosed
    paper: $paper
    searchKeywords: $searchKeywords
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<UpdatePortfolioItemMutation, UpdatePortfolioItemMutationVariables>;
export const EditionLedgerDocument = new TypedDocumentString(`
    query EditionLedger($id: ID!) {
  PortfolioItem(id: $id) {
    id
    title
    edition {
      size
      sold
      reserved
      remaining
      closed
    }
  }
  editionLedger(portfolioItemId: $id) {
    state
    number
    units
    bookingGroupId
    date
    code
    voidReason
  }
}
    `) as unknown as TypedDocumentString<EditionLedgerQuery, EditionLedgerQueryVariables>;
export const VoidCertificateDocument = new TypedDocumentString(`
    mutation VoidCertificate($code: String!, $reason: String!) {
  voidCertificate(code: $code, reason: $reason) {
    number
    void
  }
}
    `) as unknown as TypedDocumentString<VoidCertificateMutation, VoidCertificateMutationVariables>;
export const ResendCertificateDocument = new TypedDocumentString(`
    mutation ResendCertificate($code: String!) {
  resendCertificate(code: $code) {
    number
  }
}
    `) as unknown as TypedDocumentString<ResendCertificateMutation, ResendCertificateMutationVariables>;
export const DeleteFramePriceDocument = new TypedDocumentString(`
    mutation DeleteFramePrice($id: ID!) {
  deleteFramePrice(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFramePriceMutation, DeleteFramePriceMutationVariables>;
export const CreateHeroSlideDocument = new TypedDocumentString(`
    mutation CreateHeroSlide($title: String!, $subtitle: String!, $titleTa: String, $subtitleTa: String, $imageId: ID!) {
  createHeroSlide(
    title: $title
    subtitle: $subtitle
    titleTa: $titleTa
    subtitleTa: $subtitleTa
    imageId: $imageId
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<CreateHeroSlideMutation, CreateHeroSlideMutationVariables>;
export const AuthorDocument = new TypedDocumentString(`
    query Author {
  author {
    name
    title
    bio1
    bio2
    quote
    titleTa
    bio1Ta
    bio2Ta
    quoteTa
    awardsWon
    countriesVisited
    updatedAt
    image {
      id
      url
      srcset
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<AuthorQuery, AuthorQueryVariables>;
export const UpdateAuthorDocument = new TypedDocumentString(`
    mutation UpdateAuthor($name: String, $title: String, $bio1: String, $bio2: String, $quote: String, $titleTa: String, $bio1Ta: String, $bio2Ta: String, $quoteTa: String, $awardsWon: String, $countriesVisited: String, $imageId: ID) {
  updateAuthor(
    name: $name
    title: $title
    bio1: $bio1
    bio2: $bio2
    quote: $quote
    titleTa: $titleTa
    bio1Ta: $bio1Ta
    bio2Ta: $bio2Ta
    quoteTa: $quoteTa
    awardsWon: $awardsWon
    countriesVisited: $countriesVisited
    imageId: $imageId
  ) {
    name
    title
    bio1
    bio2
    quote
    titleTa
    bio1Ta
    bio2Ta
    quoteTa
    awardsWon
    countriesVisited
    updatedAt
    image {
      id
      url
      srcset
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAuthorMutation, UpdateAuthorMutationVariables>;
export const CreateInstagramPostDocument = new TypedDocumentString(`
    mutation CreateInstagramPost($caption: String!, $imageId: ID!, $likesCount: Int, $permalink: String) {
  createInstagramPost(
    caption: $caption
    imageId: $imageId
    likesCount: $likesCount
    permalink: $permalink
  ) {
    id
    captionTitle
  }
}
    `) as unknown as TypedDocumentString<CreateInstagramPostMutation, CreateInstagramPostMutationVariables>;
export const SetContactMessageReadDocument = new TypedDocumentString(`
    mutation SetContactMessageRead($id: ID!, $read: Boolean!) {
  updateContactMessage(id: $id, read: $read) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<SetContactMessageReadMutation, SetContactMessageReadMutationVariables>;
export const NewsletterCsvDocument = new TypedDocumentString(`
    query NewsletterCsv {
  newsletterCsv
}
    `) as unknown as TypedDocumentString<NewsletterCsvQuery, NewsletterCsvQueryVariables>;
export const ImportNewsletterSubscribersDocument = new TypedDocumentString(`
    mutation ImportNewsletterSubscribers($csv: String!) {
  importNewsletterSubscribers(csv: $csv) {
    added
    alreadyOnList
    invalid
    refused {
      line
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ImportNewsletterSubscribersMutation, ImportNewsletterSubscribersMutationVariables>;
export const ImageUpdateDocument = new TypedDocumentString(`
    query ImageUpdate {
  businessSettings {
    imageUpdate {
      done
      failed
      total
    }
  }
}
    `) as unknown as TypedDocumentString<ImageUpdateQuery, ImageUpdateQueryVariables>;
export const BusinessSettingsDocument = new TypedDocumentString(`
    query BusinessSettings {
  businessSettings {
    name
    legalName
    address
    addressTa
    city
    cityTa
    email
    phone
    grievanceOfficerName
    grievanceOfficerEmail
    instagramUrl
    instagramHandle
    facebookUrl
    poweredBy
    gstin
    stateCode
    hsnCode
    gstRatePercent
    invoicePrefix
    copyrightHolder
    creator
    creditLine
    licensingText
    licensingTextTa
    licensingUrl
    watermarkText
    watermarkOpacity
    watermarkPosition
    watermarkMinWidth
    maxVariantWidth
    signatureImageId
    imageUpdate {
      done
      failed
      total
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessSettingsQuery, BusinessSettingsQueryVariables>;
export const UpdateBusinessSettingsDocument = new TypedDocumentString(`
    mutation UpdateBusinessSettings($name: String, $legalName: String, $address: String, $addressTa: String, $city: String, $cityTa: String, $email: String, $phone: String, $grievanceOfficerName: String, $grievanceOfficerEmail: String, $instagramUrl: String, $instagramHandle: String, $facebookUrl: String, $poweredBy: String, $gstin: String, $stateCode: String, $hsnCode: String, $gstRatePercent: Float, $invoicePrefix: String, $copyrightHolder: String, $creator: String, $creditLine: String, $licensingText: String, $licensingTextTa: String, $licensingUrl: String, $watermarkText: String, $watermarkOpacity: Float, $watermarkPosition: WatermarkPosition, $watermarkMinWidth: Int, $maxVariantWidth: Int, $signatureImageId: ID) {
  updateBusinessSettings(
    name: $name
    legalName: $legalName
    address: $address
    addressTa: $addressTa
    city: $city
    cityTa: $cityTa
    email: $email
    phone: $phone
    grievanceOfficerName: $grievanceOfficerName
    grievanceOfficerEmail: $grievanceOfficerEmail
    instagramUrl: $instagramUrl
    instagramHandle: $instagramHandle
    facebookUrl: $facebookUrl
    poweredBy: $poweredBy
    gstin: $gstin
    stateCode: $stateCode
    hsnCode: $hsnCode
    gstRatePercent: $gstRatePercent
    invoicePrefix: $invoicePrefix
    copyrightHolder: $copyrightHolder
    creator: $creator
    creditLine: $creditLine
    licensingText: $licensingText
    licensingTextTa: $licensingTextTa
    licensingUrl: $licensingUrl
    watermarkText: $watermarkText
    watermarkOpacity: $watermarkOpacity
    watermarkPosition: $watermarkPosition
    watermarkMinWidth: $watermarkMinWidth
    maxVariantWidth: $maxVariantWidth
    signatureImageId: $signatureImageId
  ) {
    name
    legalName
    address
    addressTa
    city
    cityTa
    email
    phone
    grievanceOfficerName
    grievanceOfficerEmail
    instagramUrl
    instagramHandle
    facebookUrl
    poweredBy
    gstin
    stateCode
    hsnCode
    gstRatePercent
    invoicePrefix
    copyrightHolder
    creator
    creditLine
    licensingText
    licensingTextTa
    licensingUrl
    watermarkText
    watermarkOpacity
    watermarkPosition
    watermarkMinWidth
    maxVariantWidth
    signatureImageId
    imageUpdate {
      done
      failed
      total
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateBusinessSettingsMutation, UpdateBusinessSettingsMutationVariables>;
export const OrderStatusCountsDocument = new TypedDocumentString(`
    query OrderStatusCounts {
  orderStatusCounts {
    all
    new
    processing
    dispatched
    delivered
    cancelled
  }
}
    `) as unknown as TypedDocumentString<OrderStatusCountsQuery, OrderStatusCountsQueryVariables>;
export const TransitionOrderDocument = new TypedDocumentString(`
    mutation TransitionOrder($id: ID!, $state: String!, $courierName: String, $trackingId: String) {
  transitionOrderToState(
    id: $id
    state: $state
    courierName: $courierName
    trackingId: $trackingId
  ) {
    id
    status
    courierName
    trackingId
    nextStatuses
  }
}
    `) as unknown as TypedDocumentString<TransitionOrderMutation, TransitionOrderMutationVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($orderId: String!, $reason: String!) {
  cancelOrder(orderId: $orderId, reason: $reason) {
    id
    status
    nextStatuses
    canCancel
    refundedPaise
  }
}
    `) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const RefundOrderDocument = new TypedDocumentString(`
    mutation RefundOrder($orderId: String!, $amountPaise: Int!, $reason: String!, $idempotencyKey: String!) {
  refundOrder(
    orderId: $orderId
    amountPaise: $amountPaise
    reason: $reason
    idempotencyKey: $idempotencyKey
  ) {
    id
    status
    refundedPaise
  }
}
    `) as unknown as TypedDocumentString<RefundOrderMutation, RefundOrderMutationVariables>;
export const OrderHistoryDocument = new TypedDocumentString(`
    query OrderHistory($orderId: ID!) {
  orderHistory(orderId: $orderId) {
    id
    fromStatus
    toStatus
    actor
    courierName
    trackingId
    note
    at
  }
}
    `) as unknown as TypedDocumentString<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const SearchLogDocument = new TypedDocumentString(`
    query SearchLog {
  topSearches {
    query
    count
    lastSearchedOn
  }
  searchesWithoutResults {
    query
    count
    lastSearchedOn
  }
}
    `) as unknown as TypedDocumentString<SearchLogQuery, SearchLogQueryVariables>;
export const DashboardStatsDocument = new TypedDocumentString(`
    query DashboardStats {
  dashboardStats {
    totalCustomers
    customersChange
    totalRevenuePaise
    revenueChange
    totalOrders
    ordersChange
    monthRevenuePaise
    monthDiscountPaise
    discountChange
    topCategory {
      name
      displayName
      totalSales
    }
    months {
      month
      orders
      revenuePaise
    }
    bestSellers {
      portfolioItemId
      title
      units
      revenuePaise
    }
  }
  orderStatusCounts {
    all
    new
    processing
    dispatched
    delivered
  }
}
    `) as unknown as TypedDocumentString<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const WorkshopJoinSummaryDocument = new TypedDocumentString(`
    query WorkshopJoinSummary {
  workshopJoinSummary {
    workshopId
    workshopTitle
    travelDate
    maxParticipants
    totalPeople
    joins
    seatsLeft
  }
}
    `) as unknown as TypedDocumentString<WorkshopJoinSummaryQuery, WorkshopJoinSummaryQueryVariables>;
export const WorkshopParticipantsDocument = new TypedDocumentString(`
    query WorkshopParticipants($workshopId: ID!) {
  workshopParticipants(workshopId: $workshopId) {
    id
    fullName
    phone
    email
    address
    numberOfPeople
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WorkshopParticipantsQuery, WorkshopParticipantsQueryVariables>;
export const WorkshopParticipantsCsvDocument = new TypedDocumentString(`
    query WorkshopParticipantsCsv($workshopId: ID!) {
  workshopParticipantsCsv(workshopId: $workshopId)
}
    `) as unknown as TypedDocumentString<WorkshopParticipantsCsvQuery, WorkshopParticipantsCsvQueryVariables>;
export const DeleteWorkshopJoinDocument = new TypedDocumentString(`
    mutation DeleteWorkshopJoin($id: ID!) {
  deleteWorkshopJoin(id: $id) {
    id
    numberOfPeople
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkshopJoinMutation, DeleteWorkshopJoinMutationVariables>;
export const RefundPaymentReviewDocument = new TypedDocumentString(`
    mutation RefundPaymentReview($id: ID!) {
  refundPaymentReview(id: $id) {
    id
    state
    refundId
    refundedBy
    refundedAt
  }
}
    `) as unknown as TypedDocumentString<RefundPaymentReviewMutation, RefundPaymentReviewMutationVariables>;
export const CampaignPreviewDocument = new TypedDocumentString(`
    query CampaignPreview($id: ID!) {
  campaignPreview(id: $id)
}
    `) as unknown as TypedDocumentString<CampaignPreviewQuery, CampaignPreviewQueryVariables>;
export const SendCampaignTestDocument = new TypedDocumentString(`
    mutation SendCampaignTest($id: ID!, $email: String!) {
  sendCampaignTest(id: $id, email: $email) {
    id
  }
}
    `) as unknown as TypedDocumentString<SendCampaignTestMutation, SendCampaignTestMutationVariables>;
export const ResumeCampaignDocument = new TypedDocumentString(`
    mutation ResumeCampaign($id: ID!) {
  resumeCampaign(id: $id) {
    id
    status
    failed
    remaining
    pausedReason
  }
}
    `) as unknown as TypedDocumentString<ResumeCampaignMutation, ResumeCampaignMutationVariables>;
export const RestoreBouncedSubscriberDocument = new TypedDocumentString(`
    mutation RestoreBouncedSubscriber($id: ID!) {
  restoreBouncedSubscriber(id: $id) {
    id
    email
    status
  }
}
    `) as unknown as TypedDocumentString<RestoreBouncedSubscriberMutation, RestoreBouncedSubscriberMutationVariables>;
export const SendCampaignDocument = new TypedDocumentString(`
    mutation SendCampaign($id: ID!) {
  sendCampaign(id: $id) {
    id
    status
    recipients
    sent
    failed
    skipped
    remaining
    sentAt
  }
}
    `) as unknown as TypedDocumentString<SendCampaignMutation, SendCampaignMutationVariables>;
export const IntegrationsDocument = new TypedDocumentString(`
    query Integrations {
  apiScopes {
    name
    description
  }
  webhookEvents {
    name
    description
  }
  allApiKeys(sortField: "id", sortOrder: "DESC", perPage: 100) {
    id
    name
    scopes
    prefix
    createdAt
    lastUsedAt
    revokedAt
  }
  allWebhookEndpoints(sortField: "id", sortOrder: "DESC", perPage: 100) {
    id
    url
    events
    createdAt
  }
  allWebhookDeliveries(sortField: "id", sortOrder: "DESC", perPage: 25) {
    id
    endpointId
    eventId
    type
    status
    attempts
    nextAttemptAt
    lastAttemptAt
    lastStatusCode
    lastResponse
    createdAt
  }
}
    `) as unknown as TypedDocumentString<IntegrationsQuery, IntegrationsQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($name: String!, $scopes: [String!]!) {
  createApiKey(name: $name, scopes: $scopes) {
    id
    key
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const CreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {
  createWebhookEndpoint(url: $url, events: $events) {
    id
    secret
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = new TypedDocumentString(`
    mutation DeleteWebhookEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation RedeliverWebhook($id: ID!) {
  redeliverWebhook(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const LoginSecondFactorDocument = new TypedDocumentString(`
    mutation LoginSecondFactor($challenge: String!, $code: String, $recoveryCode: String) {
  loginSecondFactor(
    challenge: $challenge
    code: $code
    recoveryCode: $recoveryCode
  ) {
    ...SignIn
  }
}
    fragment SignIn on LoginResult {
  token
  userId
  username
  expiresAt
  mustSetUpSecondFactor
  secondFactor {
    challenge
    methods
  }
}`) as unknown as TypedDocumentString<LoginSecondFactorMutation, LoginSecondFactorMutationVariables>;
export const PasskeyLoginOptionsDocument = new TypedDocumentString(`
    query PasskeyLoginOptions {
  passkeyLoginOptions
}
    `) as unknown as TypedDocumentString<PasskeyLoginOptionsQuery, PasskeyLoginOptionsQueryVariables>;
export const VerifyPasskeyLoginDocument = new TypedDocumentString(`
    mutation VerifyPasskeyLogin($response: String!) {
  verifyPasskeyLogin(response: $response) {
    ...SignIn
  }
}
    fragment SignIn on LoginResult {
  token
  userId
  username
  expiresAt
  mustSetUpSecondFactor
  secondFactor {
    challenge
    methods
  }
}`) as unknown as TypedDocumentString<VerifyPasskeyLoginMutation, VerifyPasskeyLoginMutationVariables>;
export const StepUpDocument = new TypedDocumentString(`
    mutation StepUp($code: String, $recoveryCode: String) {
  stepUp(code: $code, recoveryCode: $recoveryCode)
}
    `) as unknown as TypedDocumentString<StepUpMutation, StepUpMutationVariables>;
export const PasskeyStepUpOptionsDocument = new TypedDocumentString(`
    query PasskeyStepUpOptions {
  passkeyStepUpOptions
}
    `) as unknown as TypedDocumentString<PasskeyStepUpOptionsQuery, PasskeyStepUpOptionsQueryVariables>;
export const VerifyPasskeyStepUpDocument = new TypedDocumentString(`
    mutation VerifyPasskeyStepUp($response: String!) {
  verifyPasskeyStepUp(response: $response)
}
    `) as unknown as TypedDocumentString<VerifyPasskeyStepUpMutation, VerifyPasskeyStepUpMutationVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($token: String!, $password: String!) {
  acceptInvitation(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const MySecondFactorsDocument = new TypedDocumentString(`
    query MySecondFactors {
  me {
    id
    twoFactor {
      totp
      recoveryCodesLeft
      passkeys {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MySecondFactorsQuery, MySecondFactorsQueryVariables>;
export const StaffUsersDocument = new TypedDocumentString(`
    query StaffUsers {
  staffUsers {
    id
    name
    username
    email
    role
    disabled
    status
    invitedAt
    invitationExpiresAt
    lastSignInAt
    twoFactor
  }
}
    `) as unknown as TypedDocumentString<StaffUsersQuery, StaffUsersQueryVariables>;
export const InviteStaffDocument = new TypedDocumentString(`
    mutation InviteStaff($name: String!, $username: String!, $email: String!, $role: String!) {
  inviteStaff(name: $name, username: $username, email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<InviteStaffMutation, InviteStaffMutationVariables>;
export const UpdateStaffDocument = new TypedDocumentString(`
    mutation UpdateStaff($id: ID!, $role: String, $disabled: Boolean) {
  updateStaff(id: $id, role: $role, disabled: $disabled) {
    id
    role
    disabled
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation ResendInvitation($id: ID!) {
  resendInvitation(id: $id) {
    id
    invitationExpiresAt
  }
}
    `) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = new TypedDocumentString(`
    mutation RevokeInvitation($id: ID!) {
  revokeInvitation(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const EndAllSessionsOfDocument = new TypedDocumentString(`
    mutation EndAllSessionsOf($userId: ID!) {
  endAllSessions(userId: $userId)
}
    `) as unknown as TypedDocumentString<EndAllSessionsOfMutation, EndAllSessionsOfMutationVariables>;
export const TwoFactorSettingsDocument = new TypedDocumentString(`
    query TwoFactorSettings {
  twoFactorSettings {
    requireTwoFactor
  }
}
    `) as unknown as TypedDocumentString<TwoFactorSettingsQuery, TwoFactorSettingsQueryVariables>;
export const UpdateTwoFactorSettingsDocument = new TypedDocumentString(`
    mutation UpdateTwoFactorSettings($requireTwoFactor: Boolean!) {
  updateTwoFactorSettings(requireTwoFactor: $requireTwoFactor) {
    requireTwoFactor
  }
}
    `) as unknown as TypedDocumentString<UpdateTwoFactorSettingsMutation, UpdateTwoFactorSettingsMutationVariables>;