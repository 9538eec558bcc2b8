import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities } from "../app/entities.js";
import { dataSourceOptions, isMariaDb } from "../db/data-source.js";
import { dialect, mysqlBase, startTestApp, type TestApp } from "../../test/harness.js";

describe("frame sizes carry their outer size", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  const create = (args: string) => app.gql(`mutation { createFrameSize(${args}) { id size name widthCm heightCm } }`, {}, { token });

  it("seeds the reference sizes with their true outer size, frame included (an 8x12 in print is not 8x12 in framed)", async () => {
    const { frameSizes } = (await app.gql(`{ frameSizes { size name widthCm heightCm } }`)).body.data;
    expect(frameSizes).toEqual([
      { size: "8x12", name: "Classic Black", widthCm: 35, heightCm: 45 },
      { size: "12x18", name: "Classic Black", widthCm: 45, heightCm: 61 },
      { size: "16x24", name: "Natural Teak", widthCm: 61, heightCm: 81 },
      { size: "20x30", name: "Natural Teak", widthCm: 71, heightCm: 96 },
      { size: "24x36", name: "Gallery White", widthCm: 81, heightCm: 111 },
    ]);
  });

  it("the owner adds a frame size with its outer size; the old REST shape stays as it was", async () => {
    const res = await create(`size: "30x45", name: "Walnut", widthCm: 96, heightCm: 134`);
    expect(res.body.data.createFrameSize).toMatchObject({ size: "30x45", name: "Walnut", widthCm: 96, heightCm: 134 });
    const rest = await app.rest("GET", "/framemaster", { token });
    expect(Object.keys(rest.body[0]).sort()).toEqual(["frame_name", "frame_size", "id"]);
  });

  it("refuses an outer size that is missing, not whole centimetres, out of bounds or smaller than the print, with a clear 4xx message", async () => {
    const cases: [string, string, string][] = [
      [`size: "10x15", name: "Oak", heightCm: 50`, "Outer width is required (in centimetres, frame included)", "widthCm"],
      [`size: "10x15", name: "Oak", widthCm: 40`, "Outer height is required (in centimetres, frame included)", "heightCm"],
      [`size: "10x15", name: "Oak", widthCm: 40.5, heightCm: 50`, "Outer width must be a whole number of centimetres", "widthCm"],
      [`size: "10x15", name: "Oak", widthCm: 0, heightCm: 50`, "Outer width must be between 10 and 300 cm", "widthCm"],
      [`size: "10x15", name: "Oak", widthCm: 40, heightCm: 301`, "Outer height must be between 10 and 300 cm", "heightCm"],
      [`size: "A2", name: "Oak", widthCm: -45, heightCm: 60`, "Outer width must be between 10 and 300 cm", "widthCm"],
      // 10x15 in is 25.4 × 38.1 cm: an outer size given the wrong way round does not fit it.
      [
        `size: "10x15", name: "Oak", widthCm: 50, heightCm: 36`,
        "Outer height 36 cm is smaller than the 15 in side of the print (38.1 cm); the height goes with the second number of the size",
        "heightCm",
      ],
      [
        `size: "10x15", name: "Oak", widthCm: 20, heightCm: 50`,
        "Outer width 20 cm is smaller than the 10 in side of the print (25.4 cm); the width goes with the first number of the size",
        "widthCm",
      ],
    ];
    for (const [args, message, field] of cases) {
      const res = await create(args);
      expect(res.body.errors?.[0], args).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    }
    expect((await app.gql(`{ frameSizes { name } }`)).body.data.frameSizes.filter((f: { name: string }) => f.name === "Oak")).toEqual([]);
    // A size not written in inches is not checked against the print, only against the bounds.
    expect((await create(`size: "A2", name: "Oak", widthCm: 52, heightCm: 70`)).body.data.createFrameSize).toMatchObject({ widthCm: 52, heightCm: 70 });
  });

  it("the owner corrects an outer size; a change that no longer fits the print is refused and nothing is written", async () => {
    const { id } = (await create(`size: "6x9", name: "Rosewood", widthCm: 30, heightCm: 38`)).body.data.createFrameSize;
    const update = (args: string) => app.gql(`mutation { updateFrameSize(id: ${id}, ${args}) { size widthCm heightCm } }`, {}, { token });
    expect((await update(`widthCm: 31`)).body.data.updateFrameSize).toEqual({ size: "6x9", widthCm: 31, heightCm: 38 });
    const bigger = await update(`size: "16x24"`);
    expect(bigger.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "widthCm" } });
    expect((await app.gql(`{ FrameSize(id: ${id}) { size widthCm heightCm } }`, {}, { token })).body.data.FrameSize).toEqual({
      size: "6x9",
      widthCm: 31,
      heightCm: 38,
    });
  });

  it("a print's frames carry the outer size of their frame size", async () => {
    const { createPrint } = await import("../../test/harness.js");
    const print = await createPrint(app, "Kingfisher", [1499, 2499]);
    const item = (await app.gql(`query($id: ID!) { shopItem(id: $id) { frames { size widthCm heightCm } } }`, { id: print.id })).body.data.shopItem;
    expect(item.frames).toEqual([
      { size: "8x12", widthCm: 35, heightCm: 45 },
      { size: "12x18", widthCm: 45, heightCm: 61 },
    ]);
  });
});

