/**
 * `npm run bench:search` (issue 46): the search engine at the size — 10 000 prints, 2 000
 * gallery groups, 500 posts, 100 workshops, written straight into a fresh SQLite database in bulk
 * (not one GraphQL call each) — then, in process, the time of the first build, the heap it takes
 * (with --expose-gc: after a collection, before and after), the p50/p95 of a search and of a
 * suggestion over a few hundred varied queries (English, Tamil, typos, prefixes, several words), and
 * the time a refresh takes after one print changed. Numbers are printed, never asserted; `host wait`
 * (wall time over the process's CPU time) tells a busy host from slow code. PROFILE=1 also prints the
 * index's own share and the slowest queries.
 * Goals: search ≤ 30 ms p95, suggestion ≤ 15 ms p95, the index ≤ 60 MB.
 */
import { FramePrice, PortfolioItem } from "../src/shop/portfolio-item.entity.js";
import { GalleryItem } from "../src/gallery/gallery-item.entity.js";
import { GalleryImage } from "../src/gallery/gallery-image.entity.js";
import { BlogPost } from "../src/blog/blog-post.entity.js";
import { Workshop } from "../src/workshops/workshop.entity.js";
import { ShopSubcategory } from "../src/masters/shop-category.entity.js";
import { SearchService, UNLIMITED_CLIENT } from "../src/search/search.service.js";
import { startTestApp, uploadImage } from "../test/harness.js";
import { quantile } from "./stats.js";

const PRINTS = Number(process.env.PRINTS ?? 10_000);
const GROUPS = Number(process.env.GROUPS ?? 2_000);
const POSTS = Number(process.env.POSTS ?? 500);
const WORKSHOPS = Number(process.env.WORKSHOPS ?? 100);

const BIRDS: [string, string][] = [
  ["Common Kingfisher", "மீன்கொத்தி"],
  ["White-throated Kingfisher", "வெண்தொண்டை மீன்கொத்தி"],
  ["Spot-billed Pelican", "கூழைக்கடா"],
  ["Greater Flamingo", "பூநாரை"],
  ["Purple Heron", "செந்நாரை"],
  ["Grey Heron", "சாம்பல் நாரை"],
  ["Painted Stork", "மஞ்சள் மூக்கு நாரை"],
  ["Indian Peafowl", "மயில்"],
  ["House Sparrow", "சிட்டுக்குருவி"],
  ["Rose-ringed Parakeet", "பச்சைக்கிளி"],
  ["Black Kite", "கரும்பருந்து"],
  ["Brahminy Kite", "செம்பருந்து"],
  ["Asian Koel", "குயில்"],
  ["Common Myna", "மைனா"],
  ["Little Egret", "சின்ன கொக்கு"],
  ["Cattle Egret", "மாட்டுக் கொக்கு"],
  ["Pied Kingfisher", "கருப்பு வெள்ளை மீன்கொத்தி"],
  ["Black-winged Stilt", "நெடுங்கால் உள்ளான்"],
  ["Oriental Darter", "பாம்புத்தாரா"],
  ["Little Cormorant", "சின்ன நீர்க்காகம்"],
  ["Eurasian Hoopoe", "கொண்டலாத்தி"],
  ["Indian Roller", "பனங்காடை"],
  ["Green Bee-eater", "பச்சைப் பஞ்சுருட்டான்"],
  ["Shikra", "வல்லூறு"],
  ["Barn Owl", "கூகை"],
  ["Spotted Owlet", "புள்ளி ஆந்தை"],
  ["Red-wattled Lapwing", "சிவப்பு மூக்கு ஆள்காட்டி"],
  ["Glossy Ibis", "அன்றில்"],
  ["Eurasian Spoonbill", "கரண்டிவாயன்"],
  ["Crested Serpent Eagle", "பாம்புண்ணிக் கழுகு"],
];
const PLACES = [
  "Pallikaranai",
  "Vedanthangal",
  "Pulicat",
  "Kelambakkam",
  "Guindy",
  "Point Calimere",
  "Kaziranga",
  "Bharatpur",
  "Nelapattu",
  "Adyar Estuary",
  "Karikili",
  "Sholinganallur",
];
const MOODS = ["at Dawn", "in Flight", "at Rest", "in the Rain", "at Dusk", "Fishing", "Calling", "with Chicks", "in Silhouette", "on a Branch"];
const WORDS =
  "morning light water reeds marsh lagoon wetland monsoon winter migrant feathers wings perch nest colony flock reflection golden mist shallow estuary mangrove heronry paddy field canal silence wait patience lens hide".split(
    " ",
  );

