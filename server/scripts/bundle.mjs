#!/usr/bin/env node
/**
 * The server as `npm start` runs it: tsc's output (dist/app/main.js) bundled and minified by esbuild
 * into dist-bundle/app/, with the heavy libraries the code imports at first use in chunks of their own.
 *
 * Why (issue 44, goal 4): V8 keeps the source text of every script it loads. Unbundled, that is 17 MB
 * of the idle heap (TypeORM alone is 2.9 MB of source); the minified bundle holds a fraction of it.
 * Measured on MariaDB with the bench's 100 + 100 items: idle RSS 114–116 MB against 124–125 MB
 * (docs/performance.md).
 *
 * The folder is one level below server/, as dist/app/ is, so that the sources' paths made from
 * `import.meta.url` (`../../assets`, `../../../storefront/dist`) land where they did.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decode, encode } from "@jridgewell/sourcemap-codec";
import { build } from "esbuild";
import ts from "typescript";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(serverDir, "dist-bundle/app");

/**
 * Left to Node at run time:
 * - better-sqlite3, sharp: native addons, found next to their own JavaScript.
 * - mysql2: TypeORM's PlatformTools.load() requires a driver's package by a name in a variable.
 * - pdfkit: reads its font metrics and colour profile from files next to itself.
 * - pino-pretty: a development terminal's log format, loaded through createRequire.
 * - mjml: campaign mail only; its core finds its components by require at run time.
 * - dejavu-fonts-ttf: only its files' paths are asked for (require.resolve).
 */
const EXTERNAL = ["better-sqlite3", "sharp", "mysql2", "mysql2/*", "pdfkit", "pino-pretty", "mjml", "dejavu-fonts-ttf", "dejavu-fonts-ttf/*"];

/**
 * TypeORM's DriverFactory requires every database's driver at start; this shop makes two of them
 * (mysql/mariadb and better-sqlite3: db/data-source.ts). The others are constructed only for their
 * own `type`, which the configuration never sets: each becomes a class that throws. Only the imports
 * made by DriverFactory.js are replaced; the helpers other modules take from a driver's folder stay.
 */
const UNUSED_DRIVERS = [
  "aurora-mysql/AuroraMysqlDriver",
  "aurora-postgres/AuroraPostgresDriver",
  "capacitor/CapacitorDriver",
  "cockroachdb/CockroachDriver",
  "cordova/CordovaDriver",
  "expo/ExpoDriver",
  "mongodb/MongoDriver",
  "nativescript/NativescriptDriver",
  "oracle/OracleDriver",
  "postgres/PostgresDriver",
  "react-native/ReactNativeDriver",
  "sap/SapDriver",
  "spanner/SpannerDriver",
  "sqljs/SqljsDriver",
  "sqlserver/SqlServerDriver",
];
const unusedDrivers = {
  name: "unused-typeorm-drivers",
  setup(b) {
    const names = new Set(UNUSED_DRIVERS.map((d) => `./${d}`));
    b.onResolve({ filter: /^\.\/[\w-]+\/\w+Driver$/ }, (args) => {
      if (!names.has(args.path) || !/[\\/]typeorm[\\/]driver[\\/]DriverFactory\.js$/.test(args.importer)) return undefined;
      return { path: args.path, namespace: "unused-driver" };
    });
    b.onLoad({ filter: /.*/, namespace: "unused-driver" }, (args) => {
      const name = args.path.split("/").pop();
      return {
        contents: `exports.${name} = class ${name} { constructor() { throw new Error("${name} is not part of this server's build"); } };`,
        loader: "js",
      };
    });
  },
};

/**
 * esbuild writes every string ASCII-only, but not a regular expression literal (`/₹/`): one character
 * above U+00FF anywhere makes V8 hold the whole file's source as two-byte text (the main file: 8.2 MB
 * instead of 4.2). Inside a regular expression literal, `\uXXXX` (per UTF-16 unit, a pair for an astral
 * character, which a `u` expression reads as one) means the character itself. Anything else that
 * is not ASCII (a `String.raw` template, whose text would change) is left, and named. The file's
 * source map is moved along: each escape makes its line longer, and a minified line is most of a file.
 */
