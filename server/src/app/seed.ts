/**
 * Seed data. Reference data the specs only read (frame sizes, shop categories and subcategories) is
 * seeded into any database that has none, also with SEED_DEMO=false. Demo content (Chennai birding
 * locations, the spec's gallery categories, a dozen gallery groups with generated photographs and
 * prints for sale made from them) is seeded into an empty database unless SEED_DEMO=false.
 */
import type { DataSource } from "typeorm";
import type { Services } from "../core/context.js";
import { GalleryItem } from "../gallery/gallery-item.entity.js";
import { GalleryCategory } from "../masters/gallery-category.entity.js";
import { FrameSize } from "../masters/frame-size.entity.js";
import { Location } from "../masters/location.entity.js";
import { ShopCategory } from "../masters/shop-category.entity.js";
import { seedDemoBlog } from "../blog/blog-demo.js";
import { renderDemoPhoto, type BirdPose, type DemoExif } from "./demo-images.js";

export const DEMO_LOCATIONS = [
  "Pallikaranai Marsh",
  "Vedanthangal Bird Sanctuary",
  "Pulicat Lake",
  "Guindy National Park",
  "Adyar Estuary",
  "Nanmangalam Reserve Forest",
];

export const DEMO_CATEGORIES = ["eagles", "songbirds", "waterfowl", "raptors", "hummingbirds", "Others"];

const SKIES: Record<string, { sky: [string, string, string]; sun: string }> = {
  dawn: { sky: ["#2b3a67", "#e58f65", "#f6d6a8"], sun: "#fff1c9" },
  gold: { sky: ["#5b3a29", "#e0a458", "#f3e0b5"], sun: "#fff6d8" },
  mist: { sky: ["#6f8796", "#b9c7c9", "#e7e1d3"], sun: "#fbf5e6" },
  dusk: { sky: ["#1d2440", "#8e4a6b", "#e98a5b"], sun: "#ffd9a0" },
  noon: { sky: ["#3c7cb0", "#8dbbd8", "#d9ecf2"], sun: "#ffffff" },
};

const CAMERAS: Omit<DemoExif, "exposure" | "iso" | "taken" | "fnumber">[] = [
  { make: "NIKON CORPORATION", model: "NIKON Z 9", lens: "NIKKOR Z 600mm f/4 TC VR S", focal: 600 },
  { make: "Canon", model: "Canon EOS R5", lens: "RF100-500mm F4.5-7.1 L IS USM", focal: 500 },
  { make: "SONY", model: "ILCE-1", lens: "FE 200-600mm F5.6-6.3 G OSS", focal: 400 },
];

interface DemoItem {
  title: string;
  description: string;
  category: string;
  locations: string[];
  shots: { sky: keyof typeof SKIES; pose: BirdPose }[];
}

