/**
 * Vitest global setup of each project (sqlite, mysql): migrates the run's template database of that
 * dialect once (database-template.ts), tells the workers where it is, and removes it after the run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import type { TestProject } from "vitest/node";
import { entities } from "../src/app/entities.js";
import { openDatabase } from "../src/db/data-source.js";
import { readMysqlTemplate, sqliteTemplatePath, TEMPLATE_ENV } from "./database-template.js";

const mysqlUrl = process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306/shop_test";
const mysqlBase = mysqlUrl.replace(/\/[^/]*$/, "");
const mysqlName = mysqlUrl.replace(/^.*\//, "");

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const started = performance.now();
  // The root configuration's setup runs too: the templates are the projects' own.
  if (project.name !== "mysql" && project.name !== "sqlite") return undefined;
  if (project.name === "mysql") {
    const database = `${mysqlName}_template_${process.pid}`;
    const conn = await createConnection(mysqlBase);
    try {
      await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const ds = await openDatabase({ dialect: "mysql", databaseUrl: `${mysqlBase}/${database}` }, entities);
      await ds.destroy();
      process.env[TEMPLATE_ENV.mysql] = JSON.stringify(await readMysqlTemplate(conn, database));
    } finally {
      await conn.end();
    }
    console.log(`The MariaDB template database ${database} was migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return async () => {
      const c = await createConnection(mysqlBase);
      await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await c.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "shop-template-"));
  const file = sqliteTemplatePath(dir);
  const ds = await openDatabase({ dialect: "sqlite", sqlitePath: file }, entities);
  // Everything in the main file, so that copying the file alone copies the database.
  await ds.query("PRAGMA wal_checkpoint(TRUNCATE)");
  await ds.destroy();
  process.env[TEMPLATE_ENV.sqlite] = file;
  console.log(`The SQLite template database was migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}
