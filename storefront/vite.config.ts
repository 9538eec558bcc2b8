// Vite build of the storefront: the browser bundle in `dist/` and the server renderer in
// `dist-server/`. The Node server serves `dist/` and draws pages with the renderer; in development the
// API, media and REST shims are proxied to it so the app uses the same relative URLs.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, minifySync, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants as zlib } from "node:zlib";
import { parse as parseMessage, TYPE } from "@formatjs/icu-messageformat-parser";
import { recordEarlyTaps } from "./src/lib/early-taps";
import { loadPageScripts } from "./src/lib/page-scripts";

const api = "http://localhost:4000";
const proxy = Object.fromEntries(["/graphql", "/media", "/auth", "/payments"].map((path) => [path, { target: api, changeOrigin: true }]));

/**
 * Each `graphql(`…`)` call is replaced by its document, taken from the generated
 * `gql/graphql.ts` (what codegen's babel/swc plugin does, inlined): otherwise every page that
 * writes an operation would download the documents of all the app's pages. A source that is
 * not in the generated map (codegen not run yet) keeps the runtime lookup. Build only.
 */
function graphqlDocuments(): Plugin {
  const gqlDir = fileURLToPath(new URL("./src/gql/", import.meta.url));
  let documents = new Map<string, string>();
  const load = () => {
    const names = new Map<string, string>();
    const generated = readFileSync(`${gqlDir}graphql.ts`, "utf8");
    for (const m of generated.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as /gm)) names.set(m[1], m[2]);
    const map = readFileSync(`${gqlDir}gql.ts`, "utf8");
    const body = map.slice(map.indexOf("const documents"));
    documents = new Map();
    for (const m of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const document = names.get(m[2]);
      if (document) documents.set(JSON.parse(m[1]) as string, document);
    }
  };
  return {
    name: "graphql-documents",
    // The dev server keeps the runtime lookup, which always sees the freshly generated map.
    apply: "build",
    enforce: "pre",
    buildStart: load,
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes("graphql(`")) return null;
      let changed = false;
      const out = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, text: string) => {
        const document = documents.get(text);
        if (!document) return call;
        changed = true;
        return `(${document} as never)`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * Preloads the two fonts every page draws its text with (Inter and Fraunces, latin): a page the
 * server drew paints at once in the fallback fonts, and without the preload the swap to the real
 * ones arrived late enough to move the text (a layout shift of 0.1–0.18 on the policy pages).
 */
function preloadFonts(names: RegExp[]): Plugin {
  return {
    name: "preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => f.endsWith(".woff2") && names.some((re) => re.test(f)));
        return files.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

/**
 * The early-tap recorder (src/lib/early-taps.ts, issue 27) and the loader of a drawn page's scripts
 * (src/lib/page-scripts.ts), minified together, as the first script of the
 * page's head, right after the charset and viewport and ahead of every stylesheet (a classic script
 * after a stylesheet would wait for it): it must listen before the drawn page can be tapped. Inline,
 * because a script file would be one more request on the critical path; the server allows exactly
 * this text by its sha256 (server/src/app/pages.ts reads it from the built index.html).
 */
function earlyTaps(): Plugin {
  const viewport = /<meta name="viewport"[^>]*>\n/;
  return {
    name: "early-taps",
    transformIndexHtml(html) {
      const { code, errors } = minifySync("early-taps.js", `(${recordEarlyTaps.toString()})();(${loadPageScripts.toString()})();`);
      if (errors.length) throw new Error(`early-taps: ${errors.map((e) => e.message).join("; ")}`);
      if (!viewport.test(html)) throw new Error("early-taps: index.html has no viewport meta to put the recorder after");
      return html.replace(viewport, (meta) => `${meta}    <script>${code.trim()}</script>\n`);
    },
  };
}

/**
 * The rooms of "View on a wall" (src/components/wall/rooms/*.svg, drawn in centimetres): importing
 * `room.svg?room` gives the room's measures, read from the drawing itself (its viewBox, its floor
 * line, and the `#reference` rectangle of the object of known size), and in the build its picture
 * as WebP at a few widths for `srcset`, rendered with sharp and emitted as hashed assets (served
 * like every asset: a year's cache). The drawing is the one source of both, so the scale is exact.
 * The dev server serves the SVG itself; the server renderer gets the measures only (it never draws
 * the view).
 */
const ROOM_WIDTHS = [640, 960, 1280, 1920];

function wallRooms(): Plugin {
  let serve = false;
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const measures = (svg: string, file: string) => {
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
    const viewBox = (attr(root, "viewBox") ?? "").split(/\s+/).map(Number);
    const reference = /<rect\b[^>]*\sid="reference"[^>]*>/.exec(svg)?.[0];
    const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
    const num = (tag: string, name: string) => Number(attr(tag, name));
    if (viewBox.length !== 4 || !reference || !title) throw new Error(`${file}: a room needs a viewBox, a <title> and a <rect id="reference">`);
    const room = {
      title,
      widthCm: viewBox[2],
      heightCm: viewBox[3],
      floorY: num(root, "data-floor"),
      reference: {
        x: num(reference, "x"),
        y: num(reference, "y"),
        widthCm: num(reference, "width"),
        heightCm: num(reference, "height"),
        label: attr(reference, "data-label") ?? "",
        hangCm: num(reference, "data-hang"),
      },
    };
    const numbers = [
      room.widthCm,
      room.heightCm,
      room.floorY,
      room.reference.x,
      room.reference.y,
      room.reference.widthCm,
      room.reference.heightCm,
      room.reference.hangCm,
    ];
    if (numbers.some((n) => !Number.isFinite(n)) || !room.reference.label)
      throw new Error(
        `${file}: a room's measures must be numbers (data-floor, the reference's x, y, width, height, data-hang) and its reference needs a data-label`,
      );
    return room;
  };
  return {
    name: "wall-rooms",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    async load(id) {
      if (!id.endsWith(".svg?room")) return null;
      const file = id.slice(0, -"?room".length);
      this.addWatchFile(file);
      const svg = readFileSync(file, "utf8");
      const room = measures(svg, file);
      const picture = (src: string, srcset: string, width: number, height: number) =>
        `export default Object.assign(${JSON.stringify(room)}, { src: ${src}, srcset: ${srcset}, width: ${width}, height: ${height} });`;
      if (serve) return picture(JSON.stringify(`/@fs${file}`), '""', room.widthCm, room.heightCm);
      if (this.environment?.name === "ssr") return picture('""', '""', 0, 0);
      const { default: sharp } = await import("sharp");
      const name = basename(file, ".svg");
      const variants: string[] = [];
      let largest = { ref: "", width: 0, height: 0 };
      for (const width of ROOM_WIDTHS) {
        const { data, info } = await sharp(Buffer.from(svg), { density: (72 * width) / room.widthCm })
          .resize({ width })
          // Lossless: flat drawn colours stay small (17 KB at 960 px) and keep their edges where the
          // drawing puts them (lossy WebP's halved colour resolution bled ~1 % into the wall).
          .webp({ lossless: true, effort: 6 })
          .toBuffer({ resolveWithObject: true });
        const ref = this.emitFile({ type: "asset", name: `room-${name}-${width}.webp`, source: data });
        variants.push(`import.meta.ROLLUP_FILE_URL_${ref} + " ${width}w"`);
        largest = { ref, width: info.width, height: info.height };
      }
      return picture(`import.meta.ROLLUP_FILE_URL_${largest.ref}`, `[${variants.join(", ")}].join(", ")`, largest.width, largest.height);
    },
  };
}

/**
 * The catalogues (src/i18n/en.json, ta.json, issue 30) are compiled here with FormatJS's parser to
 * the ICU syntax trees src/i18n/format.ts formats, so the browser never parses a message (the parser
 * is ~9 KB gzip). A message that does not parse fails the build.
 */
function compiledCatalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;
  return {
    name: "compiled-catalogues",
    enforce: "pre",
    load(id) {
      if (!catalogue.test(id)) return null;
      this.addWatchFile(id);
      const messages = JSON.parse(readFileSync(id, "utf8")) as Record<string, string>;
      // The server's own words (`mail.*`, `page.*`: server/src/core/texts.ts) are not for the browser.
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !key.startsWith("mail.") && !key.startsWith("page."))
          .map(([key, message]) => {
            try {
              // A message of plain text is kept as its text: most are, and the page carries its catalogue.
              const tree = parseMessage(message);
              return [key, tree.length === 1 && tree[0].type === TYPE.literal ? tree[0].value : tree];
            } catch (err) {
              throw new Error(`${basename(id)}: "${key}" is not a valid ICU message: ${(err as Error).message}`, { cause: err });
            }
          }),
      );
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null, moduleType: "js" };
    },
  };
}