const DEMO_ITEMS: DemoItem[] = [
  {
    title: "White-throated Kingfisher at Dawn",
    description: "A kingfisher waits on a reed stem at first light, watching the shallows of the marsh.",
    category: "Others",
    locations: ["Pallikaranai Marsh"],
    shots: [
      { sky: "dawn", pose: "perched" },
      { sky: "gold", pose: "perched" },
    ],
  },
  {
    title: "Brahminy Kite over Pulicat",
    description: "Riding the sea breeze over the lagoon before a dive for fish.",
    category: "raptors",
    locations: ["Pulicat Lake"],
    shots: [{ sky: "noon", pose: "soaring" }],
  },
  {
    title: "Spot-billed Pelicans, Vedanthangal",
    description: "Pelicans return to the nesting trees of India's oldest bird sanctuary as the sun goes down.",
    category: "waterfowl",
    locations: ["Vedanthangal Bird Sanctuary"],
    shots: [
      { sky: "dusk", pose: "flock" },
      { sky: "gold", pose: "wader" },
      { sky: "dusk", pose: "flying" },
    ],
  },
  {
    title: "Purple Sunbird on Hibiscus",
    description: "Our sunbirds fill the niche hummingbirds hold elsewhere: tiny, fast and iridescent.",
    category: "hummingbirds",
    locations: ["Guindy National Park"],
    shots: [{ sky: "mist", pose: "perched" }],
  },
  {
    title: "Crested Serpent Eagle",
    description: "Perched high in the scrub forest, calling over the canopy.",
    category: "eagles",
    locations: ["Nanmangalam Reserve Forest"],
    shots: [
      { sky: "noon", pose: "perched" },
      { sky: "mist", pose: "soaring" },
    ],
  },
  {
    title: "Greater Flamingos at Pulicat",
    description: "Winter visitors wading through the salt flats in long pink lines.",
    category: "waterfowl",
    locations: ["Pulicat Lake", "Adyar Estuary"],
    shots: [
      { sky: "gold", pose: "wader" },
      { sky: "dawn", pose: "flock" },
      { sky: "mist", pose: "wader" },
    ],
  },
  {
    title: "Indian Robin",
    description: "A cocky little robin with its tail held high on a laterite rock.",
    category: "songbirds",
    locations: ["Guindy National Park"],
    shots: [{ sky: "gold", pose: "perched" }],
  },
  {
    title: "Shikra in the Scrub",
    description: "A small hawk scanning the grass for lizards from a thorn bush.",
    category: "raptors",
    locations: ["Guindy National Park", "Nanmangalam Reserve Forest"],
    shots: [
      { sky: "noon", pose: "perched" },
      { sky: "dusk", pose: "flying" },
    ],
  },
  {
    title: "Asian Koel Calling",
    description: "The voice of the Chennai summer, caught mid-call at sunrise.",
    category: "songbirds",
    locations: ["Adyar Estuary"],
    shots: [{ sky: "dawn", pose: "perched" }],
  },
  {
    title: "Painted Storks Nesting",
    description: "Storks on their untidy nests above the tank, feeding chicks through the morning.",
    category: "waterfowl",
    locations: ["Vedanthangal Bird Sanctuary"],
    shots: [
      { sky: "mist", pose: "wader" },
      { sky: "gold", pose: "flying" },
    ],
  },
  {
    title: "Black-winged Stilts, Pallikaranai",
    description: "Long pink legs reflected in still water at the edge of the marsh.",
    category: "Others",
    locations: ["Pallikaranai Marsh"],
    shots: [
      { sky: "dusk", pose: "wader" },
      { sky: "dawn", pose: "wader" },
    ],
  },
  {
    title: "Oriental Magpie-Robin",
    description: "A garden songster singing from a bare branch after the rains.",
    category: "songbirds",
    locations: ["Adyar Estuary", "Pallikaranai Marsh"],
    shots: [{ sky: "mist", pose: "perched" }],
  },
];

/**
 * The reference frame sizes with their true outer size in whole centimetres, frame included, for
 * the size as written (width goes with the first number). An 8x12 in print is 20.3 × 30.5 cm; in
 * its frame it is bigger. Assumed, as our framer makes them: prints up to 12x18 get a 5 cm mount on
 * every side in a 2.5 cm moulding (+15 cm to each side's length), larger prints a 7 cm mount in a
 * 3 cm moulding (+20 cm), rounded to the nearest centimetre. The same numbers are frozen in the
 * migration that measured the sizes of existing databases (BackfillFrameSizeOuter).
 */
export const REFERENCE_FRAMES: [size: string, name: string, widthCm: number, heightCm: number][] = [
  ["8x12", "Classic Black", 35, 45],
  ["12x18", "Classic Black", 45, 61],
  ["16x24", "Natural Teak", 61, 81],
  ["20x30", "Natural Teak", 71, 96],
  ["24x36", "Gallery White", 81, 111],
];

export const REFERENCE_SHOP_CATEGORIES: Record<string, string[]> = {
  Birds: ["Raptors", "Waterbirds", "Songbirds", "Kingfishers"],
  Wildlife: ["Mammals", "Reptiles"],
  Landscapes: ["Wetlands", "Forests"],
};

