/**
 * The react-admin data provider: ra-data-graphql-simple generates getList/getOne/create/delete for
 * Location, GalleryCategory, GalleryItem, InterestSubmission and the shop's FrameSize, ShopCategory,
 * ShopSubcategory and PortfolioItem from introspection, and this module adds the operations that are
 * not CRUD (uploads, deleting one image or a whole gallery group, saving a print with its frame
 * prices, deleting one frame of a print, changing the password) and of the site content (hero slides,
 * the author, Instagram posts, contact messages read/unread, the newsletter CSV, business details),
 * and of orders (counts per status, moves, history) and the dashboard. Components reach them through useDataProvider<AdminDataProvider>(), so an
 * UNAUTHENTICATED answer goes through authProvider.checkError like any other call, which ends the
 * session and resolves: react-admin then throws the refusal to the caller (never empty data taken
 * for a done call; session/authProvider.ts).
 */
import buildGraphQLProvider, { buildQuery } from "ra-data-graphql-simple";
import type { DataProvider } from "react-admin";
import { graphqlRequest } from "../graphql/request";
import { uploadMedia } from "../graphql/upload";
import {
  AUTHOR,
  BUSINESS_SETTINGS,
  IMAGE_UPDATE,
  CHANGE_PASSWORD,
  CREATE_HERO_SLIDE,
  CREATE_INSTAGRAM_POST,
  CREATE_PORTFOLIO_ITEM,
  DASHBOARD_STATS,
  SEARCH_LOG,
  NEWSLETTER_CSV,
  CAMPAIGN_PREVIEW,
  SEND_CAMPAIGN,
  RESUME_CAMPAIGN,
  RESTORE_BOUNCED_SUBSCRIBER,
  SEND_CAMPAIGN_TEST,
  IMPORT_NEWSLETTER_SUBSCRIBERS,
  ORDER_HISTORY,
  ORDER_STATUS_COUNTS,
  TRANSITION_ORDER,
  CANCEL_ORDER,
  REFUND_ORDER,
  REFUND_PAYMENT_REVIEW,
  SET_CONTACT_MESSAGE_READ,
  UPDATE_AUTHOR,
  UPDATE_BUSINESS_SETTINGS,
  DELETE_FRAME_PRICE,
  DELETE_GALLERY_GROUP,
  DELETE_GALLERY_IMAGE,
  UPDATE_PORTFOLIO_ITEM,
  WORKSHOP_JOIN_SUMMARY,
  WORKSHOP_PARTICIPANTS,
  WORKSHOP_PARTICIPANTS_CSV,
  DELETE_WORKSHOP_JOIN,
  LOGIN,
  ME,
} from "../graphql/operations";
import { clearSession, loginUrl, setFlash, storeSession } from "../session/session";
import type {
  AuthorQuery,
  BusinessSettingsQuery,
  DashboardStatsQuery,
  SearchLogQuery,
  OrderHistoryQuery,
  OrderStatusCountsQuery,
  TransitionOrderMutation,
  CancelOrderMutation,
  RefundOrderMutation,
  RefundPaymentReviewMutation,
  SendCampaignMutation,
  ResumeCampaignMutation,
  RestoreBouncedSubscriberMutation,
  FramePriceInput,
  UpdateAuthorMutationVariables,
  UpdateBusinessSettingsMutationVariables,
  WorkshopJoinSummaryQuery,
  WorkshopParticipantsQuery,
} from "../gql/graphql";
import { graphqlClient } from "./graphqlClient";
import { auditFilter } from "../activity/filter";

