/**
 * `npm run bench:reencode-reads -w server` (issue 43, item 14): how much of the public reads' throughput
 * a re-encode job leaves. One server process (`startApp`, its own re-encode worker running as in
 * production) holds IMAGES photographs of 24 megapixels (6000 × 4000 JPEG, default 200) kept from before
 * the rights; this process loads it with autocannon (CONNECTIONS, default 16) over a mix of public
 * reads (three GraphQL queries of the storefront's, two REST shims; the drawn pages need a build and are left out), DURATION seconds idle, then the
 * photographer sets a watermark (every image queued), and once the demo's small images are re-encoded and WARM_UP_S more have passed, the same load again for
 * DURATION seconds while the job runs. Printed: reads/s idle and during, their ratio, and the images the
 * job re-encoded meanwhile (images a minute). Numbers are printed, never asserted. SQLite by default,
 * MariaDB with DATABASE_URL.
 *
 * The server is a child process (`BENCH_ROLE=server`), so the load generator's event loop is not the
 * server's; both share the machine's cores, as in the other benches.
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const IMAGES = Number(process.env.IMAGES ?? 200);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const DURATION = Number(process.env.DURATION ?? 15);
const WARM_UP_S = Number(process.env.WARM_UP_S ?? 3);
const WIDTH = 6000;
const HEIGHT = 4000;
const DATABASE_URL = process.env.DATABASE_URL ?? "";

type ToServer = { kind: "change" } | { kind: "progress" } | { kind: "close" };
type FromServer = { kind: "ready"; url: string } | { kind: "progress"; done: number; failed: number; total: number } | { kind: "changed" } | { kind: "closed" };

if (process.env.BENCH_ROLE === "server") await serve();
else
  await measure().catch((err) => {
    console.error(err);
    process.exit(1);
  });

/** The server: the application with its own worker, the photographs stored as assets from before the rights. */
async function serve() {
  const { startApp } = await import("../src/app/app.js");
  const { loadConfig } = await import("../src/config/config.js");
  const { MediaAsset } = await import("../src/media/media-asset.entity.js");
  const dataDir = process.env.BENCH_DATA_DIR!;
  const app = await startApp(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: "0",
      SEED_DEMO: "true",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "bench-password",
      LOG_LEVEL: "warn",
      DATABASE_URL,
    }),
  );
  // The demo's own images are current; the bench's photographs are stored without variants (the job's work only).
  const written = writeOriginals(path.join(dataDir, "originals"));
  const assets = app.ds.getRepository(MediaAsset);
  for (let at = 0; at < written.length; at += 100)
    await assets.insert(
      written.slice(at, at + 100).map(({ hash, bytes }, i) => ({
        hash,
        originalName: `bench-${at + i}.jpg`,
        originalFormat: "jpeg",
        bytes,
        width: WIDTH,
        height: HEIGHT,
        placeholder: "",
        variantWidths: [320, 640, 960, 1280, 1920],
        rightsKey: null,
      })),
    );
  // The demo's start may have queued nothing; the stored photographs wait for the settings change.
  const send = (m: FromServer) => process.send!(m);
  process.on("message", (m: ToServer) => {
    void (async () => {
      if (m.kind === "change") {
        await app.services.content.updateBusiness({ watermarkText: "© Chennai Wildlife Prints", watermarkOpacity: 0.4 });
        send({ kind: "changed" });
      } else if (m.kind === "progress") {
        const p = await app.services.media.imageUpdate();
        send({ kind: "progress", done: p.done, failed: (p as { failed?: number }).failed ?? 0, total: p.total });
      } else {
        await app.close();
        send({ kind: "closed" });
        process.exit(0);
      }
    })();
  });
  send({ kind: "ready", url: app.url });
}

/**
 * Writes the originals in a child process and answers their hashes and sizes: a photograph-like
 * texture in four tints, each file made its own by a JPEG comment (as bench/reencode.ts).
 */
