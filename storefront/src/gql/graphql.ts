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

export type ResponsiveImage_AssetFragment = { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string };

export type BlogCard_PostFragment = { __typename?: 'BlogPost', id: string, title: string, titleTa?: string | null, excerpt: string, excerptTa?: string | null, createdAt: string, tags: Array<string>, commentCount: number, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null };

export type DiscountQuoteQueryVariables = Exact<{
  code: Scalars['String']['input'];
  items: Array<CartLineInput> | CartLineInput;
}>;


export type DiscountQuoteQuery = { __typename?: 'Query', discountQuote: { __typename?: 'DiscountQuote', code: string, subtotalPaise: number, discountPaise: number, totalPaise: number } };

export type CheckoutOutcomeQueryVariables = Exact<{
  orderId: Scalars['String']['input'];
}>;


export type CheckoutOutcomeQuery = { __typename?: 'Query', order?: { __typename?: 'OrderReceipt', orderId: string, status: string } | null };

export type CartPricesQueryVariables = Exact<{
  lines: Array<CartPriceInput> | CartPriceInput;
}>;


export type CartPricesQuery = { __typename?: 'Query', cartPrices: Array<{ __typename?: 'CartLinePrice', portfolioItemId: string, frameId: string, available: boolean, unitPricePaise?: number | null, listUnitPricePaise?: number | null, editionRemaining?: number | null }> };

export type CheckoutConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutConfigQuery = { __typename?: 'Query', checkoutConfig: { __typename?: 'CheckoutConfig', mode: string, scriptUrl: string, keyId: string, businessName: string } };

export type GalleryCard_ItemFragment = { __typename?: 'GalleryItem', id: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, category?: { __typename?: 'GalleryCategory', id: string, name: string, nameTa?: string | null, displayName: string } | null, locations: Array<{ __typename?: 'Location', id: string, name: string, nameTa?: string | null }>, images: Array<{ __typename?: 'GalleryImage', id: string, position: number, image: { __typename?: 'MediaAsset', id: string, exifSummary?: string | null, url: string, width: number, height: number, placeholder: string, srcset: string } }> };

export type AuthorSection_AuthorFragment = { __typename?: 'Author', name: string, title: string, titleTa?: string | null, bio1: string, bio1Ta?: string | null, bio2: string, bio2Ta?: string | null, quote: string, quoteTa?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null };

export type HeroSlideshow_SlideFragment = { __typename?: 'HeroSlide', id: string, title: string, titleTa?: string | null, subtitle: string, subtitleTa?: string | null, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } };

export type InstagramStrip_PostFragment = { __typename?: 'InstagramPost', id: string, shortCode: string, captionTitle: string, likes?: number | null, timestamp: string, imageUrl: string, permalink?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null };

export type FooterQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', name: string, city: string, cityTa?: string | null, email: string, phone: string, instagramUrl: string, facebookUrl: string, poweredBy: string } };

export type OrderCard_OrderFragment = { __typename?: 'OrderReceipt', orderId: string, bookingGroupId: string, status: string, statusLabel: string, formattedDate: string, amountPaise: number, discountPaise: number, discountCode?: string | null, courierName?: string | null, trackingId?: string | null, invoiceNumber?: string | null, invoiceUrl?: string | null, refundedPaise: number, items: Array<{ __typename?: 'OrderLineView', portfolioItemId?: string | null, frameId?: string | null, title: string, frameSize: string, frameName: string, quantity: number, amountPaise: number, imageUrl?: string | null, certificates: Array<{ __typename?: 'Certificate', number: number, editionSize: number, url: string, void: boolean }> }>, refunds: Array<{ __typename?: 'RefundView', id: string, amountPaise: number, status: string, statusLabel: string, creditNoteNumber?: string | null, creditNoteUrl?: string | null }> };

export type RefundNote_OrderFragment = { __typename?: 'OrderReceipt', refundedPaise: number, refunds: Array<{ __typename?: 'RefundView', id: string, amountPaise: number, status: string, statusLabel: string, creditNoteNumber?: string | null, creditNoteUrl?: string | null }> };

export type PolicyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyPageQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', name: string, legalName: string, address: string, addressTa?: string | null, city: string, cityTa?: string | null, email: string, phone: string, grievanceOfficerName: string, grievanceOfficerEmail: string } };

