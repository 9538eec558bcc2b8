/**
 * `npm run backup [-- ARCHIVE]` and `npm run restore ARCHIVE` at the repository root: the shop of
 * this environment (DATA_DIR, DATABASE_URL) into one archive, or an archive into a fresh DATA_DIR
 * and empty database. See backup.ts and docs/backups.md.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../config/config.js";
import { backup, BackupError, restore } from "./backup.js";

const [command, target] = process.argv.slice(2);
// npm runs a script from the package's folder; a path the user typed is from where they were.
const here = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const config = loadConfig();
  if (command === "backup") {
    const stamp = new Date()
      .toISOString()
      .replace(/[:.]/g, "-")
      .replace(/-\d+Z$/, "Z");
    const archive = path.resolve(here, target ?? `backups/shop-${stamp}.tar.gz`);
    const manifest = await backup(config, archive);
    const media = Object.entries(manifest.files)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ");
    console.log(`Backup of the ${config.dialect === "mysql" ? "MySQL/MariaDB" : "SQLite"} shop written to ${archive} (${media || "no media"})`);
  } else if (command === "restore" && target) {
    const archive = path.resolve(here, target);
    const manifest = await restore(config, archive);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dialect === "mysql" ? "the database of DATABASE_URL" : config.sqlitePath} and ${config.dataDir}`,
    );
  } else {
    console.error("usage: npm run backup [-- ARCHIVE]   |   npm run restore ARCHIVE");
    process.exit(2);
  }
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