export interface AdminDataProvider extends DataProvider {
  /** Uploads one image file; resolves to the new MediaAsset id. */
  uploadMedia(file: File, onProgress?: (fraction: number) => void): Promise<{ data: { id: string } }>;
  /** Deletes one image of a gallery group (the group goes with its last image). */
  deleteGalleryImage(id: string): Promise<{ data: boolean }>;
  /** Deletes every image of a group; resolves to how many were removed. */
  deleteGalleryGroup(groupId: string): Promise<{ data: number }>;
  /** Adds a print (createPortfolioItem); the image must have been uploaded first. */
  createPortfolioItem(input: PortfolioItemInput): Promise<{ data: { id: string; title: string } }>;
  /** Changes a print (updatePortfolioItem); without imageId the current image stays. */
  updatePortfolioItem(id: string, input: Partial<PortfolioItemInput>): Promise<{ data: { id: string; title: string } }>;
  /** Deletes one frame of a print (a FramePrice id); the print goes with its last frame. */
  deleteFramePrice(id: string): Promise<{ data: boolean }>;
  changePassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<{ data: boolean }>;
  /** Adds a hero slide (createHeroSlide); the image must have been uploaded first. */
  createHeroSlide(input: {
    title: string;
    subtitle: string;
    titleTa?: string | null;
    subtitleTa?: string | null;
    imageId: string;
  }): Promise<{ data: { id: string; title: string } }>;
  /** The author record (null until it was first saved). */
  getAuthor(): Promise<{ data: AuthorRecord | null }>;
  /** Changes the author; only the fields given (non-empty) change. */
  updateAuthor(input: UpdateAuthorMutationVariables): Promise<{ data: AuthorRecord }>;
  /** Adds an Instagram post of the home page's strip; the image must have been uploaded first. */
  createInstagramPost(input: { caption: string; imageId: string; likesCount?: number | null; permalink?: string | null }): Promise<{
    data: { id: string; captionTitle: string };
  }>;
  /** Marks a contact message read or unread. */
  setContactMessageRead(id: string, read: boolean): Promise<{ data: { id: string; read: boolean } }>;
  /** The newsletter subscribers as CSV text (email,firstName,lastName,consentAt,status). */
  newsletterCsv(): Promise<{ data: string }>;
  /** New addresses are added pending and asked to confirm by mail (double opt-in). */
  importNewsletterSubscribers(
    csv: string,
  ): Promise<{ data: { added: number; alreadyOnList: number; invalid: number; refused: { line: number; reason: string }[] } }>;
  /** A campaign's HTML exactly as sent. */
  campaignPreview(id: string): Promise<{ data: string }>;
  /** One copy of a campaign, its subject prefixed '[Test]', to the address given. */
  sendCampaignTest(id: string, email: string): Promise<{ data: { id: string } }>;
  /** Sends a draft to every subscribed address; answers at once with the recipient count. */
  sendCampaign(id: string): Promise<{ data: SendCampaignMutation["sendCampaign"] }>;
  /** Resumes a campaign that paused itself: its waiting copies go, and the refused ones are tried again. */
  resumeCampaign(id: string): Promise<{ data: ResumeCampaignMutation["resumeCampaign"] }>;
  /** Marks a bounced address subscribed again. */
  restoreBouncedSubscriber(id: string): Promise<{ data: RestoreBouncedSubscriberMutation["restoreBouncedSubscriber"] }>;
  getBusinessSettings(): Promise<{ data: BusinessSettingsRecord }>;
  updateBusinessSettings(input: UpdateBusinessSettingsMutationVariables): Promise<{ data: BusinessSettingsRecord }>;
  /** The images' re-encode after the latest change of the rights or watermark: done of total. */
  imageUpdate(): Promise<{ data: BusinessSettingsRecord["imageUpdate"] }>;
  /** How many paid orders are in each status. */
  orderStatusCounts(): Promise<{ data: OrderStatusCountsQuery["orderStatusCounts"] }>;
  /** Moves an order on (processing, dispatched with courier and tracking id, delivered). */
  transitionOrder(
    id: string,
    state: string,
    courier?: { courierName: string; trackingId: string },
  ): Promise<{ data: TransitionOrderMutation["transitionOrderToState"] }>;
  /** Cancels a new or processing order (by its payment order id) and refunds what is left of it. */
  cancelOrder(orderId: string, reason: string): Promise<{ data: CancelOrderMutation["cancelOrder"] }>;
  /** Refunds part or all of a paid order (by its payment order id). */
  refundOrder(orderId: string, amountPaise: number, reason: string, idempotencyKey: string): Promise<{ data: RefundOrderMutation["refundOrder"] }>;
  /** Refunds the whole of a payment to review (money no order counts as paid); a second request is a CONFLICT. */
  refundPaymentReview(id: string): Promise<{ data: RefundPaymentReviewMutation["refundPaymentReview"] }>;
  /** Every move of an order, oldest first. */
  orderHistory(orderId: string): Promise<{ data: OrderHistoryQuery["orderHistory"] }>;
  /** The dashboard's figures and the count per status. */
  dashboardStats(): Promise<{ data: DashboardStatsQuery }>;
  /** Issue 46: the top searches of the last 30 days and those that found nothing, most first. */
  searchLog(): Promise<{ data: SearchLogQuery }>;
  /** The Workshop Join Summary: people joined and seats left per workshop. */
  workshopJoinSummary(): Promise<{ data: WorkshopJoinSummaryQuery["workshopJoinSummary"] }>;
  /** The participants of a workshop, first joined first. */
  workshopParticipants(workshopId: string): Promise<{ data: WorkshopParticipantsQuery["workshopParticipants"] }>;
  /** The participants of a workshop as CSV text (name,phone,email,people,address,joinedAt). */
  workshopParticipantsCsv(workshopId: string): Promise<{ data: string }>;
  /** Removes a participant; their seats are free again. */
  deleteWorkshopJoin(id: string): Promise<{ data: { id: string; numberOfPeople: number } }>;
}