/**
 * The server renderer's chunks written in ASCII, every other character as a `\u` escape: V8 keeps
 * a module's source for as long as the process lives, and one character past Latin-1 (a '—', a '₹')
 * makes it keep the whole file at two bytes a character (the renderer's 1.1 MB entry took 2.2 MB of
 * the server's idle memory). An escape means the same character wherever the renderer has one: in
 * strings, templates, regular expressions and comments. The browser's chunks keep UTF-8 (fewer bytes
 * on the wire).
 */
function asciiServerChunks(): Plugin {
  return {
    name: "ascii-server-chunks",
    apply: "build",
    // After every renderChunk (the build's own transpile re-prints strings unescaped).
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "ssr") return;
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && /[^\0-\x7f]/.test(chunk.code))
          chunk.code = chunk.code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    },
  };
}

/**
 * V8's explicit compile hint (issue 44) on the big chunks every drawn page runs at once (React DOM,
 * Apollo Client: the steps main.tsx imports, and what they import): `//# allFunctionsCalledOnLoad`
 * asks V8 to compile every function of the file while it streams it in, off the main thread. Left to
 * its lazy default, V8 compiled each function the first time it ran, on the main thread, in the middle
 * of the module's evaluation and of hydration's slices. A file too small to be streamed would be
 * compiled whole on the main thread instead, so only those of STREAMED_BYTES or more get the hint.
 */
