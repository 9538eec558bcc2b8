// The demo content a first start makes (SEED_DEMO): its photographs are encoded once, with the
// photographer's rights in force, and nothing is left for the re-encode job to do over again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { rightsKeyOf } from "../media/image-rights.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import { MediaJob } from "../media/media-job.entity.js";

describe("the demo content of a first start", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SEED_DEMO: "true" });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it("encodes each photograph once, with the rights in force: no re-encode is queued", async () => {
    const assets = await app.ds.getRepository(MediaAsset).find();
    expect(assets.length).toBeGreaterThan(10);
    const key = rightsKeyOf(await app.services.content.imageRights());
    expect(assets.filter((a) => a.rightsKey !== key).map((a) => a.id)).toEqual([]);
    expect(await app.ds.getRepository(MediaJob).count()).toBe(0);
  });
});