export type AuthorRecord = NonNullable<AuthorQuery["author"]>;
export type BusinessSettingsRecord = BusinessSettingsQuery["businessSettings"];

/** What createPortfolioItem / updatePortfolioItem take; prices are integer paise. */
export interface PortfolioItemInput {
  title: string;
  description: string;
  /** In Tamil (issue 30): null clears. */
  titleTa?: string | null;
  descriptionTa?: string | null;
  categoryId: string;
  subcategoryId: string;
  imageId: string;
  framePrices: FramePriceInput[];
  /** Issue 45: a limited edition's size (1–500; set once, then only lowered), its artist's proofs (0–5), closed early (final). */
  editionSize?: number | null;
  artistProofs?: number | null;
  editionClosed?: boolean | null;
  /** The paper it is printed on, named on its certificates (at most 80 characters); null clears. */
  paper?: string | null;
  /** Issue 46: other names search finds it by (at most 20, each at most 60 characters); [] clears. */
  searchKeywords?: string[];
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
  "titleTa",
  "descriptionTa",
  "groupId",
  "categoryId",
  "locationIds",
  "searchKeywords",
  "imageCount",
  "createdAt",
  { category: ["id", "name", "displayName"] },
  { locations: ["id", "name"] },
  { images: ["id", "title", "position", { image: ["id", "url", "width", "height", "srcset", "exifSummary"] }] },
];

/** A print as the portfolio table and its edit form read it (not every EXIF field of its image). */
export const PORTFOLIO_ITEM_FIELDS = [
  "id",
  "title",
  "description",
  "titleTa",
  "descriptionTa",
  "categoryId",
  "subcategoryId",
  "imageId",
  "basePricePaise",
  "paper",
  "searchKeywords",
  "createdAt",
  { category: ["id", "name"] },
  { subcategory: ["id", "name"] },
  { image: ["id", "url", "srcset", "width", "height"] },
  { frames: ["id", "frameSizeId", "size", "name", "pricePaise"] },
  { edition: ["size", "artistProofs", "sold", "reserved", "remaining", "closed"] },
];

/** A shop category with its subcategories by name (by default only their ids would come). */
export const SHOP_CATEGORY_FIELDS = ["id", "name", "nameTa", "createdAt", { subcategories: ["id", "name", "nameTa", "categoryId", "createdAt"] }];

/** A hero slide or Instagram post with the URLs of its image (not only the image's id). */
const IMAGE_FIELDS = { image: ["id", "url", "srcset", "width", "height"] };
export const HERO_SLIDE_FIELDS = ["id", "title", "subtitle", "titleTa", "subtitleTa", "position", "imageId", "createdAt", IMAGE_FIELDS];
export const INSTAGRAM_POST_FIELDS = ["id", "shortCode", "caption", "captionTitle", "likes", "timestamp", "imageUrl", "permalink", IMAGE_FIELDS];

/** A paid order with what the order management page shows of it. */
export const ORDER_FIELDS = [
  "id",
  "bookingGroupId",
  "providerOrderId",
  "status",
  "nextStatuses",
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "apartment",
  "city",
  "state",
  "pincode",
  "amountPaise",
  "discountPaise",
  "discountCode",
  "paidAt",
  "createdAt",
  "courierName",
  "trackingId",
  "stateCode",
  "invoiceNumber",
  "invoiceUrl",
  "canCancel",
  "refundedPaise",
  { refunds: ["id", "amountPaise", "status", "statusLabel", "reason", "createdAt", "creditNoteNumber", "creditNoteUrl"] },
  {
    lines: ["id", "title", "quantity", "frameSize", "frameName", "amountPaise", "imageUrl", { certificates: ["number", "editionSize", "code", "url", "void"] }],
  },
];

