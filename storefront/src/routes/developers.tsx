// /developers (issue 14): the page for integrators — how to get a key, what each scope allows, a
// first call with curl, webhooks and their verification, and where the API is described. The
// scopes and events come from the modules the server enforces them with (@shop/integrations).
import { DEFAULT_KEY_REQUESTS_PER_MINUTE, SCOPE_DESCRIPTIONS, SCOPES, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "@shop/integrations";
import type { ReactNode } from "react";
import { useLocale, useT } from "../i18n";
import { usePageTitle } from "../lib/page-title";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-ink-muted [&_strong]:text-ink">{children}</div>
    </section>
  );
}

function Code({ label, children }: { label: string; children: string }) {
  return (
    <figure>
      <figcaption className="mb-1.5 text-sm font-semibold text-ink">{label}</figcaption>
      {/* Focusable: a keyboard user scrolls a long line sideways too. */}
      <pre tabIndex={0} className="overflow-x-auto rounded-xl bg-ink p-4 text-[0.8125rem] leading-relaxed text-paper">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

const inline = "rounded bg-sand px-1.5 py-0.5 font-mono text-[0.875em] text-ink";

const CURL_GRAPHQL = `curl https://your-shop.example/graphql \\
  -H "Authorization: Bearer $SHOP_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ allOrders(perPage: 10, sortField: \\"paidAt\\", sortOrder: \\"DESC\\") { bookingGroupId status amountPaise paidAt invoiceNumber } }"}'`;

const CURL_REST = `curl https://your-shop.example/auth/api/grouped-bookings?limit=10 \\
  -H "Authorization: Bearer $SHOP_API_KEY"`;

const VERIFY = `import express from "express";
import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.SHOP_WEBHOOK_SECRET); // whsec_…
const app = express();

// The raw body: the signature covers the exact bytes sent.
app.post("/shop-events", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers); // checks webhook-signature and the timestamp
  } catch {
    return res.status(400).send("Bad signature");
  }
  // The same webhook-id arrives again on a retry: handle each id once.
  console.log(req.headers["webhook-id"], event.type, event.data);
  res.status(204).end();
});

app.listen(8080);`;

export default function DevelopersRoute() {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t("developers.title"), { description: t("developers.description") });
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-kingfisher-700 uppercase">{t("developers.title")}</p>
      <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{t("developers.heading")}</h1>
      {locale !== "en" && <p className="mt-6 text-lg leading-relaxed text-ink">{t("developers.englishOnly")}</p>}
      {/* The technical documentation is in English only: a Tamil page marks it so. */}
      <div lang={locale === "en" ? undefined : "en"}>
        <p className="mt-6 text-lg leading-relaxed text-ink">
          An accountant's tool pulling paid orders, a courier service pushing tracking ids, a script that posts new prints: they all use the API the shop itself
          runs on. This page says how to get in, what a key may do, and how the shop tells your system that something happened.
        </p>

        <Section id="keys" title="1. Get an API key">
          <p>
            The shop's owner creates keys in the back office under <strong>Settings → Integrations</strong>: a name (what it is for) and the scopes it needs.
            The key (<code className={inline}>wpk_…</code>) is shown once; the shop keeps only its hash, so a lost key is revoked and replaced, never recovered.
            The list there shows each key's scopes and when it was last used; a revoked key is refused at once.
          </p>
          <p>
            Send it with every request as <code className={inline}>Authorization: Bearer &lt;key&gt;</code>, to <code className={inline}>/graphql</code> or to
            the REST calls under <code className={inline}>/auth/api</code>. Each key may make {DEFAULT_KEY_REQUESTS_PER_MINUTE} requests a minute; past that it
            gets <strong>429</strong> with a <code className={inline}>Retry-After</code> header. A call its scopes do not allow answers <strong>403</strong>{" "}
            (GraphQL: the error code <code className={inline}>FORBIDDEN</code>); a missing, unknown or revoked key <strong>401</strong>.
          </p>
        </Section>

        <Section id="scopes" title="2. Scopes">
          <p>A key may do what one of its scopes allows, and nothing else. Keys never manage keys or webhooks, nor change the owner's password.</p>
          <div className="overflow-x-auto rounded-xl ring-1 ring-ink/10">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What each scope allows</caption>
              <thead className="bg-sand/70 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Scope
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Allows
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/10">
                {SCOPES.map((scope) => (
                  <tr key={scope}>
                    <th scope="row" className="px-4 py-2.5 align-top font-mono font-medium whitespace-nowrap text-ink">
                      {scope}
                    </th>
                    <td className="px-4 py-2.5 text-ink-muted">{SCOPE_DESCRIPTIONS[scope]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="first-call" title="3. A first call">
          <p>
            GraphQL is the whole API: the back office and the storefront use it too. Amounts are in paise (₹1 = 100 paise); lists take{" "}
            <code className={inline}>page</code> (from 0), <code className={inline}>perPage</code>, <code className={inline}>sortField</code>,{" "}
            <code className={inline}>sortOrder</code> and <code className={inline}>filter</code>. A query may be at most 8 levels deep and within a cost limit.
          </p>
          <Code label="The ten latest paid orders (a key with orders:read)">{CURL_GRAPHQL}</Code>
          <p>The REST calls of the old site answer in its shapes, amounts in rupees:</p>
          <Code label="The same through REST">{CURL_REST}</Code>
        </Section>

        <Section id="webhooks" title="4. Webhooks">
          <p>
            The owner registers an endpoint (an <code className={inline}>https</code> address on the public internet) on the same Integrations screen and picks
            its events; the endpoint's secret (<code className={inline}>whsec_…</code>) is shown once. Each event is a JSON <code className={inline}>POST</code>{" "}
            of <code className={inline}>{"{ type, timestamp, data }"}</code>, signed by the{" "}
            <a href="https://www.standardwebhooks.com/" className="text-forest underline underline-offset-2 hover:text-forest-600">
              Standard Webhooks
            </a>{" "}
            specification: the headers <code className={inline}>webhook-id</code> (the same on every retry), <code className={inline}>webhook-timestamp</code>{" "}
            and <code className={inline}>webhook-signature</code>.
          </p>
          <p>
            Answer with any 2xx within 10 seconds. Anything else, or no answer, is retried with growing delays for 24 hours; a delivery that succeeded is never
            sent again. The owner sees every delivery with its answer and can send one again.
          </p>
          <div className="overflow-x-auto rounded-xl ring-1 ring-ink/10">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Webhook events</caption>
              <thead className="bg-sand/70 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Event
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Sent when
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/10">
                {WEBHOOK_EVENTS.map((event) => (
                  <tr key={event}>
                    <th scope="row" className="px-4 py-2.5 align-top font-mono font-medium whitespace-nowrap text-ink">
                      {event}
                    </th>
                    <td className="px-4 py-2.5 text-ink-muted">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Verify each delivery before you trust it, with the <code className={inline}>standardwebhooks</code> package (npm; the same library exists for
            Python, Go, Ruby, PHP, Java and more) or any Svix library:
          </p>
          <Code label="Verifying a delivery in Node.js">{VERIFY}</Code>
        </Section>

        <Section id="reference" title="5. Reference">
          <ul className="ml-5 list-disc space-y-2">
            <li>
              <a href="/schema.graphql" className="text-forest underline underline-offset-2 hover:text-forest-600">
                schema.graphql
              </a>{" "}
              — the GraphQL schema, every type and field described (introspection works too).
            </li>
            <li>
              <a href="/auth/api/openapi.json" className="text-forest underline underline-offset-2 hover:text-forest-600">
                openapi.json
              </a>{" "}
              — the REST calls as an OpenAPI 3.1 document: paths, parameters, bodies, answers, errors and the scopes of each.
            </li>
          </ul>
        </Section>
      </div>
    </article>
  );
}
