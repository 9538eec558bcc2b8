/**
 * Builds the TypeORM data source for the configured dialect: embedded SQLite (better-sqlite3) in
 * DATA_DIR by default, MySQL/MariaDB (mysql2) when DATABASE_URL is set. Schema changes come only from
 * the committed migrations of that dialect.
 */
import "reflect-metadata";
import { DataSource, type DataSourceOptions } from "typeorm";
import type { Dialect } from "../config/config.js";
import { entities } from "./entities.js";
import { mysqlMigrations } from "./migrations/mysql/index.js";
import { sqliteMigrations } from "./migrations/sqlite/index.js";

export interface DatabaseTarget {
  dialect: Dialect;
  /** SQLite file path (or ":memory:"). */
  sqlitePath?: string;
  /** mysql://user:pass@host:port/db */
  databaseUrl?: string;
}

export function dataSourceOptions(target: DatabaseTarget): DataSourceOptions {
  if (target.dialect === "mysql") {
    return {
      type: "mysql",
      url: target.databaseUrl,
      charset: "utf8mb4_unicode_ci",
      timezone: "Z",
      entities,
      migrations: mysqlMigrations,
      migrationsRun: false,
      synchronize: false,
      poolSize: 10,
    };
  }
  return {
    type: "better-sqlite3",
    database: target.sqlitePath ?? ":memory:",
    entities,
    migrations: sqliteMigrations,
    migrationsRun: false,
    synchronize: false,
    // WAL lets readers go on while a write commits; a writer waits instead of failing at once.
    enableWAL: true,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => void db.pragma("busy_timeout = 5000"),
  };
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(target));
  await ds.initialize();
  await ds.runMigrations({ transaction: "each" });
  return ds;
}