/** A workshop as the list and the edit form read it (its poster's URLs, not every EXIF field). */
export const WORKSHOP_FIELDS = [
  "id",
  "title",
  "description",
  "destination",
  "titleTa",
  "descriptionTa",
  "destinationTa",
  "travelDate",
  "duration",
  "maxParticipants",
  "seatsTaken",
  "seatsLeft",
  "organizer",
  "cost",
  "displayCost",
  "meetingPoint",
  "tags",
  "includes",
  "posterId",
  "createdAt",
  { poster: ["id", "url", "srcset", "width", "height"] },
];

/** A post without its public comment list (one query per row), with its comment count and image URL. */
export const BLOG_POST_FIELDS = [
  "id",
  "title",
  "excerpt",
  "content",
  "titleTa",
  "excerptTa",
  "contentTa",
  "tags",
  "author",
  "imageId",
  "commentCount",
  "createdAt",
  "updatedAt",
  IMAGE_FIELDS,
];
/** A comment with the title of its post (by default only the post's id would come). */
export const BLOG_COMMENT_FIELDS = ["id", "name", "email", "comment", "hidden", "createdAt", "postId", { post: ["id", "title"] }];

const SPARSE_FIELDS: Record<string, unknown[]> = {
  Workshop: WORKSHOP_FIELDS,
  BlogPost: BLOG_POST_FIELDS,
  BlogComment: BLOG_COMMENT_FIELDS,
  Order: ORDER_FIELDS,
  HeroSlide: HERO_SLIDE_FIELDS,
  InstagramPost: INSTAGRAM_POST_FIELDS,
  GalleryItem: GALLERY_ITEM_FIELDS,
  PortfolioItem: PORTFOLIO_ITEM_FIELDS,
  ShopCategory: SHOP_CATEGORY_FIELDS,
};

type BuildQueryFactory = NonNullable<Parameters<typeof buildGraphQLProvider>[0]["buildQuery"]>;

