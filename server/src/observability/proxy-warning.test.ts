import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { createLogger } from "./log.js";

/** A log that keeps its lines for the test to read. */
function memoryLog() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "warn", format: "json" }, stream) };
}

const proxyWarnings = (lines: Record<string, any>[]) => lines.filter((l) => typeof l.msg === "string" && l.msg.includes("TRUST_PROXY"));

describe("requests through a proxy while TRUST_PROXY is unset", () => {
  const log = memoryLog();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { logger: log.logger });
  });
  afterAll(() => app?.close());

  it("warns once in the log, the first time a request carries X-Forwarded-For (cached answers and the API alike)", async () => {
    await fetch(`${app.url}/healthz`);
    expect(proxyWarnings(log.lines)).toEqual([]);
    for (const path of ["/healthz", "/graphql?query=%7Bshop%7Bname%7D%7D", "/", "/healthz"])
      await fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    const warnings = proxyWarnings(log.lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe("warn");
    expect(warnings[0].msg).toMatch(/X-Forwarded-For/);
    expect(warnings[0].msg).toMatch(/one client/);
  });
});

describe("requests through a proxy with TRUST_PROXY set", () => {
  const log = memoryLog();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "loopback" }, { logger: log.logger });
  });
  afterAll(() => app?.close());

  it("are not warned about", async () => {
    await fetch(`${app.url}/healthz`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxyWarnings(log.lines)).toEqual([]);
  });
});