/** Prints made from demo gallery groups: [gallery title, shop subcategory, prices in rupees per frame index]. */
const DEMO_PRINTS: [string, string, string, number[]][] = [
  ["White-throated Kingfisher at Dawn", "Birds", "Kingfishers", [1499, 2499, 3999]],
  ["Brahminy Kite over Pulicat", "Birds", "Raptors", [1499, 2499, 3999, 5499]],
  ["Greater Flamingos at Pulicat", "Birds", "Waterbirds", [1999, 2999, 4499, 5999, 7999]],
  ["Crested Serpent Eagle", "Birds", "Raptors", [2499, 3999]],
  ["Spot-billed Pelicans, Vedanthangal", "Birds", "Waterbirds", [1499, 2499, 3999]],
  ["Indian Robin", "Birds", "Songbirds", [999, 1499]],
  ["Painted Storks Nesting", "Landscapes", "Wetlands", [1999, 2999, 4499]],
  ["Black-winged Stilts, Pallikaranai", "Landscapes", "Wetlands", [1499, 2499]],
];

async function seedReference(ds: DataSource, services: Services, log: (m: string) => void) {
  if ((await ds.getRepository(FrameSize).count()) === 0) {
    for (const [size, name, widthCm, heightCm] of REFERENCE_FRAMES) await services.frameSizes.create({ size, name, widthCm, heightCm });
    log(`Seeded ${REFERENCE_FRAMES.length} frame sizes.`);
  }
  if ((await ds.getRepository(ShopCategory).count()) === 0) {
    for (const [category, subs] of Object.entries(REFERENCE_SHOP_CATEGORIES)) {
      const c = await services.shopCategories.create(category);
      for (const sub of subs) await services.shopSubcategories.create(c.id, sub);
    }
    log("Seeded the shop categories.");
  }
}

/**
 * The photographer, before any photograph: the name is the creator every image carries by default,
 * so naming the photographer after the images would encode each of them a second time in the
 * background (the rights in force changed) just after a first start.
 */
async function seedDemoAuthor(services: Services) {
  await services.content.updateAuthor({
    name: "Arjun Raghavan",
    title: "Wildlife Photographer, Chennai",
    bio1: "Arjun has spent fifteen years in the marshes, lagoons and scrub forests around Chennai, waiting for the moment a kingfisher dives or a flock of flamingos lifts off at first light.",
    bio2: "His photographs have appeared in birding journals across India. He leads small workshops for beginners and prints every photograph himself, on archival cotton rag, in his Adyar studio.",
    quote: "Patience is the photographer's real lens: the bird decides when the picture happens.",
    awardsWon: "12",
    countriesVisited: "9",
  });
}

/** The home page's demo content, made from the demo gallery's photographs. */
async function seedDemoHome(services: Services) {
  const gallery = await services.gallery.listPublic();
  const image = (title: string, i = 0) => gallery.find((g) => g.title === title)?.images[i]?.image.id;
  const slides: [string, string, string][] = [
    ["Greater Flamingos at Pulicat", "Birds of the Coromandel Coast", "Framed prints from the wetlands and forests around Chennai"],
    ["White-throated Kingfisher at Dawn", "First Light at Pallikaranai", "Every photograph is printed on cotton rag and framed by hand"],
    ["Brahminy Kite over Pulicat", "Wings over the Lagoon", "Join a workshop and learn to photograph birds in flight"],
  ];
  for (const [title, heading, subtitle] of slides) {
    const imageId = image(title);
    if (imageId) await services.content.createHero({ title: heading, subtitle, imageId });
  }
  // The author's text came before the photographs (seedDemoAuthor); now the portrait.
  await services.content.updateAuthor({ imageId: image("Oriental Magpie-Robin") });
  const posts: [string, number, string][] = [
    ["Painted Storks Nesting", 214, "Painted storks at Vedanthangal\nThe colony is back for the season. #birdsofchennai"],
    ["Asian Koel Calling", 187, "Koel at sunrise\nThe loudest alarm clock in Chennai."],
    ["Black-winged Stilts, Pallikaranai", 156, "Stilts on still water\nPallikaranai never disappoints in December."],
    ["Crested Serpent Eagle", 243, "Serpent eagle in Nanmangalam\nCalling over the canopy for a good ten minutes."],
    ["Indian Robin", 98, "A robin on laterite\nSmall bird, big attitude."],
    ["Spot-billed Pelicans, Vedanthangal", 301, "Pelicans coming home\nNew prints of this series are in the shop."],
  ];
  let day = 0;
  for (const [title, likes, caption] of posts) {
    const imageId = image(title);
    if (imageId) await services.content.createPost({ caption, imageId, likesCount: likes, timestamp: new Date(Date.UTC(2025, 10, 20 - day++ * 3, 6, 30)) });
  }
}

