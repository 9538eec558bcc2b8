// Issue 42 item 22: the MariaDB migrations created their tables without a charset, so a database
// created as latin1 (a server's old default) made latin1 tables, which garble or refuse Tamil. A
// migration converts every table to utf8mb4, and a start refuses, naming the column, a database whose
// text columns are not all utf8mb4. SQLite stores UTF-8 always: there the same Tamil title and emoji
// simply read back as written.
import { createConnection } from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, dialect, mysqlBase, mysqlName, startTestApp, type TestApp } from "../../test/harness.js";
import { entities } from "../app/entities.js";
import { openDatabase } from "./data-source.js";

/** A Tamil title (the Indian Pitta) with a four-byte character, which the three-byte utf8 cannot hold either. */
const TITLE = "ஆறுமணிக்குருவி 🐦";

describe(`a database created with another charset (${dialect})`, () => {
  const latin1 = `${mysqlName}_latin1_${process.pid}`;
  const url = `${mysqlBase}/${latin1}`;
  let app: TestApp;

  // On MariaDB the start migrates the latin1 database from nothing, every migration (about 15 s on
  // two busy cores, the file's time): the template every other test copies was created utf8mb4.
  beforeAll(async () => {
    if (dialect === "mysql") {
      const conn = await createConnection(mysqlBase);
      await conn.query(`DROP DATABASE IF EXISTS \`${latin1}\``);
      await conn.query(`CREATE DATABASE \`${latin1}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`);
      await conn.end();
    }
    app = await startTestApp(dialect === "mysql" ? { DATABASE_URL: url } : {});
  });
  afterAll(async () => {
    await app?.close();
    if (dialect === "mysql") {
      const conn = await createConnection(mysqlBase);
      await conn.query(`DROP DATABASE IF EXISTS \`${latin1}\``);
      await conn.end();
    }
  });

  it("is migrated to utf8mb4: a Tamil title with an emoji is stored and read back as written", async () => {
    const print = await createPrint(app, TITLE, [1499]);
    const [row] = await app.ds.query("SELECT title FROM portfolio_items WHERE id = ?", [print.id]);
    expect(row.title).toBe(TITLE);
    const read = await app.gql(`query($id: ID!) { PortfolioItem(id: $id) { title } }`, { id: print.id }, { token: await app.token() });
    expect(read.body.data.PortfolioItem.title).toBe(TITLE);
    if (dialect === "mysql") {
      const others = await app.ds.query(
        "SELECT TABLE_NAME AS t, COLUMN_NAME AS c, CHARACTER_SET_NAME AS cs FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME <> 'utf8mb4'",
      );
      expect(others).toEqual([]);
      const tables = await app.ds.query(
        "SELECT TABLE_NAME AS t, TABLE_COLLATION AS c FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_COLLATION NOT LIKE 'utf8mb4%'",
      );
      expect(tables).toEqual([]);
      // A token converted from latin1 compares bytes still (the collation migration after this one).
      const [token] = await app.ds.query(
        "SELECT COLLATION_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'newsletter_subscribers' AND COLUMN_NAME = 'confirmToken'",
      );
      expect(token.c).toBe("utf8mb4_bin");
    }
  });

  it.runIf(dialect === "mysql")("a start refuses, naming the column, when a text column is not utf8mb4", async () => {
    await app.ds.query("ALTER TABLE portfolio_items MODIFY description text CHARACTER SET latin1 NOT NULL");
    await expect(openDatabase({ dialect: "mysql", databaseUrl: url }, entities)).rejects.toThrow(
      /text columns that are not utf8mb4.*portfolio_items\.description \(latin1\)/s,
    );
  });
});