let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(" ");

async function bulk<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[], size = 200) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const app = await startTestApp({ LOG_LEVEL: "error" });
try {
  const ds = app.ds;
  const services = app.services;
  const image = Number(await uploadImage(app));
  const frameSizes = await services.frameSizes.all();
  const subcategories = await ds.getRepository(ShopSubcategory).find();
  const locations: Awaited<ReturnType<typeof services.locations.create>>[] = [];
  for (const p of PLACES) locations.push(await services.locations.create(p));
  const galleryCategory = await services.galleryCategories.create("Waterbirds");

  const t0 = performance.now();
  await bulk(
    (rows) => ds.getRepository(PortfolioItem).insert(rows),
    Array.from({ length: PRINTS }, (_, i) => {
      const [bird, ta] = pick(BIRDS);
      const sub = pick(subcategories);
      return {
        title: `${bird} ${pick(MOODS)} ${i}`,
        titleTa: rand() < 0.4 ? ta : null,
        description: `${bird} photographed at ${pick(PLACES)}: ${sentence(30)}.`,
        descriptionTa: rand() < 0.2 ? `${ta} ${pick(PLACES)}` : null,
        categoryId: sub.categoryId,
        subcategoryId: sub.id,
        imageId: image,
        searchKeywords: rand() < 0.3 ? [sentence(1), sentence(2)] : [],
      };
    }),
  );
  const printIds = (await ds.getRepository(PortfolioItem).find({ select: { id: true } })).map((p) => p.id);
  await bulk(
    (rows) => ds.getRepository(FramePrice).insert(rows),
    printIds.flatMap((id) =>
      frameSizes.slice(0, 1 + Math.floor(rand() * 3)).map((f) => ({ itemId: id, frameSizeId: f.id, pricePaise: 100_000 + Math.floor(rand() * 20) * 50_000 })),
    ),
    500,
  );
  for (let i = 0; i < GROUPS; i += 100) {
    const rows = Array.from({ length: Math.min(100, GROUPS - i) }, (_, j) => {
      const [bird, ta] = pick(BIRDS);
      return ds.getRepository(GalleryItem).create({
        title: `${bird} ${pick(MOODS)} ${i + j}`,
        titleTa: rand() < 0.4 ? ta : null,
        description: sentence(25),
        descriptionTa: null,
        groupId: `bench-${i + j}`,
        categoryId: galleryCategory.id,
        locations: [pick(locations)],
        searchKeywords: rand() < 0.3 ? [sentence(1)] : [],
      });
    });
    const saved = await ds.getRepository(GalleryItem).save(rows);
    await ds.getRepository(GalleryImage).insert(saved.map((g) => ({ itemId: g.id, assetId: image, title: g.title, position: 0 })));
  }
  await bulk(
    (rows) => ds.getRepository(BlogPost).insert(rows),
    Array.from({ length: POSTS }, (_, i) => ({
      title: `Notes from ${pick(PLACES)} ${i}`,
      excerpt: sentence(20),
      content: `<p>${sentence(120)}</p><p>${pick(BIRDS)[0]} ${sentence(120)}</p>`,
      tagsText: "fieldnotes",
    })),
    100,
  );
  await bulk(
    (rows) => ds.getRepository(Workshop).insert(rows),
    Array.from({ length: WORKSHOPS }, (_, i) => ({
      title: `${pick(BIRDS)[0]} trip ${i}`,
      description: sentence(60),
      destination: pick(PLACES),
      maxParticipants: 10,
      tags: ["trip"],
      includes: [],
    })),
  );
  // A catalogue is written over months, not in two seconds: its rows are stamped a second apart, an
  // hour back and more, so that the refresh measured below reads what one change makes it read, not the
  // whole bulk insert again (SQLite's SQL: the bench runs on SQLite).
  for (const table of ["portfolio_items", "gallery_items", "blog_posts", "workshops"])
    await ds.query(`UPDATE "${table}" SET "updatedAt" = datetime('now', '-' || (3600 + "id") || ' seconds')`);
  console.log(`Filled ${PRINTS} prints, ${GROUPS} gallery groups, ${POSTS} posts, ${WORKSHOPS} workshops in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // A service of its own (the app's would poll the shared version): the same code, measured alone.
  const search = new SearchService(ds);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const b0 = performance.now();
  await search.ready();
  const buildMs = performance.now() - b0;
  gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  const queries: string[] = [];
  for (const [bird, ta] of BIRDS) {
    const [first, ...rest] = bird.toLowerCase().split(/[ -]/);
    const last = rest.at(-1) ?? first;
    queries.push(bird, last, first.slice(0, 3), last.slice(0, 4), ta, [...ta].slice(0, 3).join(""));
    // A typo: one letter dropped from the middle of the longest word.
    const long = [first, ...rest].sort((a, b) => b.length - a.length)[0];
    queries.push(long.slice(0, long.length >> 1) + long.slice((long.length >> 1) + 1));
  }
  for (const p of PLACES) queries.push(p, p.slice(0, 5).toLowerCase(), `${pick(BIRDS)[0].split(" ").at(-1)} ${p}`);
  for (const w of WORDS) queries.push(w, `${w} ${pick(WORDS)}`);
  queries.push("zzzz nothing", "kngfshr", "bird", "a", "the marsh at dawn");

  const time = async (run: (q: string) => Promise<unknown>) => {
    for (const q of queries.slice(0, 30)) await run(q); // warm-up
    const times: number[] = [];
    const [cpu0, wall0] = [process.cpuUsage(), performance.now()];
    for (let round = 0; round < 3; round++)
      for (const q of queries) {
        const s = performance.now();
        await run(q);
        times.push(performance.now() - s);
      }
    times.sort((a, b) => a - b);
    const cpu = process.cpuUsage(cpu0);
    return {
      // Wall time over this process's CPU time: above 1, the host made it wait for a core (a busy machine, not slow code).
      "host wait": +((performance.now() - wall0) / ((cpu.user + cpu.system) / 1000)).toFixed(2),
      queries: times.length,
      "p50 ms": +quantile(times, 0.5).toFixed(2),
      "p95 ms": +quantile(times, 0.95).toFixed(2),
      "max ms": +times.at(-1)!.toFixed(2),
    };
  };
  const searchTimes = await time((q) => search.search({ q, first: 20 }, UNLIMITED_CLIENT));
  if (process.env.PROFILE) {
    const index = await search.ready();
    console.table({ find: await time((q) => Promise.resolve(index.find(q))) });
    const slow: [number, string, number][] = [];
    for (const q of queries) {
      const s = performance.now();
      const n = index.find(q).length;
      slow.push([performance.now() - s, q, n]);
    }
    console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 15));
  }
  const printTimes = await time((q) =>
    search.search({ q, kinds: ["PRINT"] as never, filter: { minPricePaise: 200_000 }, sort: null, first: 20 }, UNLIMITED_CLIENT),
  );
  const suggestTimes = await time((q) => search.suggestions(q, 6, UNLIMITED_CLIENT));

  await ds.getRepository(PortfolioItem).update({ id: printIds[5] }, { title: "Changed for the bench" });
  const r0 = performance.now();
  const report = await search.refreshNow();
  const refreshMs = performance.now() - r0;
  await search.stop();

  console.log(`Distinct queries: ${queries.length}`);
  console.table({ search: searchTimes, "search, price filter": printTimes, suggestion: suggestTimes });
  console.table({
    "first build ms": Math.round(buildMs),
    "index heap MB": gc ? +((heapAfter - heapBefore) / 1024 / 1024).toFixed(1) : "run with --expose-gc",
    "refresh after one change ms": Math.round(refreshMs),
    "rows re-read": report.read,
  });
} finally {
  await app.close();
}