export type SearchSuggestionsQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type SearchSuggestionsQuery = { __typename?: 'Query', searchSuggestions: Array<{ __typename?: 'SearchSuggestion', id: string, kind: SearchKind, title: string, titleTa?: string | null, url: string }> };

export type ShopCard_ItemFragment = { __typename?: 'PortfolioItem', id: string, title: string, titleTa?: string | null, description: string, categoryId: string, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string }, frames: Array<{ __typename?: 'FramePrice', id: string, size: string, name: string, pricePaise: number, salePricePaise?: number | null }>, sale?: { __typename?: 'SaleOffer', name: string, percent: number, endsAt?: string | null } | null, edition?: { __typename?: 'Edition', size: number, remaining: number, closed: boolean } | null };

export type WallViewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WallViewQuery = { __typename?: 'Query', shopItem?: { __typename?: 'PortfolioItem', id: string, frames: Array<{ __typename?: 'FramePrice', id: string, widthCm?: number | null, heightCm?: number | null }> } | null };

export type WorkshopCard_WorkshopFragment = { __typename?: 'Workshop', id: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, destination: string, destinationTa?: string | null, travelDate?: string | null, duration: string, organizer: string, displayCost: string, meetingPoint: string, includes: Array<string>, tags: Array<string>, maxParticipants: number, seatsLeft: number, isFull: boolean, isPast: boolean, poster?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null };

export type AddBlogCommentMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddBlogCommentMutation = { __typename?: 'Mutation', addBlogComment: { __typename?: 'CommentResult', status: boolean, message: string } };

export type ConfirmPaymentMutationVariables = Exact<{
  orderId: Scalars['String']['input'];
  paymentId: Scalars['String']['input'];
  signature: Scalars['String']['input'];
}>;


export type ConfirmPaymentMutation = { __typename?: 'Mutation', confirmPayment: { __typename?: 'OrderReceipt', orderId: string, status: string, statusLabel: string } };

export type JoinWorkshopMutationVariables = Exact<{
  workshopId: Scalars['ID']['input'];
  fullName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  address: Scalars['String']['input'];
  numberOfPeople: Scalars['Int']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
}>;


export type JoinWorkshopMutation = { __typename?: 'Mutation', joinWorkshop: { __typename?: 'WorkshopJoinResult', id: string, seatsLeft: number, message: string } };

export type SendContactMessageMutationVariables = Exact<{
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  message: Scalars['String']['input'];
  inquiryType?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'FormResult', status: boolean, message: string } };

