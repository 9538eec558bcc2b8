/**
 * `npm run bench:campaigns -w server`: a newsletter campaign to SUBSCRIBERS subscribed addresses
 * (default 10 000) on a fresh database (SQLite, or DATABASE_URL): how long `sendCampaign` takes to
 * answer; how many mails a second the mail outbox delivers into a local SMTP sink (smtp-server that
 * reads and drops each message) against a bare pooled nodemailer loop sending the same messages to
 * the same sink one after another; and the process's RSS while the outbox sends (every 1 000
 * mails). Numbers are printed, never asserted. The outbox sends the whole list (MAILS, default all);
 * the bare loops send BARE messages (default 1 000) each: once with nodemailer's own socket, once
 * with the outbox's (smtp-socket.ts, Nagle's algorithm off), so that the ratio compares the work
 * per copy and not the sockets. The sink costs the same per message to all.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import { SMTPServer } from "smtp-server";
import { startApp } from "../src/app/app.js";
import { Campaign } from "../src/campaigns/campaign.entity.js";
import { loadConfig } from "../src/config/config.js";
import { NewsletterSubscriber } from "../src/enquiries/enquiry.entities.js";
import { connectWithoutDelay } from "../src/mail/smtp-socket.js";

const TOTAL = Number(process.env.SUBSCRIBERS ?? 10_000);
const MAILS = Math.min(TOTAL, Number(process.env.MAILS ?? TOTAL));
const BARE = Number(process.env.BARE ?? 1000);
const mb = (n: number) => `${Math.round(n / 1048576)} MB`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// The sink: accepts every message, reads it through and keeps nothing but a count.
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
// The sink answers without Nagle's delay either: its "250" after a message is not held back.
(sink as unknown as { server: import("node:net").Server }).server.on("connection", (socket) => socket.setNoDelay(true));
const port = await freePort();
await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-campaigns-"));
const app = await startApp(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    SEED_DEMO: "true",
    ADMIN_USERNAME: "owner",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    SMTP_URL: smtpUrl,
    NEWSLETTER_RATE_PER_MINUTE: "1000000",
  }),
);
const { ds } = app;
// The demo's mails (none expected) out of the way first.
await app.services.mailWorker.drain();
await ds.query("DELETE FROM mail_outbox");
await ds.query("DELETE FROM newsletter_subscribers");
console.log(`database: ${ds.options.type}; ${TOTAL.toLocaleString("en-IN")} subscribed addresses…`);
const repo = ds.getRepository(NewsletterSubscriber);
for (let i = 0; i < TOTAL; i += 500)
  await repo.insert(
    Array.from({ length: Math.min(500, TOTAL - i) }, (_, k) => ({
      email: `reader${i + k}@example.in`,
      firstName: "Newsletter",
      lastName: "Subscriber",
      consentAt: new Date(),
      unsubscribedAt: null,
      unsubscribeToken: `bench-${i + k}-${Math.random().toString(36).slice(2)}`,
      status: "subscribed" as const,
      confirmToken: null,
      confirmedAt: new Date(),
    })),
  );

const campaigns = app.services.campaigns;
const draft = await campaigns.create({
  subject: "New prints from Pulicat",
  preheader: "Three new prints and the next trip",
  html: "<p>The flamingos are back at Pulicat, and so are we.</p><p>Here is what is new.</p>",
  blocks: ["latest-prints", "upcoming-workshops", "latest-posts"],
});

// What a copy is, as the worker sends it: for the bare loop, the same parts and headers.
const composed = await campaigns.compose(draft.id, (await repo.findOneByOrFail({ email: "reader0@example.in" })).id);
if (!composed || composed === "paused") throw new Error("The sample copy could not be composed");
const sample = composed;

const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 500);
const rssBefore = process.memoryUsage().rss;
/** RSS after each thousand mails sent. */
const rssAt: { sent: number; rss: number }[] = [];

const t0 = performance.now();
await campaigns.send(draft.id);
const answered = performance.now() - t0;
console.log(`sendCampaign answered in ${answered.toFixed(0)} ms (${TOTAL.toLocaleString("en-IN")} outbox rows, one INSERT … SELECT)`);

const t1 = performance.now();
let sent: number;
for (;;) {
  const c = await ds.getRepository(Campaign).findOneByOrFail({ id: draft.id });
  sent = c.sent;
  if (sent >= (rssAt.length + 1) * 1000) rssAt.push({ sent, rss: process.memoryUsage().rss });
  if (sent >= MAILS) break;
  await new Promise((r) => setTimeout(r, 100));
}
const outboxSeconds = (performance.now() - t1) / 1000;
clearInterval(sampler);
await app.services.mailWorker.stop();
const outboxRate = sent / outboxSeconds;
console.log(`outbox: ${sent.toLocaleString("en-IN")} mails in ${outboxSeconds.toFixed(1)} s = ${outboxRate.toFixed(1)} mails/s (sink received ${received})`);
console.log(`RSS while sending: before ${mb(rssBefore)}, peak ${mb(Math.max(...rss))}, last ${mb(rss[rss.length - 1])}`);
console.log(`RSS by mails sent: ${rssAt.map((r) => `${r.sent}: ${mb(r.rss)}`).join(", ")}`);
await app.close();

// The bare loops: one pooled transport, one connection, the same messages, one after another.
async function bareLoop(label: string, options: Record<string, unknown>): Promise<number> {
  // The URL read into options: given as `url`, nodemailer would drop the pool and the socket.
  const transport = nodemailer.createTransport({ ...parseConnectionUrl(smtpUrl), pool: true, maxConnections: 1, maxMessages: 1000, ...options } as never);
  const t = performance.now();
  for (let i = 0; i < BARE; i++)
    await transport.sendMail({
      from: "Chennai Wildlife Prints <shop@example.in>",
      to: `reader${i}@example.in`,
      subject: "New prints from Pulicat",
      text: sample.text,
      html: sample.html,
      headers: sample.headers,
      messageId: `<bench-${i}@example.in>`,
    });
  const seconds = (performance.now() - t) / 1000;
  transport.close();
  const rate = BARE / seconds;
  console.log(
    `bare pooled nodemailer loop, ${label}: ${BARE.toLocaleString("en-IN")} mails in ${seconds.toFixed(1)} s = ${rate.toFixed(1)} mails/s; outbox / bare = ${(outboxRate / rate).toFixed(2)}`,
  );
  return rate;
}
await bareLoop("nodemailer's own socket", {});
await bareLoop("the outbox's socket (TCP_NODELAY)", { getSocket: connectWithoutDelay });

await new Promise<void>((resolve) => sink.close(() => resolve()));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