describe(`the migration that measured frame sizes (${dialect})`, () => {
  let dir: string | undefined;
  let dbName: string | undefined;
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (dbName) {
      const conn = await createConnection(mysqlBase);
      await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await conn.end();
    }
  });

  it("backfills the reference sizes with their true values, estimates other sizes in inches and leaves the rest unmeasured", async () => {
    let target: Parameters<typeof dataSourceOptions>[0];
    if (dialect === "mysql") {
      dbName = `shop_test_frames_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
      const conn = await createConnection(mysqlBase);
      await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      const databaseUrl = `${mysqlBase}/${dbName}`;
      target = { dialect, databaseUrl, mariadb: await isMariaDb(databaseUrl) };
    } else {
      dir = mkdtempSync(path.join(tmpdir(), "shop-frames-"));
      target = { dialect, sqlitePath: path.join(dir, "shop.db") };
    }
    const options = dataSourceOptions(target, entities);
    const all = options.migrations as (new () => object)[];
    const at = all.findIndex((m) => m.name.startsWith("FrameSizeOuter"));
    expect(at).toBeGreaterThan(0);

    // A database as it was before: the seeded reference sizes and two the owner added.
    const before = new DataSource({ ...options, migrations: all.slice(0, at) });
    await before.initialize();
    await before.runMigrations({ transaction: "each" });
    const rows: [string, string][] = [
      ["8x12", "Classic Black"],
      ["12x18", "Classic Black"],
      ["16x24", "Natural Teak"],
      ["20x30", "Natural Teak"],
      ["24x36", "Gallery White"],
      ["30x45", "Walnut"],
      ["A4", "Oak"],
      ["8x12", "Natural Teak"],
    ];
    for (const [i, [size, name]] of rows.entries())
      await before.query(`INSERT INTO frame_sizes (size, name, sizeKey, position) VALUES (?, ?, ?, ?)`, [size, name, `${size}|${name}`.toLowerCase(), i + 1]);
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations({ transaction: "each" });
    const measured: { size: string; name: string; widthCm: number | null; heightCm: number | null }[] = await after.query(
      `SELECT size, name, widthCm, heightCm FROM frame_sizes ORDER BY position`,
    );
    await after.destroy();
    expect(measured.map((r) => [r.size, r.name, r.widthCm === null ? null : Number(r.widthCm), r.heightCm === null ? null : Number(r.heightCm)])).toEqual([
      ["8x12", "Classic Black", 35, 45],
      ["12x18", "Classic Black", 45, 61],
      ["16x24", "Natural Teak", 61, 81],
      ["20x30", "Natural Teak", 71, 96],
      ["24x36", "Gallery White", 81, 111],
      // 30x45 in: 76.2 × 114.3 cm, +20 cm each way for a large print.
      ["30x45", "Walnut", 96, 134],
      ["A4", "Oak", null, null],
      // An 8x12 in another frame: the same assumption as the reference 8x12 (+15 cm).
      ["8x12", "Natural Teak", 35, 45],
    ]);
  });
});