export type StartCheckoutMutationVariables = Exact<{
  customer: CustomerInput;
  items: Array<CartLineInput> | CartLineInput;
  discountCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartCheckoutMutation = { __typename?: 'Mutation', startCheckout: { __typename?: 'PaymentOrder', orderId: string, amountPaise: number, currency: string, keyId: string, bookingGroupId: string, description: string, businessName: string } };

export type SubmitInterestMutationVariables = Exact<{
  galleryItemId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubmitInterestMutation = { __typename?: 'Mutation', submitInterest: boolean };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubscribeNewsletterMutation = { __typename?: 'Mutation', subscribeNewsletter: { __typename?: 'FormResult', status: boolean, message: string } };

export type BlogPostPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  ta: Scalars['Boolean']['input'];
}>;


export type BlogPostPageQuery = { __typename?: 'Query', blogPost?: { __typename?: 'BlogPost', id: string, title: string, titleTa?: string | null, excerpt: string, excerptTa?: string | null, author?: string | null, createdAt: string, updatedAt: string, readTime: string, tags: Array<string>, content: string, contentTa?: string | null, shareDescription: string, commentCount: number, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null, comments: Array<{ __typename?: 'BlogComment', id: string, name: string, comment: string, createdAt: string }> } | null };

export type BlogListQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BlogListQuery = { __typename?: 'Query', blogPosts: { __typename?: 'BlogPostPage', total: number, page: number, items: Array<{ __typename?: 'BlogPost', id: string, title: string, titleTa?: string | null, excerpt: string, excerptTa?: string | null, createdAt: string, tags: Array<string>, commentCount: number, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null }> } };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', email: string, phone: string, address: string, addressTa?: string | null, city: string, cityTa?: string | null, instagramUrl: string, facebookUrl: string } };

export type GalleryGroupPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GalleryGroupPageQuery = { __typename?: 'Query', galleryItem?: { __typename?: 'GalleryItem', id: string, createdAt: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, images: Array<{ __typename?: 'GalleryImage', id: string, title: string, position: number, image: { __typename?: 'MediaAsset', id: string, exifSummary?: string | null, url: string, width: number, height: number, placeholder: string, srcset: string } }>, category?: { __typename?: 'GalleryCategory', id: string, name: string, nameTa?: string | null, displayName: string } | null, locations: Array<{ __typename?: 'Location', id: string, name: string, nameTa?: string | null }> } | null };

export type GalleryPageQueryVariables = Exact<{
  locationId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GalleryPageQuery = { __typename?: 'Query', galleryPage: { __typename?: 'GalleryPage', total: number, hasMore: boolean, items: Array<{ __typename?: 'GalleryItem', id: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, category?: { __typename?: 'GalleryCategory', id: string, name: string, nameTa?: string | null, displayName: string } | null, locations: Array<{ __typename?: 'Location', id: string, name: string, nameTa?: string | null }>, images: Array<{ __typename?: 'GalleryImage', id: string, position: number, image: { __typename?: 'MediaAsset', id: string, exifSummary?: string | null, url: string, width: number, height: number, placeholder: string, srcset: string } }> }> }, locations: Array<{ __typename?: 'Location', id: string, name: string, nameTa?: string | null }>, galleryCategories: Array<{ __typename?: 'GalleryCategory', id: string, name: string, nameTa?: string | null, displayName: string }> };

export type MovedGalleryItemQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MovedGalleryItemQuery = { __typename?: 'Query', galleryItem?: { __typename?: 'GalleryItem', id: string, title: string } | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', heroSlides: Array<{ __typename?: 'HeroSlide', id: string, title: string, titleTa?: string | null, subtitle: string, subtitleTa?: string | null, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } }>, author?: { __typename?: 'Author', name: string, title: string, titleTa?: string | null, bio1: string, bio1Ta?: string | null, bio2: string, bio2Ta?: string | null, quote: string, quoteTa?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null } | null, instagramPosts: Array<{ __typename?: 'InstagramPost', id: string, shortCode: string, captionTitle: string, likes?: number | null, timestamp: string, imageUrl: string, permalink?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null }>, businessSettings: { __typename?: 'BusinessSettings', name: string, instagramUrl: string, instagramHandle: string } };

export type LicensingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LicensingPageQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', name: string, copyrightHolder: string, creditLine: string, licensingText: string, licensingTextTa?: string | null } };

export type OrderAcknowledgmentQueryVariables = Exact<{
  orderId: Scalars['String']['input'];
}>;


export type OrderAcknowledgmentQuery = { __typename?: 'Query', order?: { __typename?: 'OrderReceipt', orderId: string, bookingGroupId: string, status: string, statusLabel: string, formattedDate: string, amountPaise: number, discountCode?: string | null, discountPaise: number, courierName?: string | null, trackingId?: string | null, invoiceNumber?: string | null, invoiceUrl?: string | null, refundedPaise: number, items: Array<{ __typename?: 'OrderLineView', title: string, frameSize: string, frameName: string, quantity: number, amountPaise: number, certificates: Array<{ __typename?: 'Certificate', number: number, editionSize: number, url: string, void: boolean }> }>, refunds: Array<{ __typename?: 'RefundView', id: string, amountPaise: number, status: string, statusLabel: string, creditNoteNumber?: string | null, creditNoteUrl?: string | null }> } | null };

export type OrderHistoryQueryVariables = Exact<{
  mobile: Scalars['String']['input'];
}>;


export type OrderHistoryQuery = { __typename?: 'Query', ordersByMobile: Array<{ __typename?: 'OrderReceipt', orderId: string, bookingGroupId: string, status: string, statusLabel: string, formattedDate: string, amountPaise: number, discountPaise: number, discountCode?: string | null, courierName?: string | null, trackingId?: string | null, invoiceNumber?: string | null, invoiceUrl?: string | null, refundedPaise: number, items: Array<{ __typename?: 'OrderLineView', portfolioItemId?: string | null, frameId?: string | null, title: string, frameSize: string, frameName: string, quantity: number, amountPaise: number, imageUrl?: string | null, certificates: Array<{ __typename?: 'Certificate', number: number, editionSize: number, url: string, void: boolean }> }>, refunds: Array<{ __typename?: 'RefundView', id: string, amountPaise: number, status: string, statusLabel: string, creditNoteNumber?: string | null, creditNoteUrl?: string | null }> }> };

export type MyOrdersQueryVariables = Exact<{
  orderIds: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type MyOrdersQuery = { __typename?: 'Query', ordersByIds: Array<{ __typename?: 'OrderReceipt', orderId: string, bookingGroupId: string, status: string, statusLabel: string, formattedDate: string, amountPaise: number, discountPaise: number, discountCode?: string | null, courierName?: string | null, trackingId?: string | null, invoiceNumber?: string | null, invoiceUrl?: string | null, refundedPaise: number, items: Array<{ __typename?: 'OrderLineView', portfolioItemId?: string | null, frameId?: string | null, title: string, frameSize: string, frameName: string, quantity: number, amountPaise: number, imageUrl?: string | null, certificates: Array<{ __typename?: 'Certificate', number: number, editionSize: number, url: string, void: boolean }> }>, refunds: Array<{ __typename?: 'RefundView', id: string, amountPaise: number, status: string, statusLabel: string, creditNoteNumber?: string | null, creditNoteUrl?: string | null }> }> };

export type PrintPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrintPageQuery = { __typename?: 'Query', shopItem?: { __typename?: 'PortfolioItem', description: string, descriptionTa?: string | null, id: string, title: string, titleTa?: string | null, categoryId: string, category: { __typename?: 'ShopCategory', id: string, name: string, nameTa?: string | null }, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string }, frames: Array<{ __typename?: 'FramePrice', id: string, size: string, name: string, pricePaise: number, widthCm?: number | null, heightCm?: number | null, salePricePaise?: number | null }>, sale?: { __typename?: 'SaleOffer', name: string, percent: number, endsAt?: string | null } | null, edition?: { __typename?: 'Edition', size: number, remaining: number, closed: boolean } | null } | null };

export type SearchPageQueryVariables = Exact<{
  q: Scalars['String']['input'];
  filter?: InputMaybe<SearchFilter>;
  sort?: InputMaybe<SearchSort>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchPageQuery = { __typename?: 'Query', search: { __typename?: 'SearchResult', total: number, didYouMean?: string | null, hits: Array<{ __typename?: 'SearchHit', kind: SearchKind, id: string, title: string, titleTa?: string | null, snippet?: string | null, url: string, image?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null }>, facets: { __typename?: 'SearchFacets', categories: Array<{ __typename?: 'SearchFacetValue', value: string, label: string, labelTa?: string | null, count: number }>, frameSizes: Array<{ __typename?: 'SearchFacetValue', value: string, label: string, labelTa?: string | null, count: number }>, locations: Array<{ __typename?: 'SearchFacetValue', value: string, label: string, labelTa?: string | null, count: number }>, priceRanges: Array<{ __typename?: 'SearchPriceRange', minPricePaise: number, maxPricePaise?: number | null, count: number }> }, pageInfo: { __typename?: 'SearchPageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type SearchNewestPrintsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchNewestPrintsQuery = { __typename?: 'Query', shopItems: { __typename?: 'ShopPage', items: Array<{ __typename?: 'PortfolioItem', id: string, title: string, titleTa?: string | null, description: string, categoryId: string, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string }, frames: Array<{ __typename?: 'FramePrice', id: string, size: string, name: string, pricePaise: number, salePricePaise?: number | null }>, sale?: { __typename?: 'SaleOffer', name: string, percent: number, endsAt?: string | null } | null, edition?: { __typename?: 'Edition', size: number, remaining: number, closed: boolean } | null }> } };

export type MovedPrintQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MovedPrintQuery = { __typename?: 'Query', shopItem?: { __typename?: 'PortfolioItem', id: string, title: string } | null };

export type ShopPageQueryVariables = Exact<{
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ShopPageQuery = { __typename?: 'Query', shopItems: { __typename?: 'ShopPage', total: number, hasMore: boolean, items: Array<{ __typename?: 'PortfolioItem', id: string, title: string, titleTa?: string | null, description: string, categoryId: string, image: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string }, frames: Array<{ __typename?: 'FramePrice', id: string, size: string, name: string, pricePaise: number, salePricePaise?: number | null }>, sale?: { __typename?: 'SaleOffer', name: string, percent: number, endsAt?: string | null } | null, edition?: { __typename?: 'Edition', size: number, remaining: number, closed: boolean } | null }> }, shopCategories: Array<{ __typename?: 'ShopCategory', id: string, name: string, nameTa?: string | null }> };

export type WorkshopPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkshopPageQuery = { __typename?: 'Query', workshops: Array<{ __typename?: 'Workshop', id: string, cost: string, createdAt: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, destination: string, destinationTa?: string | null, travelDate?: string | null, duration: string, organizer: string, displayCost: string, meetingPoint: string, includes: Array<string>, tags: Array<string>, maxParticipants: number, seatsLeft: number, isFull: boolean, isPast: boolean, poster?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null }> };

export type WorkshopsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkshopsPageQuery = { __typename?: 'Query', workshops: Array<{ __typename?: 'Workshop', id: string, title: string, titleTa?: string | null, description: string, descriptionTa?: string | null, destination: string, destinationTa?: string | null, travelDate?: string | null, duration: string, organizer: string, displayCost: string, meetingPoint: string, includes: Array<string>, tags: Array<string>, maxParticipants: number, seatsLeft: number, isFull: boolean, isPast: boolean, poster?: { __typename?: 'MediaAsset', id: string, url: string, width: number, height: number, placeholder: string, srcset: string } | null }> };

export const ResponsiveImage_AssetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<ResponsiveImage_AssetFragment, unknown>;
export const BlogCard_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"excerptTa"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<BlogCard_PostFragment, unknown>;
export const GalleryCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exifSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<GalleryCard_ItemFragment, unknown>;
export const AuthorSection_AuthorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorSection_author"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Author"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"bio1"}},{"kind":"Field","name":{"kind":"Name","value":"bio1Ta"}},{"kind":"Field","name":{"kind":"Name","value":"bio2"}},{"kind":"Field","name":{"kind":"Name","value":"bio2Ta"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTa"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<AuthorSection_AuthorFragment, unknown>;
export const HeroSlideshow_SlideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeroSlideshow_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleTa"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<HeroSlideshow_SlideFragment, unknown>;
export const InstagramStrip_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstagramStrip_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstagramPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}},{"kind":"Field","name":{"kind":"Name","value":"captionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permalink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<InstagramStrip_PostFragment, unknown>;
export const RefundNote_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundNote_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}}]}}]}}]} as unknown as DocumentNode<RefundNote_OrderFragment, unknown>;
export const OrderCard_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formattedDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundNote_order"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioItemId"}},{"kind":"Field","name":{"kind":"Name","value":"frameId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"frameSize"}},{"kind":"Field","name":{"kind":"Name","value":"frameName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"editionSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundNote_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}}]}}]}}]} as unknown as DocumentNode<OrderCard_OrderFragment, unknown>;
export const ShopCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"salePricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<ShopCard_ItemFragment, unknown>;
export const WorkshopCard_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTa"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"}},{"kind":"Field","name":{"kind":"Name","value":"displayCost"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isFull"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<WorkshopCard_WorkshopFragment, unknown>;
export const DiscountQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiscountQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]}}]} as unknown as DocumentNode<DiscountQuoteQuery, DiscountQuoteQueryVariables>;
export const CheckoutOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CheckoutOutcomeQuery, CheckoutOutcomeQueryVariables>;
export const CartPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartPriceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioItemId"}},{"kind":"Field","name":{"kind":"Name","value":"frameId"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unitPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"listUnitPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"editionRemaining"}}]}}]}}]} as unknown as DocumentNode<CartPricesQuery, CartPricesQueryVariables>;
export const CheckoutConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scriptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode<CheckoutConfigQuery, CheckoutConfigQueryVariables>;
export const FooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityTa"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"instagramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"facebookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"poweredBy"}}]}}]}}]} as unknown as DocumentNode<FooterQuery, FooterQueryVariables>;
export const PolicyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressTa"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityTa"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceOfficerName"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceOfficerEmail"}}]}}]}}]} as unknown as DocumentNode<PolicyPageQuery, PolicyPageQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const WallViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WallView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}}]}}]}}]}}]} as unknown as DocumentNode<WallViewQuery, WallViewQueryVariables>;
export const AddBlogCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBlogComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBlogComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddBlogCommentMutation, AddBlogCommentMutationVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const JoinWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fullName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"numberOfPeople"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fullName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fullName"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"numberOfPeople"},"value":{"kind":"Variable","name":{"kind":"Name","value":"numberOfPeople"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<JoinWorkshopMutation, JoinWorkshopMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inquiryType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"inquiryType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inquiryType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const StartCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartLineInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discountCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"discountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode<StartCheckoutMutation, StartCheckoutMutationVariables>;
export const SubmitInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"galleryItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"galleryItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"galleryItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SubmitInterestMutation, SubmitInterestMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const BlogPostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"excerptTa"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentTa"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ta"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"shareDescription"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<BlogPostPageQuery, BlogPostPageQueryVariables>;
export const BlogListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogCard_post"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"excerptTa"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]} as unknown as DocumentNode<BlogListQuery, BlogListQueryVariables>;
export const ContactPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressTa"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityTa"}},{"kind":"Field","name":{"kind":"Name","value":"instagramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"facebookUrl"}}]}}]}}]} as unknown as DocumentNode<ContactPageQuery, ContactPageQueryVariables>;
export const GalleryGroupPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryGroupPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_item"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exifSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryGroupPageQuery, GalleryGroupPageQueryVariables>;
export const GalleryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exifSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryPageQuery, GalleryPageQueryVariables>;
export const MovedGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovedGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<MovedGalleryItemQuery, MovedGalleryItemQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeroSlideshow_slide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorSection_author"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instagramPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstagramStrip_post"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"instagramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instagramHandle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeroSlideshow_slide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleTa"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorSection_author"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Author"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"bio1"}},{"kind":"Field","name":{"kind":"Name","value":"bio1Ta"}},{"kind":"Field","name":{"kind":"Name","value":"bio2"}},{"kind":"Field","name":{"kind":"Name","value":"bio2Ta"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTa"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstagramStrip_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstagramPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}},{"kind":"Field","name":{"kind":"Name","value":"captionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permalink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const LicensingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicensingPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"copyrightHolder"}},{"kind":"Field","name":{"kind":"Name","value":"creditLine"}},{"kind":"Field","name":{"kind":"Name","value":"licensingText"}},{"kind":"Field","name":{"kind":"Name","value":"licensingTextTa"}}]}}]}}]} as unknown as DocumentNode<LicensingPageQuery, LicensingPageQueryVariables>;
export const OrderAcknowledgmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderAcknowledgment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formattedDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundNote_order"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"frameSize"}},{"kind":"Field","name":{"kind":"Name","value":"frameName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"editionSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundNote_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}}]}}]}}]} as unknown as DocumentNode<OrderAcknowledgmentQuery, OrderAcknowledgmentQueryVariables>;
export const OrderHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersByMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCard_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundNote_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formattedDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundNote_order"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioItemId"}},{"kind":"Field","name":{"kind":"Name","value":"frameId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"frameSize"}},{"kind":"Field","name":{"kind":"Name","value":"frameName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"editionSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}}]}}]}}]} as unknown as DocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCard_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundNote_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCard_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formattedDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundNote_order"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioItemId"}},{"kind":"Field","name":{"kind":"Name","value":"frameId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"frameSize"}},{"kind":"Field","name":{"kind":"Name","value":"frameName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"editionSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const PrintPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopCard_item"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"widthCm"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"salePricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<PrintPageQuery, PrintPageQueryVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"didYouMean"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelTa"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frameSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelTa"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelTa"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"maxPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const SearchNewestPrintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchNewestPrints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopCard_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"salePricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<SearchNewestPrintsQuery, SearchNewestPrintsQueryVariables>;
export const MovedPrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovedPrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<MovedPrintQuery, MovedPrintQueryVariables>;
export const ShopPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTa"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"salePricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const WorkshopPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopCard_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTa"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"}},{"kind":"Field","name":{"kind":"Name","value":"displayCost"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isFull"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]} as unknown as DocumentNode<WorkshopPageQuery, WorkshopPageQueryVariables>;
export const WorkshopsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopCard_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_asset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleTa"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTa"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTa"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"}},{"kind":"Field","name":{"kind":"Name","value":"displayCost"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isFull"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_asset"}}]}}]}}]} as unknown as DocumentNode<WorkshopsPageQuery, WorkshopsPageQueryVariables>;