/** ra-data-graphql-simple's buildQuery, with the fields of the resources above chosen as above. */
const customBuildQuery: BuildQueryFactory = (introspection) => {
  const build = buildQuery(introspection);
  return (fetchType, resource, params) => {
    // The activity log's dates are typed as days (India time); the server reads instants.
    if (resource === "AuditEntry" && (params as { filter?: Record<string, unknown> } | undefined)?.filter) {
      const filter = (params as { filter: Record<string, unknown> }).filter;
      const dates = auditFilter(filter);
      params = { ...(params as object), filter: { ...filter, from: dates.from, to: dates.to } };
    }
    const sparseFields = SPARSE_FIELDS[resource];
    // react-admin's params are untyped (any): only their `meta` is read here.
    const meta = (params as { meta?: { sparseFields?: unknown } } | undefined)?.meta;
    if (sparseFields && !meta?.sparseFields) {
      return build(fetchType, resource, { ...(params as object), meta: { ...meta, sparseFields } });
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
    createPortfolioItem: async (input) => ({
      data: (await graphqlRequest(CREATE_PORTFOLIO_ITEM, input)).createPortfolioItem,
    }),
    updatePortfolioItem: async (id, input) => ({
      data: (await graphqlRequest(UPDATE_PORTFOLIO_ITEM, { id, ...input })).updatePortfolioItem,
    }),
    deleteFramePrice: async (id) => ({
      data: (await graphqlRequest(DELETE_FRAME_PRICE, { id })).deleteFramePrice,
    }),
    // The change ends every session issued before it, this one too: the back office signs in again
    // with the password just set, so the owner stays signed in (other browsers are signed out).
    changePassword: async (input) => {
      const { me } = await graphqlRequest(ME);
      const changed = (await graphqlRequest(CHANGE_PASSWORD, input)).changePassword;
      if (changed === true && me) {
        try {
          const { login } = await graphqlRequest(LOGIN, { username: me.username, password: input.newPassword });
          if (login.token) storeSession(login.token, String(login.userId));
          else {
            // A second factor is needed to sign in again (issue 47): the sign-in page asks for it.
            clearSession();
            setFlash("Password updated. Sign in again with the new password.", "success");
            window.location.assign(loginUrl());
          }
        } catch {
          // The password is changed; the next request finds the session ended and asks to sign in.
        }
      }
      return { data: changed };
    },
    createHeroSlide: async (input) => ({
      data: (await graphqlRequest(CREATE_HERO_SLIDE, input)).createHeroSlide,
    }),
    getAuthor: async () => ({ data: (await graphqlRequest(AUTHOR)).author ?? null }),
    updateAuthor: async (input) => ({
      data: (await graphqlRequest(UPDATE_AUTHOR, input)).updateAuthor,
    }),
    createInstagramPost: async (input) => ({
      data: (await graphqlRequest(CREATE_INSTAGRAM_POST, input)).createInstagramPost,
    }),
    setContactMessageRead: async (id, read) => ({
      data: (await graphqlRequest(SET_CONTACT_MESSAGE_READ, { id, read })).updateContactMessage,
    }),
    newsletterCsv: async () => ({ data: (await graphqlRequest(NEWSLETTER_CSV)).newsletterCsv }),
    importNewsletterSubscribers: async (csv) => ({ data: (await graphqlRequest(IMPORT_NEWSLETTER_SUBSCRIBERS, { csv })).importNewsletterSubscribers }),
    campaignPreview: async (id) => ({ data: (await graphqlRequest(CAMPAIGN_PREVIEW, { id })).campaignPreview }),
    sendCampaignTest: async (id, email) => ({ data: (await graphqlRequest(SEND_CAMPAIGN_TEST, { id, email })).sendCampaignTest }),
    sendCampaign: async (id) => ({ data: (await graphqlRequest(SEND_CAMPAIGN, { id })).sendCampaign }),
    resumeCampaign: async (id) => ({ data: (await graphqlRequest(RESUME_CAMPAIGN, { id })).resumeCampaign }),
    restoreBouncedSubscriber: async (id) => ({ data: (await graphqlRequest(RESTORE_BOUNCED_SUBSCRIBER, { id })).restoreBouncedSubscriber }),
    getBusinessSettings: async () => ({ data: (await graphqlRequest(BUSINESS_SETTINGS)).businessSettings }),
    updateBusinessSettings: async (input) => ({
      data: (await graphqlRequest(UPDATE_BUSINESS_SETTINGS, input)).updateBusinessSettings,
    }),
    imageUpdate: async () => ({ data: (await graphqlRequest(IMAGE_UPDATE)).businessSettings.imageUpdate }),
    orderStatusCounts: async () => ({ data: (await graphqlRequest(ORDER_STATUS_COUNTS)).orderStatusCounts }),
    transitionOrder: async (id, state, courier) => ({
      data: (await graphqlRequest(TRANSITION_ORDER, { id, state, ...courier })).transitionOrderToState,
    }),
    cancelOrder: async (orderId, reason) => ({ data: (await graphqlRequest(CANCEL_ORDER, { orderId, reason })).cancelOrder }),
    refundOrder: async (orderId, amountPaise, reason, idempotencyKey) => ({
      data: (await graphqlRequest(REFUND_ORDER, { orderId, amountPaise, reason, idempotencyKey })).refundOrder,
    }),
    refundPaymentReview: async (id) => ({ data: (await graphqlRequest(REFUND_PAYMENT_REVIEW, { id })).refundPaymentReview }),
    orderHistory: async (orderId) => ({ data: (await graphqlRequest(ORDER_HISTORY, { orderId })).orderHistory }),
    dashboardStats: async () => ({ data: await graphqlRequest(DASHBOARD_STATS) }),
    searchLog: async () => ({ data: await graphqlRequest(SEARCH_LOG) }),
    workshopJoinSummary: async () => ({ data: (await graphqlRequest(WORKSHOP_JOIN_SUMMARY)).workshopJoinSummary }),
    workshopParticipants: async (workshopId) => ({ data: (await graphqlRequest(WORKSHOP_PARTICIPANTS, { workshopId })).workshopParticipants }),
    workshopParticipantsCsv: async (workshopId) => ({ data: (await graphqlRequest(WORKSHOP_PARTICIPANTS_CSV, { workshopId })).workshopParticipantsCsv }),
    deleteWorkshopJoin: async (id) => ({ data: (await graphqlRequest(DELETE_WORKSHOP_JOIN, { id })).deleteWorkshopJoin }),
  };
}
