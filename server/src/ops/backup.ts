/**
 * Backup and restore of a whole shop in one archive (tar.gz): a consistent copy of the database —
 * SQLite's online backup API, or `mariadb-dump`/`mysqldump --single-transaction` (one snapshot,
 * no table locks, the shop keeps serving) — then the media (served variants and private
 * originals) and the generated secrets (which sign tokens and invoice links), with a manifest.
 * The database is copied first: every image it names is then in the archive. Restore fills a fresh
 * DATA_DIR and an empty database from it, and the shop starts on them as it was.
 */
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import type { AppConfig } from "../config/config.js";

export const BACKUP_FORMAT = 1;
/** What of DATA_DIR goes into a backup: the database is dumped apart, and the mail outbox's .eml files are in its rows. */
const DATA_FOLDERS = ["media", "originals", "secrets"] as const;

export interface Manifest {
  format: number;
  createdAt: string;
  dialect: AppConfig["dialect"];
  /** database.sqlite or database.sql */
  database: string;
  /** The migrations the database had run: a restore into an older server is refused by its own start. */
  migrations: string[];
  /** Files under each data folder. */
  files: Record<string, number>;
}

export class BackupError extends Error {}

type Db = Pick<AppConfig, "dialect" | "sqlitePath" | "databaseUrl" | "dataDir">;

/** Writes the archive; answers its manifest. */
export async function backup(config: Db, archive: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), "shop-backup-"));
  try {
    const database = config.dialect === "sqlite" ? "database.sqlite" : "database.sql";
    if (config.dialect === "sqlite") {
      if (!existsSync(config.sqlitePath)) throw new BackupError(`No database at ${config.sqlitePath}`);
      const { default: Database } = await import("better-sqlite3");
      const db = new Database(config.sqlitePath, { readonly: true, fileMustExist: true });
      try {
        // The online backup API: a consistent copy while the shop goes on writing.
        await db.backup(path.join(staging, database));
      } finally {
        db.close();
      }
    } else {
      await dumpMysql(config.databaseUrl!, path.join(staging, database));
    }
    const migrations = await migrationsOf(config, path.join(staging, database));
    const files: Record<string, number> = {};
    const entries = [database];
    for (const folder of DATA_FOLDERS) {
      const dir = path.join(config.dataDir, folder);
      if (!existsSync(dir)) continue;
      files[folder] = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
      // Packed from where they are (tar follows the link), not copied first.
      await symlink(dir, path.join(staging, folder));
      entries.push(folder);
    }
    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), dialect: config.dialect, database, migrations, files };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, ["manifest.json", ...entries]);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Brings a fresh DATA_DIR and an empty database back to the archive; answers its manifest. */
