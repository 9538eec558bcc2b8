// Each API-key scope allows what it names and nothing else (issue 14): a table of every operation of
// the GraphQL schema (who may call it) and the REST shims' declared `access`, proved by calling every admin
// operation with a key of each single scope, with the owner's token and with none. A key whose scope
// the table names gets past the check (whatever the dummy arguments then make of the call); any other
// key is FORBIDDEN (403 on REST); nobody without a token gets in. A new operation missing from the
// table fails the first test, so it must be placed in it deliberately.
import { type GraphQLSchema } from "graphql";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOf, type Call } from "../../test/schema-calls.js";
import { getSchema } from "../app/schema.js";
import { cameraJpeg, filePart, startTestApp, type TestApp } from "../../test/harness.js";
import { SCOPES, type Scope } from "../core/scopes.js";
import { scopesOf } from "../http/access.js";
import { declaredAccess, documentedRoutes, Done, route } from "../http/api-route.js";

/** Who may call each admin operation besides the owner: the scopes listed, or nobody ([]). */
const ADMIN_OPERATIONS: Record<string, readonly Scope[]> = {
  // catalogue:read
  ...each(["catalogue:read"], "Query", [
    "FrameSize",
    "GalleryCategory",
    "GalleryItem",
    "Location",
    "PortfolioItem",
    "ShopCategory",
    "ShopSubcategory",
    "Workshop",
    "galleryTotals",
  ]),
  ...each(
    ["catalogue:read"],
    "Query",
    [
      "allFrameSizes",
      "allGalleryCategories",
      "allGalleryItems",
      "allLocations",
      "allPortfolioItems",
      "allShopCategories",
      "allShopSubcategories",
      "allWorkshops",
    ],
    true,
  ),
  // catalogue:write
  ...each(["catalogue:write"], "Mutation", [
    "createFrameSize",
    "updateFrameSize",
    "deleteFrameSize",
    "createGalleryCategory",
    "updateGalleryCategory",
    "deleteGalleryCategory",
    "createGalleryItem",
    "updateGalleryItem",
    "deleteGalleryItem",
    "deleteGalleryGroup",
    "deleteGalleryImage",
    "createLocation",
    "updateLocation",
    "deleteLocation",
    "createPortfolioItem",
    "updatePortfolioItem",
    "deletePortfolioItem",
    "deleteFramePrice",
    "createShopCategory",
    "updateShopCategory",
    "deleteShopCategory",
    "createShopSubcategory",
    "updateShopSubcategory",
    "deleteShopSubcategory",
    "createWorkshop",
    "updateWorkshop",
    "deleteWorkshop",
    // Discount codes (issue 28): reading them is writing-the-catalogue's too, since a code read is a code usable.
    "createDiscountCode",
    "updateDiscountCode",
    "deleteDiscountCode",
    // Timed sales (issue 28): scheduled ones are the owner's plans until they start.
    "createSale",
    "updateSale",
    "deleteSale",
  ]),
  ...each(["catalogue:write"], "Query", ["DiscountCode", "Sale"]),
  ...each(["catalogue:write"], "Query", ["allDiscountCodes", "allSales"], true),
  "Mutation.uploadMedia": ["catalogue:write", "content:write"],
  // orders:read
  ...each(["orders:read"], "Query", [
    "Order",
    "dashboardStats",
    "orderHistory",
    "orderStatusCounts",
    "searchesWithoutResults",
    "topSearches",
    "workshopJoinSummary",
    "workshopParticipants",
    "workshopParticipantsCsv",
  ]),
  ...each(["orders:read"], "Query", ["allOrders"], true),
  ...each(["orders:read"], "Query", ["PaymentReview"]),
  ...each(["orders:read"], "Query", ["allPaymentReviews"], true),
  // orders:write
  ...each(["orders:write"], "Mutation", ["cancelOrder", "refundOrder", "setOrderCourier", "transitionOrderToState", "deleteWorkshopJoin"]),
  ...each(["orders:write"], "Mutation", ["refundPaymentReview"]),
  // limited editions' certificates (issue 45)
  ...each(["orders:write"], "Query", ["editionLedger"]),
  ...each(["orders:write"], "Mutation", ["voidCertificate", "resendCertificate"]),
  // content:write
  ...each(["content:write"], "Query", ["BlogComment", "BlogPost", "HeroSlide", "InstagramPost"]),
  ...each(["content:write"], "Query", ["allBlogComments", "allBlogPosts", "allHeroSlides", "allInstagramPosts"], true),
  // the newsletter's campaigns (issue 26)
  ...each(["content:write"], "Query", ["Campaign", "campaign", "campaignPreview"]),
  ...each(["content:write"], "Query", ["allCampaigns"], true),
  ...each(["content:write"], "Mutation", ["createCampaign", "updateCampaign", "deleteCampaign", "sendCampaign", "sendCampaignTest", "resumeCampaign"]),
  ...each(["content:write"], "Mutation", [
    "createBlogPost",
    "updateBlogPost",
    "deleteBlogPost",
    "updateBlogComment",
    "deleteBlogComment",
    "createHeroSlide",
    "updateHeroSlide",
    "deleteHeroSlide",
    "createInstagramPost",
    "deleteInstagramPost",
    "updateAuthor",
    "updateBusinessSettings",
  ]),
  // messages:read
  ...each(["messages:read"], "Query", ["ContactMessage", "InterestSubmission", "NewsletterSubscriber", "newsletterCsv"]),
  ...each(["messages:read"], "Query", ["allContactMessages", "allInterestSubmissions", "allNewsletterSubscribers"], true),
  // The owner's alone: keys and webhooks themselves, the password, and deleting what people sent.
  ...each([], "Query", ["ApiKey", "WebhookDelivery", "WebhookEndpoint", "apiScopes", "webhookEvents"]),
  ...each([], "Query", ["allApiKeys", "allWebhookDeliveries", "allWebhookEndpoints"], true),
  ...each([], "Mutation", [
    "createApiKey",
    "revokeApiKey",
    "createWebhookEndpoint",
    "deleteWebhookEndpoint",
    "redeliverWebhook",
    "changePassword",
    "updateContactMessage",
    "deleteContactMessage",
    "deleteInterestSubmission",
    "deleteNewsletterSubscriber",
    "importNewsletterSubscribers",
    // It writes to an address again (issue 42), as an import does.
    "restoreBouncedSubscriber",
  ]),
  // The second factor (issue 47): an account's own, and the owner's requirement; never a key's.
  ...each([], "Query", ["passkeyRegistrationOptions", "passkeyStepUpOptions", "twoFactorSettings"]),
  ...each([], "Mutation", [
    "startTotpSetup",
    "confirmTotpSetup",
    "disableTotp",
    "regenerateRecoveryCodes",
    "verifyPasskeyRegistration",
    "removePasskey",
    "updateTwoFactorSettings",
    "stepUp",
    "verifyPasskeyStepUp",
  ]),
  // The owner's team (issue 47): the staff are the owner's; sessions are a signed-in person's own (no key's).
  ...each([], "Query", ["staffUsers", "sessionsOf", "mySessions"]),
  ...each([], "Mutation", ["inviteStaff", "updateStaff", "resendInvitation", "revokeInvitation", "endSession", "endAllSessions"]),
  // The audit log (issue 47): staff only (the owner and managers, by the role table), never a key.
  ...each([], "Query", ["auditLog", "auditLogCsv"]),
  ...each([], "Query", ["allAuditEntries"], true),
};