function asciiRegExps(file) {
  const text = readFileSync(file, "utf8");
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return { escaped: 0, left: [] };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const spans = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) spans.push([node.getStart(source), node.end]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  let out = "";
  let at = 0;
  let escaped = 0;
  /** Where the text grew: [line, column in the text as esbuild wrote it, UTF-16 units added]. */
  const grown = [];
  let line = 0;
  let lineStart = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start);
    // A character escaped in the literal (`\é`, an identity escape) is written `\u00e9`, its backslash dropped.
    const literal = text.slice(start, end);
    for (let i = 0; i < literal.length; i++) {
      const backslash = literal[i] === "\\";
      const c = backslash ? literal[i + 1] : literal[i];
      if (c !== undefined && c.charCodeAt(0) > 0x7f) {
        out += `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
        escaped++;
        // A regular expression literal holds no line break: the line is the one its start is on.
        for (let n = text.indexOf("\n", lineStart); n !== -1 && n < start + i; n = text.indexOf("\n", lineStart)) {
          line++;
          lineStart = n + 1;
        }
        grown.push([line, start + i - lineStart, 6 - (backslash ? 2 : 1)]);
      } else out += backslash ? literal.slice(i, i + 2) : c;
      if (backslash) i++;
    }
    at = end;
  }
  out += text.slice(at);
  if (escaped) {
    writeFileSync(file, out);
    moveMap(`${file}.map`, grown);
  }
  const left = [];
  // eslint-disable-next-line no-control-regex
  for (const m of out.matchAll(/[^\x00-\x7f]/g)) if (left.length < 5) left.push(JSON.stringify(out.slice(Math.max(0, m.index - 40), m.index + 10)));
  return { escaped, left };
}

/**
 * The source map of a file whose lines grew where `grown` says ([line, column, units added], columns as
 * esbuild wrote them): each mapping after such a column on its line moves right by what was added before it.
 */
function moveMap(mapFile, grown) {
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const lines = decode(map.mappings);
  // From the last to the first: a mapping is compared with a column before any growth left of it moved it.
  for (const [line, column, added] of grown.toReversed()) {
    for (const segment of lines[line] ?? []) if (segment[0] > column) segment[0] += added;
  }
  map.mappings = encode(lines);
  writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * A package the code imports at first use (`await import("nodemailer")`) is left to Node, as it was
 * before the bundle: it costs nothing at rest either way, and Node gives a CommonJS package's named
 * exports (`{ parseConnectionUrl }`, ioredis's `{ Redis }`) where esbuild's chunk of it has only its
 * default. Apollo's look at graphql's version is the exception: a second copy of graphql for it would
 * cost more than it reads, and a default-only module answers "not graphql 17" as graphql 16 does.
 */
const lazyPackages = {
  name: "lazy-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind !== "dynamic-import" || args.path === "graphql") return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(serverDir, "dist/app/main.js") },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // The code's `await import(…)` of a library needed only at first use stays a chunk loaded then.
  splitting: true,
  chunkNames: "chunk-[hash]",
  minify: true,
  // type-graphql and TypeORM name GraphQL types and tables after classes.
  keepNames: true,
  legalComments: "none",
  // Maps back to the TypeScript (through tsc's maps), for `node --enable-source-maps` when reading a trace.
  sourcemap: "linked",
  external: EXTERNAL,
  plugins: [unusedDrivers, lazyPackages],
  // The CommonJS libraries call require and read __dirname; in an ES module they come from here.
  banner: {
    js: [
      'import { createRequire as __createRequire } from "node:module";',
      'import { fileURLToPath as __fileURLToPath } from "node:url";',
      'import { dirname as __pathDirname } from "node:path";',
      "const require = __createRequire(import.meta.url);",
      "const __filename = __fileURLToPath(import.meta.url);",
      "const __dirname = __pathDirname(__filename);",
    ].join(""),
  },
  metafile: true,
  logLevel: "warning",
});

let escaped = 0;
let bytes = 0;
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  bytes += output.bytes;
  if (!file.endsWith(".js")) continue;
  const done = asciiRegExps(path.resolve(file));
  escaped += done.escaped;
  if (done.left.length) console.warn(`${path.relative(serverDir, file)} keeps text that is not ASCII (held as two-byte source): ${done.left.join(", ")}`);
}
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js")).length;
console.log(`Bundled the server: ${files} files, ${(bytes / 1e6).toFixed(1)} MB with maps; ${escaped} characters escaped in regular expressions`);