export async function restore(config: Db, archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  const staging = await mkdtemp(path.join(tmpdir(), "shop-restore-"));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(staging, "manifest.json"), "utf8")) as Manifest;
    } catch {
      throw new BackupError(`${archive} is not a backup of this shop (no manifest.json)`);
    }
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Backup format ${manifest.format} is not one this version reads (${BACKUP_FORMAT})`);
    if (manifest.dialect !== config.dialect)
      throw new BackupError(
        `The backup is of a ${manifest.dialect === "mysql" ? "MySQL/MariaDB" : "SQLite"} database; this shop is configured for ${config.dialect === "mysql" ? "MySQL/MariaDB (DATABASE_URL)" : "SQLite"}`,
      );

    // Fresh targets only: a restore never mixes with a shop that is there.
    for (const folder of DATA_FOLDERS) {
      const dir = path.join(config.dataDir, folder);
      if (folder !== "secrets" && existsSync(dir) && (await readdir(dir)).length > 0)
        throw new BackupError(`${dir} is not empty: restore into a fresh DATA_DIR`);
    }
    if (config.dialect === "sqlite") {
      if (existsSync(config.sqlitePath) && statSync(config.sqlitePath).size > 0)
        throw new BackupError(`${config.sqlitePath} exists: restore into a fresh DATA_DIR`);
      await mkdir(path.dirname(config.sqlitePath), { recursive: true });
      await cp(path.join(staging, manifest.database), config.sqlitePath);
    } else {
      await loadMysql(config.databaseUrl!, path.join(staging, manifest.database));
    }
    for (const folder of DATA_FOLDERS) {
      const from = path.join(staging, folder);
      if (!existsSync(from)) continue;
      // Secrets already made for this DATA_DIR (a config load writes them) give way to the shop's own.
      await cp(from, path.join(config.dataDir, folder), { recursive: true, force: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The MySQL URL's parts as the command-line clients take them; the password goes by MYSQL_PWD, not argv. */
function clientArgs(url: string): { args: string[]; database: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url.replace(/^mariadb:/, "mysql:"));
  const database = decodeURIComponent(u.pathname.replace(/^\//, ""));
  const args = [
    "--protocol=TCP",
    `--host=${u.hostname || "127.0.0.1"}`,
    `--port=${u.port || "3306"}`,
    `--user=${decodeURIComponent(u.username || "root")}`,
    "--default-character-set=utf8mb4",
  ];
  return { args, database, env: { ...process.env, MYSQL_PWD: decodeURIComponent(u.password) } };
}

/** Runs the first of the named clients that is installed (MariaDB's names, then MySQL's). */
async function runClient(names: string[], args: string[], env: NodeJS.ProcessEnv, io: { stdin?: string; stdout?: string }): Promise<void> {
  for (const name of names) {
    const result = await new Promise<"missing" | void>((resolve, reject) => {
      const child = spawn(name, args, { env, stdio: [io.stdin ? "pipe" : "ignore", io.stdout ? "pipe" : "ignore", "pipe"] });
      let stderr = "";
      child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
      const piping: Promise<unknown>[] = [];
      child.once("spawn", () => {
        if (io.stdout) piping.push(pipeline(child.stdout!, createWriteStream(io.stdout)));
        if (io.stdin) piping.push(pipeline(createReadStream(io.stdin), child.stdin!));
      });
      child.once("error", (err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? resolve("missing") : reject(err)));
      child.once("close", (code) => {
        Promise.all(piping).then(() => (code === 0 ? resolve() : reject(new BackupError(`${name} failed (exit ${code}): ${stderr.trim()}`))), reject);
      });
    });
    if (result !== "missing") return;
  }
  throw new BackupError(`None of ${names.join(", ")} is installed (Debian: apt-get install mariadb-client)`);
}

async function dumpMysql(url: string, file: string): Promise<void> {
  const { args, database, env } = clientArgs(url);
  // One consistent snapshot of InnoDB without locking the shop's tables (the shop defines no routines
  // or events; its user need not be allowed to read them).
  await runClient(["mariadb-dump", "mysqldump"], [...args, "--single-transaction", "--quick", "--triggers", "--hex-blob", "--no-tablespaces", database], env, {
    stdout: file,
  });
}

async function loadMysql(url: string, file: string): Promise<void> {
  const { createConnection } = await import("mysql2/promise");
  const conn = await createConnection(url.replace(/^mariadb:/, "mysql:"));
  try {
    const [rows] = await conn.query("SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()");
    if (Number((rows as { n: number }[])[0].n) > 0) throw new BackupError("The database of DATABASE_URL is not empty: restore into a new, empty database");
  } finally {
    await conn.end();
  }
  const { args, database, env } = clientArgs(url);
  await runClient(["mariadb", "mysql"], [...args, database], env, { stdin: file });
}

/** The names of the migrations the copied database had run. */
async function migrationsOf(config: Db, dumped: string): Promise<string[]> {
  if (config.dialect === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(dumped, { readonly: true });
    try {
      return (db.prepare("SELECT name FROM migrations ORDER BY id").all() as { name: string }[]).map((r) => r.name);
    } catch {
      return [];
    } finally {
      db.close();
    }
  }
  const { createConnection } = await import("mysql2/promise");
  const conn = await createConnection(config.databaseUrl!.replace(/^mariadb:/, "mysql:"));
  try {
    const [rows] = await conn.query("SELECT name FROM migrations ORDER BY id");
    return (rows as { name: string }[]).map((r) => r.name);
  } catch {
    return [];
  } finally {
    await conn.end();
  }
}