/** What anyone may call, visitors included. */
const PUBLIC_OPERATIONS = [
  ...[
    "author",
    "blogPost",
    "blogPosts",
    "businessSettings",
    "cartPrices",
    "checkoutConfig",
    "discountQuote",
    "frameSizes",
    "galleryCategories",
    "galleryItem",
    "galleryItems",
    "galleryPage",
    "heroSlides",
    "instagramPosts",
    "locations",
    "me",
    "order",
    "ordersByIds",
    // Issue 47: starting a passkey sign-in (no account named yet).
    "passkeyLoginOptions",
    "ordersByMobile",
    "search",
    "searchSuggestions",
    "shopCategories",
    "shopItem",
    "shopItems",
    "workshops",
  ].map((f) => `Query.${f}`),
  ...[
    "acceptInvitation",
    "addBlogComment",
    "confirmPayment",
    "joinWorkshop",
    "login",
    // Issue 47: the second step of a sign-in, and a passkey sign-in.
    "loginSecondFactor",
    "verifyPasskeyLogin",
    "sendContactMessage",
    "startCheckout",
    "submitInterest",
    "subscribeNewsletter",
  ].map((f) => `Mutation.${f}`),
];

/** The public operations that sign in: a wrong credential is UNAUTHENTICATED, whoever asks. */
const SIGN_INS = ["Mutation.login", "Mutation.loginSecondFactor", "Mutation.verifyPasskeyLogin"];

