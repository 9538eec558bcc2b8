// The step-up's table (core/second-factor.ts) against the schema, as the scope and role tables are:
// every operation it names exists; every operation whose name says money going out, a way in (keys,
// webhooks, staff, passwords, factors) or the settings of payments, taxes and sign-in is in it or
// deliberately left out below with its reason; and each one it names is refused to a session whose
// second factor is older than 15 minutes, and passes that check with a fresh one, over real HTTP.
import { type GraphQLField, type GraphQLSchema } from "graphql";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOf as callWithDummies } from "../../../test/schema-calls.js";
import { getSchema } from "../../app/schema.js";
import { SETUP_OPERATIONS, STEP_UP_OPERATIONS } from "../../core/second-factor.js";
import { startTestApp, type TestApp } from "../../../test/harness.js";
import { AdminSession } from "../admin-session.entity.js";

/** What a sensitive name looks like: money going out, ways in, payment, tax and sign-in settings. */
const SENSITIVE = /refund|cancel|apikey|webhook|staff|invitation|session|password|totp|recovery|passkey|twofactor|businesssettings|stepup/i;

/** The sensitive-looking operations that are not asked again, and why. */
const NOT_ASKED: Record<string, string> = {
  "Mutation.confirmTotpSetup": "its code is the proof (and startTotpSetup, which made the secret, was asked)",
  "Mutation.disableTotp": "it takes a code itself",
  "Mutation.regenerateRecoveryCodes": "it takes a code itself (without one, it asks for a fresh second factor)",
  "Mutation.verifyPasskeyRegistration": "the options it answers were asked (passkeyRegistrationOptions)",
  "Mutation.stepUp": "it is the step-up",
  "Query.passkeyStepUpOptions": "it is the step-up",
  "Mutation.verifyPasskeyStepUp": "it is the step-up",
  "Mutation.loginSecondFactor": "a sign-in: public",
  "Query.passkeyLoginOptions": "a sign-in: public",
  "Mutation.verifyPasskeyLogin": "a sign-in: public",
  "Mutation.acceptInvitation": "an invitee's first password: public, its token is the proof",
  "Mutation.endSession": "signing out of one session",
  "Query.mySessions": "a read of one's own sessions",
  "Query.sessionsOf": "a read",
  "Query.staffUsers": "a read",
  "Query.twoFactorSettings": "a read",
  "Query.allApiKeys": "a read (a key is shown once, when it is made)",
  "Query._allApiKeysMeta": "a read",
  "Query.ApiKey": "a read",
  "Query.allWebhookEndpoints": "a read",
  "Query._allWebhookEndpointsMeta": "a read",
  "Query.WebhookEndpoint": "a read",
  "Query.allWebhookDeliveries": "a read",
  "Query._allWebhookDeliveriesMeta": "a read",
  "Query.WebhookDelivery": "a read",
  "Query.webhookEvents": "a read",
  "Query.businessSettings": "a public read",
  "Query.allPaymentReviews": "a read",
  "Query._allPaymentReviewsMeta": "a read",
};

/** The operation with its required arguments as literals (an ID is 999999: another account's, for endAllSessions). */
const callOf = (type: "Query" | "Mutation", field: GraphQLField<unknown, unknown>): string => callWithDummies(type, field).query;

describe("the step-up's table", () => {
  let schema: GraphQLSchema;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    schema = await getSchema();
    app = await startTestApp();
    token = await app.token();
    const { secret } = (await app.gql(`mutation { startTotpSetup { secret } }`, {}, { token })).body.data.startTotpSetup;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const on = await app.gql(`mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }`, { c: code }, { token });
    expect(on.body.errors).toBeUndefined();
  });
  afterAll(() => app?.close());

  const operations = () =>
    (["Query", "Mutation"] as const).flatMap((type) =>
      Object.values((type === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({
        type,
        field,
        name: `${type}.${field.name}`,
      })),
    );

  it("names only operations of the schema", () => {
    const names = new Set(operations().map((o) => o.name));
    expect(Object.keys(STEP_UP_OPERATIONS).filter((n) => !names.has(n))).toEqual([]);
    expect(SETUP_OPERATIONS.filter((n) => !names.has(n))).toEqual([]);
  });

  it("holds every operation whose name says money out, a way in or the payment, tax and sign-in settings, or says why not", () => {
    const missing = operations()
      .map((o) => o.name)
      .filter((n) => SENSITIVE.test(n) && !(n in STEP_UP_OPERATIONS) && !(n in NOT_ASKED));
    expect(missing).toEqual([]);
  });

  it("each operation it names is refused to a session whose second factor is older than 15 minutes, and passes that check with a fresh one", async () => {
    const sessions = app.ds.getRepository(AdminSession);
    const wrong: string[] = [];
    const reasonOf = async (query: string) => {
      const res = await app.gql(query, {}, { token });
      return (res.body.errors ?? []).map((e) => (e.extensions as { reason?: string }).reason).find(Boolean) ?? null;
    };
    for (const { type, field, name } of operations()) {
      if (!(name in STEP_UP_OPERATIONS)) continue;
      const query = callOf(type, field);
      await sessions.update({ userId: 1 }, { secondFactorAt: new Date(Date.now() - 16 * 60_000) });
      if ((await reasonOf(query)) !== "STEP_UP_REQUIRED") wrong.push(`${name}: not asked of a stale session`);
      await sessions.update({ userId: 1 }, { secondFactorAt: new Date() });
      if ((await reasonOf(query)) === "STEP_UP_REQUIRED") wrong.push(`${name}: asked of a fresh session`);
    }
    expect(wrong).toEqual([]);
  });
});