const STREAMED_BYTES = 30_000;

function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const firstLoad = new Set<string>();
      const add = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || firstLoad.has(file)) return;
        firstLoad.add(file);
        chunk.imports.forEach(add);
      };
      for (const file of entry?.dynamicImports ?? []) if (!chunks.get(file)?.moduleIds.some((id) => id.endsWith(".json"))) add(file);
      for (const file of firstLoad) {
        const chunk = chunks.get(file)!;
        if (chunk.code.length >= STREAMED_BYTES) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

export default defineConfig(() => ({
  plugins: [
    graphqlDocuments(),
    compiledCatalogues(),
    wallRooms(),
    earlyTaps(),
    asciiServerChunks(),
    compileHints(),
    react(),
    tailwindcss(),
    preloadFonts([/\/inter-latin-wght-400-700-/, /\/fraunces-latin-wght-400-700-/]),
    // Scripts and styles compressed once, at the highest levels, next to each file (the server sends
    // them as they are): brotli 11 is ~17 % smaller than what compressing on the fly can afford.
    // (The renderer's folder gets its copies too; nothing reads them.)
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
    }),
  ],
  resolve: {
    // rxjs's ES2015 build (classes, not tslib's ES5 helpers): ~1.7 KB gzip less than its default.
    conditions: ["es2015", ...defaultClientConditions],
    alias: [
      // The one rupee formatter, shared with the server's mails and the back office.
      { find: /^@shop\/money$/, replacement: fileURLToPath(new URL("../server/src/core/money.ts", import.meta.url)) },
      // The states with their GST codes and the GST rules, shared with the server.
      { find: /^@shop\/gst$/, replacement: fileURLToPath(new URL("../server/src/core/gst.ts", import.meta.url)) },
      // The API keys' scopes and the webhook events, as the server enforces them (the /developers page).
      { find: /^@shop\/integrations$/, replacement: fileURLToPath(new URL("../server/src/integrations/public.ts", import.meta.url)) },
      // A frame size's print in inches, shared with the server's check of a frame's outer size.
      { find: /^@shop\/frames$/, replacement: fileURLToPath(new URL("../server/src/masters/frame-geometry.ts", import.meta.url)) },
      // How much one cart may hold, as the checkout enforces it.
      { find: /^@shop\/cart$/, replacement: fileURLToPath(new URL("../server/src/shop/cart-limits.ts", import.meta.url)) },
      // Which pages are private (noindex) and a page's canonical address, as the server draws them.
      { find: /^@shop\/seo$/, replacement: fileURLToPath(new URL("../server/src/http/seo.ts", import.meta.url)) },
    ],
  },
  build: {
    emptyOutDir: true,
    target: "es2022",
    // Browsers without native <link rel="modulepreload"> (Safari < 17, Firefox < 115) load the
    // same chunks through the imports, only without the early hints; the polyfill cost every
    // visitor ~0.3 KB gzip of the first load.
    modulePreload: { polyfill: false },
  },
  // One `vite build` makes both: the browser bundle (with the manifest the server reads to preload a
  // drawn page's own chunks and styles) and the server renderer the Node server imports.
  builder: {},
  environments: {
    client: {
      build: {
        outDir: "dist",
        manifest: true,
        rolldownOptions: {
          output: {
            // The icons the lazy pages share went out as a dozen ~1 KB chunks, a request each on a
            // page's first load: together they are one small chunk.
            // React DOM and the Apollo Client stack are each one chunk, a step of main.tsx's first load
            // (issue 44): split by what imports them, they went out as a dozen 1-5 KB chunks, a request
            // and a preload each, ~1 KB of headers apiece.
            advancedChunks: {
              groups: [
                { name: "icons", test: /node_modules[\\/]lucide-react/, minShareCount: 2 },
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: "apollo", test: /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry|tslib)[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // The icon set is bundled (and tree-shaken to the icons used): loaded whole from node_modules it
      // would cost the server's memory every one of its ~1 600 icons. React, and what renders with it
      // (Apollo Client's React parts, the router), are bundled in their production builds: left to Node they
      // follow NODE_ENV, which `npm start` does not set, and the server drew every page with React's
      // development build (slower, and ~1 MB more source kept in memory). graphql stays external:
      // it is the server's own instance.
      resolve: {
        noExternal: ["lucide-react", /^react(-dom)?(\/|$)/, /^@apollo\/client(\/|$)/, /^rxjs(\/|$)/, "wouter", /^use-sync-external-store(\/|$)/, "regexparam"],
      },
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { outDir: "dist-server", rollupOptions: { input: { "entry-server": "src/entry-server.tsx" } } },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