function each(scopes: readonly Scope[], type: "Query" | "Mutation", fields: string[], withMeta = false): Record<string, readonly Scope[]> {
  return Object.fromEntries(fields.flatMap((f) => [[`${type}.${f}`, scopes], ...(withMeta ? [[`${type}._${f}Meta`, scopes]] : [])]));
}

describe("API key scopes, operation by operation", () => {
  let app: TestApp;
  let schema: GraphQLSchema;
  let owner: string;
  let jpeg: Buffer;
  const keys = new Map<Scope, string>();

  beforeAll(async () => {
    app = await startTestApp({ API_KEY_RATE_PER_MINUTE: "100000" });
    schema = await getSchema();
    owner = await app.token();
    jpeg = await cameraJpeg({ width: 64, height: 48 });
    for (const scope of SCOPES) {
      const res = await app.gql(`mutation($s: [String!]!) { createApiKey(name: "only ${scope}", scopes: $s) { key } }`, { s: [scope] }, { token: owner });
      keys.set(scope, res.body.data.createApiKey.key);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const operations = () =>
    (["Query", "Mutation"] as const).flatMap((type) =>
      Object.values((type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({
        type,
        field,
        name: `${type}.${field.name}`,
      })),
    );

  /** The error code of a call (null when it passed the access check and the resolver answered or refused for another reason). */
  const codeOf = async (call: Call, token: string | null): Promise<string | null> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let res: Response;
    if (call.upload) {
      const form = new FormData();
      const variable = /\$(\w+): Upload!/.exec(call.query)![1];
      form.append("operations", JSON.stringify({ query: call.query, variables: { [variable]: null } }));
      form.append("map", JSON.stringify({ 0: [`variables.${variable}`] }));
      form.append("0", filePart(jpeg, "a.jpg"), "a.jpg");
      res = await fetch(`${app.url}/graphql`, { method: "POST", headers: { ...headers, "apollo-require-preflight": "true" }, body: form });
    } else {
      res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ query: call.query }),
      });
    }
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? "");
    expect(codes, `${call.query} must reach execution`).not.toContain("GRAPHQL_VALIDATION_FAILED");
    return codes.find((c) => c === "FORBIDDEN" || c === "UNAUTHENTICATED") ?? null;
  };

  it("places every operation of the schema in the table, once", () => {
    const names = operations()
      .map((o) => o.name)
      .sort();
    const placed = [...Object.keys(ADMIN_OPERATIONS), ...PUBLIC_OPERATIONS].sort();
    expect(placed).toEqual(names);
  });

  // 20-30 s on a quiet machine, 46 s with a core kept busy: every admin operation of the schema is
  // called without a token, as the owner and with a key of each of the six scopes: eight requests an
  // operation, one after another, over real HTTP. Its own limit is twice the suite's (60 s), which a
  // loaded machine passed.
  it("GraphQL: each scope reaches the operations the table gives it and is FORBIDDEN the rest; no token reaches none", { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const { type, field, name } of operations()) {
      if (!(name in ADMIN_OPERATIONS)) continue;
      const call = callOf(type, field);
      const allowed = ADMIN_OPERATIONS[name];
      if ((await codeOf(call, null)) !== "UNAUTHENTICATED") wrong.push(`${name}: open without a token`);
      if ((await codeOf(call, owner)) !== null) wrong.push(`${name}: refused to the owner`);
      for (const scope of SCOPES) {
        const code = await codeOf(call, keys.get(scope)!);
        if (allowed.includes(scope) && code !== null) wrong.push(`${name}: ${scope} refused (${code})`);
        // A key never gets UNAUTHENTICATED from the check (it is who it says): it is FORBIDDEN, except
        // for changePassword, which asks for the owner's session before anything else.
        if (!allowed.includes(scope) && code !== "FORBIDDEN" && !(name === "Mutation.changePassword" && code === "UNAUTHENTICATED"))
          wrong.push(`${name}: ${scope} not refused (${code})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("GraphQL: every key reaches the public operations", async () => {
    const wrong: string[] = [];
    for (const { type, field, name } of operations()) {
      // The sign-ins answer UNAUTHENTICATED to a wrong password, challenge or passkey, whoever asks.
      if (!PUBLIC_OPERATIONS.includes(name) || SIGN_INS.includes(name)) continue;
      const call = callOf(type, field);
      for (const token of [null, ...keys.values()]) {
        const code = await codeOf(call, token);
        if (code === "FORBIDDEN" || (token && code === "UNAUTHENTICATED")) wrong.push(`${name}: ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("REST: each scope reaches the shims whose spec names it and gets 403 from the rest; no token gets 401", async () => {
    const doc = (await (await fetch(`${app.url}/auth/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { security: unknown[] }>> };
    // The table is the specs' own `access` (what route() mounted the guards from), checked here against what the server answers.
    const access = declaredAccess();
    expect(access["GET /dashboard-stats"]).toEqual(["orders:read", "manager"]);
    expect(access["GET /validate-token"]).toBe("session");
    const wrong: string[] = [];
    let admin = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        if (op.security.length === 0) continue;
        admin += 1;
        const pattern = path.replace(/\{(\w+)\}/g, ":$1");
        const url = `${app.url}/auth/api${path.replace(/\{\w+\}/g, "999999")}`;
        const declared = access[`${method.toUpperCase()} ${pattern}`];
        if (declared === undefined) wrong.push(`${method} ${path}: an admin call in the document but no access in its spec`);
        const allowed = scopesOf(declared);
        const status = async (token: string | null) =>
          (
            await fetch(url, {
              method: method.toUpperCase(),
              headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: method === "get" ? undefined : "{}",
            })
          ).status;
        if ((await status(null)) !== 401) wrong.push(`${method} ${path}: open without a token`);
        const asOwner = await status(owner);
        if (asOwner === 401 || asOwner === 403) wrong.push(`${method} ${path}: refused to the owner`);
        for (const scope of SCOPES) {
          const s = await status(keys.get(scope)!);
          // The owner's session calls ask for the owner's token before anything else: a key is 401 there.
          const refused = declared === "session" ? s === 401 : s === 403;
          if (allowed.includes(scope) ? s === 401 || s === 403 : !refused) wrong.push(`${method} ${path}: ${scope} → ${s}`);
        }
      }
    expect(admin).toBe(Object.keys(access).length);
    expect(wrong).toEqual([]);
  });
});

describe("a shim's access needs a router with a guard", () => {
  it("throws when a shim declaring access is mounted on a router without one, and mounts nothing", () => {
    const plain = express.Router();
    const handler = (_req: express.Request, res: express.Response) => res.json({ status: true, message: "open" });
    for (const access of [["orders:read"] as const, "owner" as const])
      expect(() => route(plain, "get", "/unguarded", { summary: "Unguarded", tags: ["Test"], access, response: Done }, handler)).toThrow(
        /GET \/unguarded declares access .* but its router has no guard/,
      );
    expect(plain.stack).toHaveLength(0);
    expect(documentedRoutes().map((r) => r.path)).not.toContain("/unguarded");
  });
});
