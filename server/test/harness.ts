/**
 * Starts the real server in process for a test file: a fresh DATA_DIR, a fresh database of the
 * dialect the vitest project names (SQLite file, or a new MariaDB database), real HTTP on a free port.
 */
import { request } from "node:http";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createConnection } from "mysql2/promise";
import sharp from "sharp";
import { startApp, type RunningApp, type StartOptions } from "../src/app/app.js";
import { loadConfig } from "../src/config/config.js";
import { copyMysqlTemplate, copySqliteTemplate } from "./database-template.js";

export const ADMIN = { username: "owner", password: "kingfisher-42" };
/** bcrypt's lowest cost: a test's server hashes its admin's password at start and at each change (the timing test sets 12). */
export const TEST_BCRYPT_COST = "4";
export const dialect = (process.env.TEST_DB ?? "sqlite") as "sqlite" | "mysql";
export const mysqlBase = (process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/shop_test").replace(/\/[^/]*$/, "");
/** The test database's name; every database a test makes starts with it (CI's user may only make those). */
export const mysqlName = (process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/shop_test").replace(/^.*\//, "");

/** What a test needs to talk to a running server over HTTP (in process or a child process). */
export interface ApiClient {
  url: string;
  token(): Promise<string>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { data: T; errors: { message: string; extensions: { code?: string } }[] } }>;
  rest(
    method: string,
    route: string,
    opts?: {
      token?: string | null;
      json?: unknown;
      form?: Record<string, string | string[] | undefined>;
      multipart?: FormData;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: any }>;
}

export interface TestApp extends RunningApp, ApiClient {
  dataDir: string;
}

/** A fresh DATA_DIR and, on MariaDB, a fresh database: the environment a server of this test runs with. */
export interface Workspace {
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL on MariaDB. */
  env: Record<string, string>;
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * A fresh DATA_DIR and database. By default the database is a copy of the run's migrated template
 * (database-template.ts), so a server started on it finds no migration pending; `{ empty: true }`
 * (or a run without the template, as the bench's) leaves it empty, for the start to migrate.
 */
export async function freshWorkspace(opts: { empty?: boolean } = {}): Promise<Workspace> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dbName: string | undefined;
  if (dialect === "mysql") {
    dbName = `${mysqlName}_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
    const conn = await createConnection({ uri: mysqlBase, multipleStatements: true });
    try {
      await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      if (!opts.empty) await copyMysqlTemplate(conn, dbName);
    } finally {
      await conn.end();
    }
    env.DATABASE_URL = `${mysqlBase}/${dbName}`;
  } else if (!opts.empty) copySqliteTemplate(path.join(dataDir, "shop.sqlite"));
  return {
    dataDir,
    env,
    databaseUrl: env.DATABASE_URL,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const conn = await createConnection(mysqlBase);
        await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
        await conn.end();
      }
    },
  };
}

/** An HTTP client of the server at `url`, signing in as the test's admin when a call needs the token. */
export function apiClient(url: string): ApiClient {
  let cachedToken: string | undefined;
  const client: ApiClient = {
    url,
    async token() {
      if (!cachedToken) {
        const res = await client.gql(`mutation { login(username: "${ADMIN.username}", password: "${ADMIN.password}") { token } }`);
        cachedToken = res.body.data.login.token as string;
      }
      return cachedToken;
    },
    async gql(query: string, variables?: Record<string, unknown>, opts: { token?: string | null; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await fetch(`${url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: (await res.json()) as any };
    },
    async rest(method: string, route: string, opts: Parameters<ApiClient["rest"]>[2] = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | URLSearchParams | FormData | undefined;
      if (opts.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(opts.json);
      } else if (opts.form) {
        const p = new URLSearchParams();
        for (const [k, v] of Object.entries(opts.form)) for (const one of [v ?? []].flat()) p.append(k, one);
        body = p;
      } else if (opts.multipart) body = opts.multipart;
      const res = await fetch(`${url}/auth/api${route}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the text as it came.
      }
      return { status: res.status, body: parsed };
    },
  };
  return client;
}

export async function startTestApp(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestApp> {
  const workspace = await freshWorkspace();
  const base: Record<string, string> = {
    ...workspace.env,
    PORT: "0",
    SEED_DEMO: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BCRYPT_COST: TEST_BCRYPT_COST,
    // A line a request is noise in a test's output; failures (5xx) still show.
    LOG_LEVEL: "warn",
  };
  const app = await startApp(loadConfig({ ...base, ...env }), opts);
  const closeServer = app.close.bind(app);
  const client = apiClient(app.url);
  const t: TestApp = Object.assign(app, {
    dataDir: workspace.dataDir,
    token: () => client.token(),
    gql: (...args: Parameters<ApiClient["gql"]>) => client.gql(...args),
    rest: (...args: Parameters<ApiClient["rest"]>) => client.rest(...args),
    async close(graceMs?: number) {
      const report = await closeServer(graceMs);
      await workspace.remove();
      return report;
    },
  });
  return t;
}

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
export function raw(base: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A second instance on the same database (and, for SQLite, the same file), as a second machine would run. */
export async function secondInstance(app: TestApp, env: Record<string, string> = {}, opts: StartOptions = {}): Promise<RunningApp> {
  const config = loadConfig({
    DATA_DIR: app.dataDir,
    PORT: "0",
    SEED_DEMO: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BCRYPT_COST: TEST_BCRYPT_COST,
    LOG_LEVEL: "warn",
    DATABASE_URL: app.ds.options.type === "better-sqlite3" ? "" : String((app.ds.options as { url?: string }).url),
    ...env,
  });
  const other = await startApp(config, opts);
  // Its mail worker writes to the same outbox folder: outboxMails waits for its sends too.
  const siblings = instancesOn.get(app.dataDir) ?? new Set<RunningApp>();
  instancesOn.set(app.dataDir, siblings.add(other));
  const close = other.close.bind(other);
  other.close = (graceMs?: number) => {
    siblings.delete(other);
    return close(graceMs);
  };
  return other;
}

/** The second instances running on a test app's data folder (secondInstance), by that folder. */
const instancesOn = new Map<string, Set<RunningApp>>();

/** A JPEG as a camera writes it, with EXIF and (optionally) a GPS position. */
export async function cameraJpeg(opts: { width?: number; height?: number; color?: string; gps?: boolean } = {}): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: "NIKON CORPORATION", Model: "NIKON Z 9" },
    IFD2: {
      LensModel: "NIKKOR Z 600mm f/4 TC VR S",
      FocalLength: "600/1",
      FNumber: "40/10",
      ExposureTime: "1/2000",
      ISOSpeedRatings: "800",
      DateTimeOriginal: "2025:01:12 06:45:00",
    },
  };
  if (opts.gps) exif.IFD3 = { GPSLatitudeRef: "N", GPSLatitude: "12/1 56/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 12/1 0/1" };
  return sharp({ create: { width: opts.width ?? 1000, height: opts.height ?? 700, channels: 3, background: opts.color ?? "#3a6f5c" } })
    .jpeg()
    .withExif(exif)
    .toBuffer();
}

/**
 * What exiftool (Debian's libimage-exiftool-perl, installed by .ci/run) reads from an image's bytes,
 * keyed "Group:Tag" ("XMP:Creator", "EXIF:GPSLatitude"), every group and duplicate included. exifr
 * reads no WebP: exiftool reads every format the site serves.
 */
export function exiftoolTags(bytes: Buffer): Record<string, unknown> {
  const dir = mkdtempSync(path.join(tmpdir(), "exiftool-"));
  try {
    const file = path.join(dir, "image");
    writeFileSync(file, bytes);
    return (JSON.parse(execFileSync("exiftool", ["-j", "-G", "-a", file]).toString()) as Record<string, unknown>[])[0];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tags of the camera's that must never be served: its position, its serial, its maker and model, its owner. */
export const CAMERA_TAGS = /GPS|Serial|OwnerName|:Make$|:Model$|LensModel/i;

export function filePart(buffer: Buffer, name: string, type = "image/jpeg"): Blob {
  return new File([new Uint8Array(buffer)], name, { type });
}

/** A GraphQL multipart request (graphql-multipart-request-spec) uploading one file as `$file`. */
export function uploadForm(query: string, file: Blob, fileName = "photo.jpg"): FormData {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { file: null } }));
  form.append("map", JSON.stringify({ "0": ["variables.file"] }));
  form.append("0", file, fileName);
  return form;
}

/** Uploads an image through GraphQL and answers its media id. */
export async function uploadImage(app: ApiClient, color = "#336655"): Promise<string> {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${await app.token()}`, "apollo-require-preflight": "true" },
    body: uploadForm(`mutation($file: Upload!) { uploadMedia(file: $file) { id } }`, filePart(await cameraJpeg({ color }), "print.jpg")),
  });
  return ((await res.json()) as any).data.uploadMedia.id;
}

/** Creates a print with the given rupee prices on the first frame sizes (in the first shop category, or the one named); answers its id and frame ids. */
export async function createPrint(
  app: ApiClient,
  title: string,
  rupees: number[],
  color = "#335577",
  category?: string,
): Promise<{ id: string; frames: { id: string; pricePaise: number }[] }> {
  const token = await app.token();
  const frames = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes as { id: string }[];
  const cats = (await app.gql(`{ shopCategories { id name subcategories { id } } }`)).body.data.shopCategories as {
    id: string;
    name: string;
    subcategories: { id: string }[];
  }[];
  const cat = (category && cats.find((c) => c.name === category)) || cats[0];
  const imageId = await uploadImage(app, color);
  const res = await app.gql(
    `mutation($t: String!, $c: ID!, $s: ID!, $i: ID!, $p: [FramePriceInput!]!) { createPortfolioItem(title: $t, description: "A fine print.", categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: $p) { id frames { id pricePaise } } }`,
    { t: title, c: cat.id, s: cat.subcategories[0].id, i: imageId, p: rupees.map((r, i) => ({ frameSizeId: frames[i].id, pricePaise: r * 100 })) },
    { token },
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createPortfolioItem;
}

export const CUSTOMER = {
  firstName: "Meena",
  lastName: "Iyer",
  email: "meena@example.in",
  phone: "+91 98400 12345",
  address: "12 Besant Avenue",
  apartment: "Flat 3B",
  city: "Chennai",
  state: "Tamil Nadu",
  pincode: "600090",
};

/**
 * One row of the old site's REST cart (POST /saveInTemp): `quantity` prints of `adId` in `frameId`,
 * under the booking group `group`, with the amount the browser sends (which the server ignores).
 */
export function restCartRow(group: string, adId: string, frameId: string, quantity: number): Record<string, string> {
  return {
    firstname: "Arun",
    lastname: "Kumar",
    email: "arun@example.in",
    phone_number: "9876543210",
    address: "4 Beach Road",
    apartment: "",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600041",
    ad_id: adId,
    category_id: "0",
    frame_id: frameId,
    quantity: String(quantity),
    image_name: "x.jpg",
    amount: "1",
    bookingGroupId: group,
  };
}

/** The key secret a test sets for the simulated provider, so it signs payments as Razorpay would. */
export const TEST_KEY_SECRET = "test-key-secret-for-signatures";

export interface CartItem {
  portfolioItemId: string;
  frameId: string;
  quantity: number;
}

/** Checks out and pays (a correctly signed confirmation); answers the order's ids and amount. Needs an app started with RAZORPAY_KEY_SECRET = TEST_KEY_SECRET. */
export async function placePaidOrder(
  app: ApiClient,
  items: CartItem[],
  customer: Partial<typeof CUSTOMER> & { language?: string } = {},
): Promise<{ orderId: string; bookingGroupId: string; amountPaise: number; paymentId: string; signature: string }> {
  const started = await app.gql(
    `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId amountPaise } }`,
    { c: { ...CUSTOMER, ...customer }, i: items },
  );
  if (started.body.errors) throw new Error(JSON.stringify(started.body.errors));
  const order = started.body.data.startCheckout;
  const { paymentId, signature } = await simulatedPayment(app, order.orderId);
  const paid = await app.gql(`mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
    o: order.orderId,
    p: paymentId,
    s: signature,
  });
  if (paid.body.errors) throw new Error(JSON.stringify(paid.body.errors));
  return { ...order, paymentId, signature };
}

/**
 * The simulated checkout's 'Pay' for a payment order: the provider captures what the order asks for and
 * answers the payment, signed as Razorpay's checkout hands it to the page. A confirmation or webhook
 * counts only a payment the provider holds.
 */
export async function simulatedPayment(app: Pick<ApiClient, "url">, orderId: string): Promise<{ paymentId: string; signature: string }> {
  const res = await fetch(`${app.url}/payments/simulated/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: orderId }),
  });
  const body = (await res.json()) as { razorpay_payment_id: string; razorpay_signature: string; message?: string };
  if (!res.ok) throw new Error(`Simulated payment of ${orderId} refused: ${res.status} ${body.message}`);
  return { paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the app filed in DATA_DIR/outbox (no SMTP_URL), oldest first, decoded: the mail outbox is sent first. */
export async function outboxMails(app: RunningApp & { dataDir: string }): Promise<SentMail[]> {
  // Every instance on this folder: a mail the other one claimed is written when its send ends.
  await Promise.all([app, ...(instancesOn.get(app.dataDir) ?? [])].map((a) => a.services.mailWorker.drain()));
  const dir = path.join(app.dataDir, "outbox");
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  return Promise.all(
    files.map(async (f) => {
      const mail = await simpleParser(readFileSync(path.join(dir, f)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
      return { to, subject: mail.subject ?? "", text: mail.text ?? "" };
    }),
  );
}

export interface ServerProcess {
  url: string;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** Kills it at once (SIGKILL: no shutdown, as a crash or a pulled plug). */
  kill(): Promise<void>;
}

/** The server as `npm start` runs it, in its own process, on the data of a test app (its DATA_DIR and database). */
export async function startServerProcess(app: TestApp, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { spawn } = await import("node:child_process");
  const { createServer } = await import("node:net");
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const { serverDir, serverEntry } = await import("./server-entry.js");
  const child = spawn(process.execPath, serverEntry(), {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: app.dataDir,
      PORT: String(port),
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BCRYPT_COST: TEST_BCRYPT_COST,
      DATABASE_URL: app.ds.options.type === "better-sqlite3" ? "" : String((app.ds.options as { url?: string }).url),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The server process exited at start:\n${out}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) {
      child.kill("SIGKILL");
      throw new Error(`The server process did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => out,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