async function seedDemoPrints(services: Services) {
  const frames = await services.frameSizes.all();
  const categories = await services.shopCategories.all();
  const gallery = await services.gallery.listPublic();
  for (const [title, categoryName, subName, rupees] of DEMO_PRINTS) {
    const group = gallery.find((g) => g.title === title);
    const category = categories.find((c) => c.name === categoryName);
    const sub = category && (await services.shopSubcategories.ofCategory(category.id)).find((s) => s.name === subName);
    if (!group || !category || !sub) continue;
    await services.shop.create({
      title,
      description: `${group.description} Archival pigment print on cotton rag, framed in Chennai and shipped ready to hang.`,
      categoryId: category.id,
      subcategoryId: sub.id,
      imageId: group.images[0].image.id,
      framePrices: rupees.map((r, i) => ({ frameSizeId: frames[i].id, pricePaise: r * 100 })),
    });
  }
}

export async function seed(ds: DataSource, services: Services, opts: { demo: boolean; log: (m: string) => void }): Promise<void> {
  await seedReference(ds, services, opts.log);
  if (!opts.demo) return;
  const empty =
    (await ds.getRepository(Location).count()) === 0 &&
    (await ds.getRepository(GalleryCategory).count()) === 0 &&
    (await ds.getRepository(GalleryItem).count()) === 0;
  if (!empty) return;
  opts.log("Seeding demo content (locations, categories, gallery with generated photographs)…");
  await seedDemoAuthor(services);

  const locations = new Map<string, number>();
  for (const name of DEMO_LOCATIONS) locations.set(name, (await services.locations.create(name)).id);
  const categories = new Map<string, number>();
  for (const name of DEMO_CATEGORIES) categories.set(name, (await services.galleryCategories.create(name)).id);

  let shot = 0;
  for (const item of DEMO_ITEMS) {
    const mediaIds: number[] = [];
    for (const s of item.shots) {
      shot += 1;
      const camera = CAMERAS[shot % CAMERAS.length];
      const photo = await renderDemoPhoto(
        { ...SKIES[s.sky], pose: s.pose, seed: shot * 7919 },
        {
          ...camera,
          fnumber: [4, 5.6, 6.3, 8][shot % 4],
          exposure: ["1/1000", "1/2000", "1/3200", "1/800"][shot % 4],
          iso: [400, 800, 1600, 3200][shot % 4],
          taken: `2025:${String((shot % 12) + 1).padStart(2, "0")}:${String((shot % 27) + 1).padStart(2, "0")} 06:${String(10 + (shot % 50)).padStart(2, "0")}:00`,
        },
      );
      const asset = await services.media.ingest({ buffer: photo, originalName: `${item.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${shot}.jpg` });
      mediaIds.push(asset.id);
    }
    await services.gallery.create({
      title: item.title,
      description: item.description,
      categoryId: categories.get(item.category),
      locationIds: item.locations.map((l) => locations.get(l)!),
      mediaIds,
    });
  }
  await seedDemoPrints(services);
  await seedDemoHome(services);
  const posts = await seedDemoBlog(services);
  opts.log(`Seeded ${DEMO_ITEMS.length} gallery groups with ${shot} photographs, ${DEMO_PRINTS.length} prints for sale, and ${posts} blog posts.`);
}
