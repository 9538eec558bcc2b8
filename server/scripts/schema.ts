/** `emit` writes schema.graphql at the repository root; `check` fails when the committed file is stale. */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printedSchema } from "../src/app/schema.js";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../schema.graphql");
const mode = process.argv[2];
const fresh = await printedSchema();
if (mode === "emit") {
  writeFileSync(file, fresh);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
} else {
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {
    // None committed yet: stale.
  }
  if (committed !== fresh) {
    console.error("schema.graphql is stale: run `npm run schema:emit` and commit it.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date");
}
