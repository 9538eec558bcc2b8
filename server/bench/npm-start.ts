/**
 * How `npm start` runs the server (the root package.json's start script, and docs/deploy/shop@.service's
 * unit), for the benches that start it themselves: what they measure is the server as it runs in
 * production, its garbage collector's sizes and its allocator's thresholds included. Kept in step with
 * both by hand: a change to one is a change to all three.
 */

/**
 * The V8 flags `npm start` runs the server with (package.json): a young generation of 4 MB semi-spaces
 * (V8's default grows to 16 MB). With 1 MB, a burst of cache hits scavenged every 5 ms, so every
 * request in flight (7 ms under 64 connections) was promoted and collected again in the old space: a
 * quarter of the CPU (981 scavenges and 110 MB promoted in 5 s of the home page's query). 4 MB
 * measured the same idle RSS (120 MB) and 20-35 % more hits a second (2026-11-27, docs/performance.md).
 *
 * The old space is capped at 192 MB (issue 44). Uncapped, V8 sizes it for the machine (~4 GB here) and
 * let a burst of cached reads leave their promoted garbage in it until the heap was 230+ MB: peak RSS
 * 303–330 MB on MariaDB. Capped, it collects sooner: peak 153–157 MB, the same hits a second (the
 * same reads, one after the other, 2026-11-30). The live heap is 60–75 MB.
 */
export const NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=192"];
/**
 * …and its environment: glibc's malloc keeps two arenas, not one per thread (~10 MB less at rest);
 * a block of 64 KB or more is mapped on its own (returned whole when freed), and the heap's free
 * top is given back past 64 KB, with no padding: glibc's own thresholds grow with the largest
 * block freed (up to 32 MB), so what the first reads' big buffers left stayed resident at rest
 * (idle RSS 124.6–127.3 MB before, 117.6–121.9 after, four starts each, 2026-11-28). Since the
 * bundle, blocks of 32 KB and more: the bundle's one large compile left 19 MB free but resident in
 * the main arena at 64 KB (2026-12-01, docs/performance.md).
 * BENCH_MMAP_THRESHOLD (and bench:reads' BENCH_ENTRY, `dist/app/main.js`: tsc's output unbundled)
 * measure the server as it ran before, beside it.
 */
export const NODE_ENV_VARS = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: process.env.BENCH_MMAP_THRESHOLD ?? "32768",
  MALLOC_TRIM_THRESHOLD_: "65536",
  MALLOC_TOP_PAD_: "0",
};