function writeOriginals(dir: string): { hash: string; bytes: number }[] {
  mkdirSync(dir, { recursive: true });
  const script = `
    import sharp from "sharp";
    import { createHash } from "node:crypto";
    import { writeFileSync } from "node:fs";
    const [W, H, N, dir] = [${WIDTH}, ${HEIGHT}, ${IMAGES}, ${JSON.stringify(dir)}];
    const grain = Buffer.alloc((W / 4) * (H / 4) * 3);
    for (let i = 0; i < grain.length; i++) grain[i] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
    const base = await sharp(grain, { raw: { width: W / 4, height: H / 4, channels: 3 } }).blur(3).resize(W, H, { kernel: "cubic" }).raw().toBuffer();
    const tints = [];
    for (let t = 0; t < 4; t++)
      tints.push(await sharp(base, { raw: { width: W, height: H, channels: 3 } }).modulate({ hue: t * 60, brightness: 0.8 + t / 10 }).jpeg({ quality: 88 }).toBuffer());
    const out = [];
    for (let i = 0; i < N; i++) {
      const jpeg = tints[i % 4];
      const note = Buffer.from("bench photograph " + i, "latin1");
      const com = Buffer.alloc(4);
      com.writeUInt16BE(0xfffe, 0);
      com.writeUInt16BE(note.length + 2, 2);
      const file = Buffer.concat([jpeg.subarray(0, 2), com, note, jpeg.subarray(2)]);
      const hash = createHash("sha256").update(file).digest("hex");
      writeFileSync(dir + "/" + hash, file);
      out.push({ hash, bytes: file.length });
    }
    console.log(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`writing the originals failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { hash: string; bytes: number }[];
}

async function measure() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-reencode-reads-"));
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: "server", BENCH_DATA_DIR: dataDir, NODE_ENV: "production", RAZORPAY_MODE: "simulated" },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // The server goes with this process, however it ends.
  process.on("exit", () => child.kill());
  const next = <K extends FromServer["kind"]>(kind: K) =>
    new Promise<Extract<FromServer, { kind: K }>>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the server exited (${code})`));
      const on = (m: FromServer) => {
        if (m.kind !== kind) return;
        child.off("message", on);
        child.off("exit", exited);
        resolve(m as Extract<FromServer, { kind: K }>);
      };
      child.on("message", on);
      child.once("exit", exited);
    });
  const ask = async <K extends FromServer["kind"]>(m: ToServer, kind: K) => {
    const answer = next(kind);
    child.send(m);
    return answer;
  };
  console.log(`database: ${DATABASE_URL ? "mysql" : "sqlite"}; ${IMAGES} photographs of ${(WIDTH * HEIGHT) / 1e6} MP; ${os.cpus().length} CPUs…`);
  const { url } = await next("ready");

  const gql = (query: string) => ({
    method: "POST" as const,
    path: "/graphql",
    body: JSON.stringify({ query }),
    headers: { "content-type": "application/json" },
  });
  const requests = [
    gql("{ heroSlides { image { url } } }"),
    gql("{ galleryPage(offset: 0, limit: 12) { items { id title images { image { url } } } total } }"),
    gql("{ businessSettings { name instagramUrl } }"),
    { method: "GET" as const, path: "/auth/api/view-gallery" },
    { method: "GET" as const, path: "/auth/api/view-hero-section" },
  ];
  // Each read answers 200 before the load (a refused one would measure the refusal).
  for (const r of requests) {
    const res = await fetch(`${url}${r.path}`, { method: r.method, body: "body" in r ? r.body : undefined, headers: "headers" in r ? r.headers : {} });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${r.method} ${r.path} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  const load = async (duration: number) => {
    const r = await autocannon({ url, connections: CONNECTIONS, duration, requests, headers: { "accept-encoding": "gzip, deflate, br" } });
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };
  await load(WARM_UP_S);
  const idle = await load(DURATION);
  console.log(`idle: ${Math.round(idle.rps)} reads/s, p99 ${idle.p99} ms, errors ${idle.errors}`);

  await ask({ kind: "change" }, "changed");
  // The demo's small images come first (lower ids): the window opens on the photographs of 24 MP.
  for (;;) {
    const p = await ask({ kind: "progress" }, "progress");
    if (p.done + p.failed >= p.total - IMAGES) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, WARM_UP_S * 1000));
  const before = await ask({ kind: "progress" }, "progress");
  const began = performance.now();
  const busy = await load(DURATION);
  const seconds = (performance.now() - began) / 1000;
  const after = await ask({ kind: "progress" }, "progress");
  const encoded = after.done + after.failed - before.done - before.failed;
  console.log(`during the re-encode: ${Math.round(busy.rps)} reads/s, p99 ${busy.p99} ms, errors ${busy.errors}`);
  console.log(`ratio (during ÷ idle): ${(busy.rps / idle.rps).toFixed(2)}`);
  console.log(
    `the job meanwhile: ${encoded} images in ${seconds.toFixed(1)} s (${((encoded / seconds) * 60).toFixed(1)} a minute); progress ${after.done} done, ${after.failed} failed of ${after.total}`,
  );
  await ask({ kind: "close" }, "closed");
  rmSync(dataDir, { recursive: true, force: true });
}
