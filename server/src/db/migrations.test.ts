import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, startTestApp, type TestApp } from "../../test/harness.js";

describe(`migrations (${dialect})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("build exactly the schema the entities describe (a changed entity without a migration fails here)", async () => {
    const pending = await app.ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it("are recorded as run, so a restart applies nothing twice", async () => {
    expect(await app.ds.showMigrations()).toBe(false);
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM migrations");
    expect(Number(n)).toBe(app.ds.migrations.length);
  });
});
