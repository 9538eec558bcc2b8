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

/** The photographer (one record). */
export type Author = {
  __typename?: 'Author';
  /** Awards won, as the owner writes it. */
  awardsWon: Scalars['String']['output'];
  /** First paragraph of the biography. */
  bio1: Scalars['String']['output'];
  /** Second paragraph of the biography. */
  bio2: Scalars['String']['output'];
  /** Countries visited, as the owner writes it. */
  countriesVisited: Scalars['String']['output'];
  /** Profile image. */
  image?: Maybe<MediaAsset>;
  /** Name. */
  name: Scalars['String']['output'];
  /** A quote. */
  quote: Scalars['String']['output'];
  /** Title, e.g. 'Wildlife Photographer'. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The business's public facts (one record), shown in the footer, contact page and policies. */
export type BusinessSettings = {
  __typename?: 'BusinessSettings';
  /** Postal address. */
  address: Scalars['String']['output'];
  /** City, e.g. 'Chennai, India'. */
  city: Scalars['String']['output'];
  /** Contact email. */
  email: Scalars['String']['output'];
  /** Facebook page URL. */
  facebookUrl: Scalars['String']['output'];
  /** Grievance officer's email. */
  grievanceOfficerEmail: Scalars['String']['output'];
  /** Grievance officer (Consumer Protection (E-Commerce) Rules, 2020). */
  grievanceOfficerName: Scalars['String']['output'];
  /** Instagram handle, e.g. '@chennaiwildlifeprints'. */
  instagramHandle: Scalars['String']['output'];
  /** Instagram profile URL. */
  instagramUrl: Scalars['String']['output'];
  /** Legal name of the business. */
  legalName: Scalars['String']['output'];
  /** Trading name. */
  name: Scalars['String']['output'];
  /** Contact phone. */
  phone: Scalars['String']['output'];
  /** The footer's powered-by credit. */
  poweredBy: Scalars['String']['output'];
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

/** How the storefront opens the payment window. */
export type CheckoutConfig = {
  __typename?: 'CheckoutConfig';
  /** Business name shown by the checkout. */
  businessName: Scalars['String']['output'];
  /** The provider's public key id. */
  keyId: Scalars['String']['output'];
  /** 'live' (Razorpay) or 'simulated' (a local test checkout). */
  mode: Scalars['String']['output'];
  /** The checkout script to load. */
  scriptUrl: Scalars['String']['output'];
};

/** A message sent from the contact page. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Sender's email. */
  email: Scalars['String']['output'];
  /** Identifier of the message. */
  id: Scalars['ID']['output'];
  /** Inquiry type. */
  inquiryType: Scalars['String']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** Sender's name. */
  name: Scalars['String']['output'];
  /** Whether the owner has read it. */
  read: Scalars['Boolean']['output'];
  /** Subject. */
  subject: Scalars['String']['output'];
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
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Ten-digit mobile number (+91 or 0 prefix allowed). */
  phone: Scalars['String']['input'];
  /** Six-digit pincode. */
  pincode: Scalars['String']['input'];
  /** State. */
  state: Scalars['String']['input'];
};

/** The answer of a newsletter or contact form. */
export type FormResult = {
  __typename?: 'FormResult';
  /** Message to show the visitor. */
  message: Scalars['String']['output'];
  /** True when it went through. */
  status: Scalars['Boolean']['output'];
};

/** One frame size of one print, with its price. */
export type FramePrice = {
  __typename?: 'FramePrice';
  /** The frame size. */
  frameSizeId: Scalars['ID']['output'];
  /** Identifier (the cart's frameId). */
  id: Scalars['ID']['output'];
  /** Frame name, e.g. 'Classic Black'. */
  name: Scalars['String']['output'];
  /** Price in paise. */
  pricePaise: Scalars['Int']['output'];
  /** Print size of the frame, e.g. '12x18'. */
  size: Scalars['String']['output'];
};

/** The price of one frame size of a print. */
export type FramePriceInput = {
  /** The frame size. */
  frameSizeId: Scalars['ID']['input'];
  /** Price in paise (₹1,499.00 is 149900). */
  pricePaise: Scalars['Int']['input'];
};

/** A frame a print can be ordered in (frame master). */
export type FrameSize = {
  __typename?: 'FrameSize';
  /** When the frame size was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of the frame size. */
  id: Scalars['ID']['output'];
  /** Size followed by the name in brackets, e.g. '12x18 (Classic Black)'. */
  label: Scalars['String']['output'];
  /** Frame name, e.g. 'Classic Black'. */
  name: Scalars['String']['output'];
  /** Print size, e.g. '12x18'. */
  size: Scalars['String']['output'];
};

/** Filter of the admin list of frame sizes. */
export type FrameSizeFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
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

/** A slide of the home page's hero. */
export type HeroSlide = {
  __typename?: 'HeroSlide';
  /** When the slide was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of the slide. */
  id: Scalars['ID']['output'];
  /** The image. */
  image: MediaAsset;
  /** Identifier of the image (an uploadMedia id). */
  imageId: Scalars['ID']['output'];
  /** Order of the slide, from 0. */
  position: Scalars['Int']['output'];
  /** Line under the headline. */
  subtitle: Scalars['String']['output'];
  /** Headline over the image. */
  title: Scalars['String']['output'];
};

/** Filter of the admin list of hero slides. */
export type HeroSlideFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
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

/** An Instagram post of the home page's strip. */
export type InstagramPost = {
  __typename?: 'InstagramPost';
  /** The whole caption. */
  caption: Scalars['String']['output'];
  /** The caption's first line, else 'Untitled'. */
  captionTitle: Scalars['String']['output'];
  /** Identifier of the post. */
  id: Scalars['ID']['output'];
  /** The image, stored here. */
  image?: Maybe<MediaAsset>;
  /** The image's URL (the export file's displayUrl). */
  imageUrl: Scalars['String']['output'];
  /** likesCount, else commentsCount, else null (the page then shows a number of its own). */
  likes?: Maybe<Scalars['Int']['output']>;
  /** Link to the post on Instagram. */
  permalink?: Maybe<Scalars['String']['output']>;
  /** Instagram's short code, or a generated one. */
  shortCode: Scalars['String']['output'];
  /** When it was posted. */
  timestamp: Scalars['DateTime']['output'];
};

/** Filter of the admin list of Instagram posts. */
export type InstagramPostFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
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
  /** Confirms a payment with the checkout's signature; only a valid signature marks the order paid. */
  confirmPayment: OrderReceipt;
  /** Admin: create a FrameSize. */
  createFrameSize: FrameSize;
  /** Admin: create a GalleryCategory. */
  createGalleryCategory: GalleryCategory;
  /** Admin: create a GalleryItem. */
  createGalleryItem: GalleryItem;
  /** Admin: create a HeroSlide. */
  createHeroSlide: HeroSlide;
  /** Admin: create a InstagramPost. */
  createInstagramPost: InstagramPost;
  /** Admin: create a Location. */
  createLocation: Location;
  /** Admin: create a PortfolioItem. */
  createPortfolioItem: PortfolioItem;
  /** Admin: create a ShopCategory. */
  createShopCategory: ShopCategory;
  /** Admin: create a ShopSubcategory. */
  createShopSubcategory: ShopSubcategory;
  /** Admin: delete a ContactMessage. */
  deleteContactMessage: ContactMessage;
  /** Admin: remove one frame of a print; the print goes with its last frame. */
  deleteFramePrice: Scalars['Boolean']['output'];
  /** Admin: delete a FrameSize. */
  deleteFrameSize: FrameSize;
  /** Admin: delete a GalleryCategory. */
  deleteGalleryCategory: GalleryCategory;
  /** Admin: delete a whole group by its group id; answers how many images were removed. */
  deleteGalleryGroup: Scalars['Int']['output'];
  /** Admin: delete one image; the group goes when its last image goes. */
  deleteGalleryImage: Scalars['Boolean']['output'];
  /** Admin: delete a GalleryItem. */
  deleteGalleryItem: GalleryItem;
  /** Admin: delete a HeroSlide. */
  deleteHeroSlide: HeroSlide;
  /** Admin: delete a InstagramPost. */
  deleteInstagramPost: InstagramPost;
  /** Admin: delete a InterestSubmission. */
  deleteInterestSubmission: InterestSubmission;
  /** Admin: delete a Location. */
  deleteLocation: Location;
  /** Admin: delete a NewsletterSubscriber. */
  deleteNewsletterSubscriber: NewsletterSubscriber;
  /** Admin: delete a PortfolioItem. */
  deletePortfolioItem: PortfolioItem;
  /** Admin: delete a ShopCategory. */
  deleteShopCategory: ShopCategory;
  /** Admin: delete a ShopSubcategory. */
  deleteShopSubcategory: ShopSubcategory;
  /** Sign in. Failed attempts are limited per client. */
  login: LoginResult;
  /** Send a message from the contact page. */
  sendContactMessage: FormResult;
  /** Checkout: saves the order with its lines priced from the catalogue and creates the payment order. */
  startCheckout: PaymentOrder;
  /** A visitor's interest in a gallery photograph. Name and email are required. */
  submitInterest: Scalars['Boolean']['output'];
  /** Subscribe to the newsletter. An address already subscribed is a BAD_USER_INPUT whose message says 'already'. */
  subscribeNewsletter: FormResult;
  /** Admin: change the photographer; only non-empty fields change. */
  updateAuthor: Author;
  /** Admin: change the business's public facts (given fields only). */
  updateBusinessSettings: BusinessSettings;
  /** Admin: change a ContactMessage. */
  updateContactMessage: ContactMessage;
  /** Admin: change a FrameSize. */
  updateFrameSize: FrameSize;
  /** Admin: change a GalleryCategory. */
  updateGalleryCategory: GalleryCategory;
  /** Admin: change a GalleryItem. */
  updateGalleryItem: GalleryItem;
  /** Admin: change a HeroSlide. */
  updateHeroSlide: HeroSlide;
  /** Admin: change a Location. */
  updateLocation: Location;
  /** Admin: change a PortfolioItem. */
  updatePortfolioItem: PortfolioItem;
  /** Admin: change a ShopCategory. */
  updateShopCategory: ShopCategory;
  /** Admin: change a ShopSubcategory. */
  updateShopSubcategory: ShopSubcategory;
  /** Admin: upload one image (multipart request). Identical files are stored once. */
  uploadMedia: MediaAsset;
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmPaymentArgs = {
  orderId: Scalars['String']['input'];
  paymentId: Scalars['String']['input'];
  signature: Scalars['String']['input'];
};


export type MutationCreateFrameSizeArgs = {
  name: Scalars['String']['input'];
  size: Scalars['String']['input'];
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


export type MutationCreateHeroSlideArgs = {
  imageId: Scalars['ID']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationCreateInstagramPostArgs = {
  caption: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
  likesCount?: InputMaybe<Scalars['Int']['input']>;
  permalink?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateLocationArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreatePortfolioItemArgs = {
  categoryId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  framePrices: Array<FramePriceInput>;
  imageId: Scalars['ID']['input'];
  subcategoryId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationCreateShopCategoryArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateShopSubcategoryArgs = {
  categoryId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationDeleteContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFramePriceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFrameSizeArgs = {
  id: Scalars['ID']['input'];
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


export type MutationDeleteHeroSlideArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInstagramPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInterestSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsletterSubscriberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePortfolioItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteShopCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteShopSubcategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationSendContactMessageArgs = {
  email: Scalars['String']['input'];
  inquiryType?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type MutationStartCheckoutArgs = {
  customer: CustomerInput;
  items: Array<CartLineInput>;
};


export type MutationSubmitInterestArgs = {
  email: Scalars['String']['input'];
  galleryItemId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAuthorArgs = {
  awardsWon?: InputMaybe<Scalars['String']['input']>;
  bio1?: InputMaybe<Scalars['String']['input']>;
  bio2?: InputMaybe<Scalars['String']['input']>;
  countriesVisited?: InputMaybe<Scalars['String']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateBusinessSettingsArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebookUrl?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerEmail?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerName?: InputMaybe<Scalars['String']['input']>;
  instagramHandle?: InputMaybe<Scalars['String']['input']>;
  instagramUrl?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  poweredBy?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateContactMessageArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateFrameSizeArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
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


export type MutationUpdateHeroSlideArgs = {
  id: Scalars['ID']['input'];
  imageId?: InputMaybe<Scalars['ID']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePortfolioItemArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  framePrices?: InputMaybe<Array<FramePriceInput>>;
  id: Scalars['ID']['input'];
  imageId?: InputMaybe<Scalars['ID']['input']>;
  subcategoryId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateShopCategoryArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateShopSubcategoryArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadMediaArgs = {
  file: Scalars['Upload']['input'];
};

/** A newsletter subscriber. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  /** When the visitor consented. */
  consentAt: Scalars['DateTime']['output'];
  /** Email address (stored in lower case). */
  email: Scalars['String']['output'];
  /** First name ('Newsletter' when left blank). */
  firstName: Scalars['String']['output'];
  /** Identifier of the subscriber. */
  id: Scalars['ID']['output'];
  /** Last name ('Subscriber' when left blank). */
  lastName: Scalars['String']['output'];
  /** 'subscribed' or 'unsubscribed'. */
  status: Scalars['String']['output'];
  /** When the visitor unsubscribed, if they did. */
  unsubscribedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Filter of the admin list of subscribers. */
export type NewsletterSubscriberFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** 'subscribed' or 'unsubscribed'. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** One line of an order as its buyer sees it. */
export type OrderLineView = {
  __typename?: 'OrderLineView';
  /** Amount of the line in paise. */
  amountPaise: Scalars['Int']['output'];
  /** The frame of that print (the cart's frameId); null once it left the catalogue. */
  frameId?: Maybe<Scalars['ID']['output']>;
  /** Frame name. */
  frameName: Scalars['String']['output'];
  /** Print size. */
  frameSize: Scalars['String']['output'];
  /** Image of the print when it was bought. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The print (the cart's adId); null once it left the catalogue. */
  portfolioItemId?: Maybe<Scalars['ID']['output']>;
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Title of the print. */
  title: Scalars['String']['output'];
};

/** An order as its buyer sees it (acknowledgment, order history, My Orders). */
export type OrderReceipt = {
  __typename?: 'OrderReceipt';
  /** Total in paise. */
  amountPaise: Scalars['Int']['output'];
  /** The booking group id, shown as the tracking number. */
  bookingGroupId: Scalars['String']['output'];
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The date as the receipt shows it (India time). */
  formattedDate: Scalars['String']['output'];
  /** What was bought. */
  items: Array<OrderLineView>;
  /** The provider's order id (order_…). */
  orderId: Scalars['String']['output'];
  /** pending_payment, new, processing, dispatched, delivered, payment_failed or cancelled. */
  status: Scalars['String']['output'];
  /** The status for people: Awaiting Payment, Confirmed, Processing, In Transit, Delivered… */
  statusLabel: Scalars['String']['output'];
};

/** What the checkout script needs to open; the amount is the server's. */
export type PaymentOrder = {
  __typename?: 'PaymentOrder';
  /** Amount in paise, computed from the catalogue. */
  amountPaise: Scalars['Int']['output'];
  /** The booking group id (the tracking number). */
  bookingGroupId: Scalars['String']['output'];
  /** Business name shown by the checkout. */
  businessName: Scalars['String']['output'];
  /** Currency (INR). */
  currency: Scalars['String']['output'];
  /** Description shown by the checkout ('Frame Booking'). */
  description: Scalars['String']['output'];
  /** The provider's public key id. */
  keyId: Scalars['String']['output'];
  /** The provider's order id (order_…). */
  orderId: Scalars['String']['output'];
  /** Buyer's mobile number, prefilled. */
  prefillContact: Scalars['String']['output'];
  /** Buyer's email, prefilled. */
  prefillEmail: Scalars['String']['output'];
  /** Buyer's name, prefilled. */
  prefillName: Scalars['String']['output'];
};

/** A framed print for sale. */
export type PortfolioItem = {
  __typename?: 'PortfolioItem';
  /** The first frame's price in paise (0 when it has none). */
  basePricePaise: Scalars['Int']['output'];
  /** Shop category. */
  category: ShopCategory;
  /** Identifier of the shop category. */
  categoryId: Scalars['ID']['output'];
  /** When the print was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Description of the print. */
  description: Scalars['String']['output'];
  /** The frames it is sold in with their prices, in frame-size order; the first is the default. */
  frames: Array<FramePrice>;
  /** Identifier of the print (the spec's adId). */
  id: Scalars['ID']['output'];
  /** The photograph. */
  image: MediaAsset;
  /** Identifier of the photograph (an uploadMedia id). */
  imageId: Scalars['ID']['output'];
  /** Shop subcategory. */
  subcategory: ShopSubcategory;
  /** Identifier of the subcategory. */
  subcategoryId: Scalars['ID']['output'];
  /** Title of the print. */
  title: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** Admin: one ContactMessage by id. */
  ContactMessage?: Maybe<ContactMessage>;
  /** Admin: one FrameSize by id. */
  FrameSize?: Maybe<FrameSize>;
  /** Admin: one GalleryCategory by id. */
  GalleryCategory?: Maybe<GalleryCategory>;
  /** Admin: one GalleryItem by id. */
  GalleryItem?: Maybe<GalleryItem>;
  /** Admin: one HeroSlide by id. */
  HeroSlide?: Maybe<HeroSlide>;
  /** Admin: one InstagramPost by id. */
  InstagramPost?: Maybe<InstagramPost>;
  /** Admin: one InterestSubmission by id. */
  InterestSubmission?: Maybe<InterestSubmission>;
  /** Admin: one Location by id. */
  Location?: Maybe<Location>;
  /** Admin: one NewsletterSubscriber by id. */
  NewsletterSubscriber?: Maybe<NewsletterSubscriber>;
  /** Admin: one PortfolioItem by id. */
  PortfolioItem?: Maybe<PortfolioItem>;
  /** Admin: one ShopCategory by id. */
  ShopCategory?: Maybe<ShopCategory>;
  /** Admin: one ShopSubcategory by id. */
  ShopSubcategory?: Maybe<ShopSubcategory>;
  /** Admin: how many ContactMessages match the filter. */
  _allContactMessagesMeta: ListMetadata;
  /** Admin: how many FrameSizes match the filter. */
  _allFrameSizesMeta: ListMetadata;
  /** Admin: how many GalleryCategories match the filter. */
  _allGalleryCategoriesMeta: ListMetadata;
  /** Admin: how many GalleryItems match the filter. */
  _allGalleryItemsMeta: ListMetadata;
  /** Admin: how many HeroSlides match the filter. */
  _allHeroSlidesMeta: ListMetadata;
  /** Admin: how many InstagramPosts match the filter. */
  _allInstagramPostsMeta: ListMetadata;
  /** Admin: how many InterestSubmissions match the filter. */
  _allInterestSubmissionsMeta: ListMetadata;
  /** Admin: how many Locations match the filter. */
  _allLocationsMeta: ListMetadata;
  /** Admin: how many NewsletterSubscribers match the filter. */
  _allNewsletterSubscribersMeta: ListMetadata;
  /** Admin: how many PortfolioItems match the filter. */
  _allPortfolioItemsMeta: ListMetadata;
  /** Admin: how many ShopCategories match the filter. */
  _allShopCategoriesMeta: ListMetadata;
  /** Admin: how many ShopSubcategories match the filter. */
  _allShopSubcategoriesMeta: ListMetadata;
  /** Admin: a page of ContactMessages. */
  allContactMessages: Array<ContactMessage>;
  /** Admin: a page of FrameSizes. */
  allFrameSizes: Array<FrameSize>;
  /** Admin: a page of GalleryCategories. */
  allGalleryCategories: Array<GalleryCategory>;
  /** Admin: a page of GalleryItems. */
  allGalleryItems: Array<GalleryItem>;
  /** Admin: a page of HeroSlides. */
  allHeroSlides: Array<HeroSlide>;
  /** Admin: a page of InstagramPosts. */
  allInstagramPosts: Array<InstagramPost>;
  /** Admin: a page of InterestSubmissions. */
  allInterestSubmissions: Array<InterestSubmission>;
  /** Admin: a page of Locations. */
  allLocations: Array<Location>;
  /** Admin: a page of NewsletterSubscribers. */
  allNewsletterSubscribers: Array<NewsletterSubscriber>;
  /** Admin: a page of PortfolioItems. */
  allPortfolioItems: Array<PortfolioItem>;
  /** Admin: a page of ShopCategories. */
  allShopCategories: Array<ShopCategory>;
  /** Admin: a page of ShopSubcategories. */
  allShopSubcategories: Array<ShopSubcategory>;
  /** The photographer; null until set. */
  author?: Maybe<Author>;
  /** The business's public facts. */
  businessSettings: BusinessSettings;
  /** Which checkout script to load and with which key. */
  checkoutConfig: CheckoutConfig;
  /** Every frame size, in display order. */
  frameSizes: Array<FrameSize>;
  /** Every gallery category, sorted by name (the gallery's category filter). */
  galleryCategories: Array<GalleryCategory>;
  /** The gallery: every group sorted by title, optionally filtered. */
  galleryItems: Array<GalleryItem>;
  /** Admin: totals of gallery groups and images. */
  galleryTotals: GalleryTotals;
  /** The hero's slides, in order. */
  heroSlides: Array<HeroSlide>;
  /** The Instagram strip's posts, newest first. */
  instagramPosts: Array<InstagramPost>;
  /** Every location, sorted by name (the gallery's location filter). */
  locations: Array<Location>;
  /** The signed-in admin, or null without a valid token. */
  me?: Maybe<AdminUser>;
  /** Admin: every subscriber as CSV (email,firstName,lastName,consentAt,status). */
  newsletterCsv: Scalars['String']['output'];
  /** An order by its provider order id (the acknowledgment page); null when unknown. */
  order?: Maybe<OrderReceipt>;
  /** 'My Orders': the orders whose ids this browser kept (at most 20). */
  ordersByIds: Array<OrderReceipt>;
  /** Paid orders placed with a mobile number, newest first. Limited per client. */
  ordersByMobile: Array<OrderReceipt>;
  /** Every shop category, by name, with its subcategories. */
  shopCategories: Array<ShopCategory>;
  /** The shop: prints with at least one frame, newest first, a page at a time. */
  shopItems: ShopPage;
};


export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFrameSizeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeroSlideArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInstagramPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInterestSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterSubscriberArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPortfolioItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShopCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShopSubcategoryArgs = {
  id: Scalars['ID']['input'];
};


export type Query_AllContactMessagesMetaArgs = {
  filter?: InputMaybe<ContactMessageFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllFrameSizesMetaArgs = {
  filter?: InputMaybe<FrameSizeFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
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


export type Query_AllHeroSlidesMetaArgs = {
  filter?: InputMaybe<HeroSlideFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllInstagramPostsMetaArgs = {
  filter?: InputMaybe<InstagramPostFilter>;
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


export type Query_AllNewsletterSubscribersMetaArgs = {
  filter?: InputMaybe<NewsletterSubscriberFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllPortfolioItemsMetaArgs = {
  filter?: InputMaybe<PortfolioItemFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllShopCategoriesMetaArgs = {
  filter?: InputMaybe<ShopCategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type Query_AllShopSubcategoriesMetaArgs = {
  filter?: InputMaybe<ShopSubcategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllContactMessagesArgs = {
  filter?: InputMaybe<ContactMessageFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllFrameSizesArgs = {
  filter?: InputMaybe<FrameSizeFilter>;
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


export type QueryAllHeroSlidesArgs = {
  filter?: InputMaybe<HeroSlideFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllInstagramPostsArgs = {
  filter?: InputMaybe<InstagramPostFilter>;
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


export type QueryAllNewsletterSubscribersArgs = {
  filter?: InputMaybe<NewsletterSubscriberFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllPortfolioItemsArgs = {
  filter?: InputMaybe<PortfolioItemFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllShopCategoriesArgs = {
  filter?: InputMaybe<ShopCategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllShopSubcategoriesArgs = {
  filter?: InputMaybe<ShopSubcategoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGalleryItemsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrderArgs = {
  orderId: Scalars['String']['input'];
};


export type QueryOrdersByIdsArgs = {
  orderIds: Array<Scalars['String']['input']>;
};


export type QueryOrdersByMobileArgs = {
  mobile: Scalars['String']['input'];
};


export type QueryShopItemsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A category of the shop (category master). */
export type ShopCategory = {
  __typename?: 'ShopCategory';
  /** When the category was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of the category. */
  id: Scalars['ID']['output'];
  /** Name, e.g. 'Birds'. */
  name: Scalars['String']['output'];
  /** Its subcategories, by name. */
  subcategories: Array<ShopSubcategory>;
};

/** Filter of the admin list of shop categories. */
export type ShopCategoryFilter = {
  /** Only these records (react-admin's getMany). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text to search for. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the shop. */
export type ShopPage = {
  __typename?: 'ShopPage';
  /** Whether a later page has more. */
  hasMore: Scalars['Boolean']['output'];
  /** The prints of this page, newest first. */
  items: Array<PortfolioItem>;
  /** How many prints there are in all. */
  total: Scalars['Int']['output'];
};

/** A subcategory of a shop category. */
export type ShopSubcategory = {
  __typename?: 'ShopSubcategory';
  /** The category it belongs to. */
  categoryId: Scalars['ID']['output'];
  /** When the subcategory was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of the subcategory. */
  id: Scalars['ID']['output'];
  /** Name, e.g. 'Raptors'. */
  name: Scalars['String']['output'];
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

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'AdminUser', id: string, username: string } | null };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginResult', token: string, userId: string, username: string, expiresAt: string } };

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
  categoryId: Scalars['ID']['input'];
  subcategoryId: Scalars['ID']['input'];
  imageId: Scalars['ID']['input'];
  framePrices: Array<FramePriceInput> | FramePriceInput;
}>;


export type CreatePortfolioItemMutation = { __typename?: 'Mutation', createPortfolioItem: { __typename?: 'PortfolioItem', id: string, title: string } };

export type UpdatePortfolioItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  subcategoryId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  framePrices?: InputMaybe<Array<FramePriceInput> | FramePriceInput>;
}>;


export type UpdatePortfolioItemMutation = { __typename?: 'Mutation', updatePortfolioItem: { __typename?: 'PortfolioItem', id: string, title: string } };

export type DeleteFramePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFramePriceMutation = { __typename?: 'Mutation', deleteFramePrice: boolean };

export type CreateHeroSlideMutationVariables = Exact<{
  title: Scalars['String']['input'];
  subtitle: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
}>;


export type CreateHeroSlideMutation = { __typename?: 'Mutation', createHeroSlide: { __typename?: 'HeroSlide', id: string, title: string } };

export type AuthorQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorQuery = { __typename?: 'Query', author?: { __typename?: 'Author', name: string, title: string, bio1: string, bio2: string, quote: string, awardsWon: string, countriesVisited: string, updatedAt?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null } | null };

export type UpdateAuthorMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  bio1?: InputMaybe<Scalars['String']['input']>;
  bio2?: InputMaybe<Scalars['String']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  awardsWon?: InputMaybe<Scalars['String']['input']>;
  countriesVisited?: InputMaybe<Scalars['String']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type UpdateAuthorMutation = { __typename?: 'Mutation', updateAuthor: { __typename?: 'Author', name: string, title: string, bio1: string, bio2: string, quote: string, awardsWon: string, countriesVisited: string, updatedAt?: string | null, image?: { __typename?: 'MediaAsset', id: string, url: string, srcset: string, width: number, height: number } | null } };

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

export type BusinessSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSettingsQuery = { __typename?: 'Query', businessSettings: { __typename?: 'BusinessSettings', name: string, legalName: string, address: string, city: string, email: string, phone: string, grievanceOfficerName: string, grievanceOfficerEmail: string, instagramUrl: string, instagramHandle: string, facebookUrl: string, poweredBy: string } };

export type UpdateBusinessSettingsMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerName?: InputMaybe<Scalars['String']['input']>;
  grievanceOfficerEmail?: InputMaybe<Scalars['String']['input']>;
  instagramUrl?: InputMaybe<Scalars['String']['input']>;
  instagramHandle?: InputMaybe<Scalars['String']['input']>;
  facebookUrl?: InputMaybe<Scalars['String']['input']>;
  poweredBy?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateBusinessSettingsMutation = { __typename?: 'Mutation', updateBusinessSettings: { __typename?: 'BusinessSettings', name: string, legalName: string, address: string, city: string, email: string, phone: string, grievanceOfficerName: string, grievanceOfficerEmail: string, instagramUrl: string, instagramHandle: string, facebookUrl: string, poweredBy: string } };

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

export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
    userId
    username
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
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
    mutation CreatePortfolioItem($title: String!, $description: String!, $categoryId: ID!, $subcategoryId: ID!, $imageId: ID!, $framePrices: [FramePriceInput!]!) {
  createPortfolioItem(
    title: $title
    description: $description
    categoryId: $categoryId
    subcategoryId: $subcategoryId
    imageId: $imageId
    framePrices: $framePrices
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<CreatePortfolioItemMutation, CreatePortfolioItemMutationVariables>;
export const UpdatePortfolioItemDocument = new TypedDocumentString(`
    mutation UpdatePortfolioItem($id: ID!, $title: String, $description: String, $categoryId: ID, $subcategoryId: ID, $imageId: ID, $framePrices: [FramePriceInput!]) {
  updatePortfolioItem(
    id: $id
    title: $title
    description: $description
    categoryId: $categoryId
    subcategoryId: $subcategoryId
    imageId: $imageId
    framePrices: $framePrices
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<UpdatePortfolioItemMutation, UpdatePortfolioItemMutationVariables>;
export const DeleteFramePriceDocument = new TypedDocumentString(`
    mutation DeleteFramePrice($id: ID!) {
  deleteFramePrice(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFramePriceMutation, DeleteFramePriceMutationVariables>;
export const CreateHeroSlideDocument = new TypedDocumentString(`
    mutation CreateHeroSlide($title: String!, $subtitle: String!, $imageId: ID!) {
  createHeroSlide(title: $title, subtitle: $subtitle, imageId: $imageId) {
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
    mutation UpdateAuthor($name: String, $title: String, $bio1: String, $bio2: String, $quote: String, $awardsWon: String, $countriesVisited: String, $imageId: ID) {
  updateAuthor(
    name: $name
    title: $title
    bio1: $bio1
    bio2: $bio2
    quote: $quote
    awardsWon: $awardsWon
    countriesVisited: $countriesVisited
    imageId: $imageId
  ) {
    name
    title
    bio1
    bio2
    quote
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
export const BusinessSettingsDocument = new TypedDocumentString(`
    query BusinessSettings {
  businessSettings {
    name
    legalName
    address
    city
    email
    phone
    grievanceOfficerName
    grievanceOfficerEmail
    instagramUrl
    instagramHandle
    facebookUrl
    poweredBy
  }
}
    `) as unknown as TypedDocumentString<BusinessSettingsQuery, BusinessSettingsQueryVariables>;
export const UpdateBusinessSettingsDocument = new TypedDocumentString(`
    mutation UpdateBusinessSettings($name: String, $legalName: String, $address: String, $city: String, $email: String, $phone: String, $grievanceOfficerName: String, $grievanceOfficerEmail: String, $instagramUrl: String, $instagramHandle: String, $facebookUrl: String, $poweredBy: String) {
  updateBusinessSettings(
    name: $name
    legalName: $legalName
    address: $address
    city: $city
    email: $email
    phone: $phone
    grievanceOfficerName: $grievanceOfficerName
    grievanceOfficerEmail: $grievanceOfficerEmail
    instagramUrl: $instagramUrl
    instagramHandle: $instagramHandle
    facebookUrl: $facebookUrl
    poweredBy: $poweredBy
  ) {
    name
    legalName
    address
    city
    email
    phone
    grievanceOfficerName
    grievanceOfficerEmail
    instagramUrl
    instagramHandle
    facebookUrl
    poweredBy
  }
}
    `) as unknown as TypedDocumentString<UpdateBusinessSettingsMutation, UpdateBusinessSettingsMutationVariables>;