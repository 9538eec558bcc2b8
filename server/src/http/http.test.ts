import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

describe("the one process", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("answers /healthz with 200 once migrated and listening", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("answers an unknown /auth/api path with a JSON 404", async () => {
    const res = await app.rest("GET", "/no-such-call");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false });
  });

  it("refuses abusive queries: too many aliases, too many tokens", async () => {
    const fine = await app.gql(`{ galleryItems { id category { name } images { image { variants { url } } } } }`);
    expect(fine.body.errors).toBeUndefined();
    const aliases = await app.gql(`{ ${Array.from({ length: 20 }, (_, i) => `a${i}: locations { id }`).join(" ")} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors?.[0]?.message).toMatch(/alias/i);
    const tokens = await app.gql(`{ locations { ${"id ".repeat(3000)} } }`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toMatch(/token/i);
  });

  it("keeps CSRF prevention on: a simple GET query without a preflight header is refused", async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent("{ locations { id } }")}`);
    expect(res.status).toBe(400);
  });
});
