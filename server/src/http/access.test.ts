// A shim's access is declared once, in its spec (issue 24): route() mounts the guard from it, first,
// before the body parsers the shim lists (a 401 comes before an upload is read), with the answers of
// the admin check (401, 403 naming the scopes, 429 with Retry-After); "session" mounts none; and a
// shim declaring access on a router that has no guard fails when it is mounted, never mounted open.
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal, ResolvePrincipal } from "../core/principal.js";
import { guardedRouter } from "./access.js";
import { Done, route, type RouteSpec } from "./api-route.js";
import { AppError } from "../core/errors.js";

const nobody: Principal = { admin: null, apiKey: null };
const resolve: ResolvePrincipal = (token) => {
  switch (token) {
    case "owner":
      return Promise.resolve({ admin: { id: 1, username: "owner", role: "owner", sessionId: "s1", secondFactorAt: null, secondFactor: "off" }, apiKey: null });
    case "reader":
      return Promise.resolve({ admin: null, apiKey: { id: 2, name: "reader", scopes: ["orders:read"] } });
    case "writer":
      return Promise.resolve({ admin: null, apiKey: { id: 3, name: "writer", scopes: ["catalogue:write"] } });
    case "busy":
      return Promise.reject(new AppError("TOO_MANY_REQUESTS", "Too many requests for this API key. Try again in 7 s.", { retryAfter: 7 }));
    default:
      return Promise.resolve(nobody);
  }
};

describe("route() mounts the guard its spec's access declares", () => {
  let url: string;
  let close: () => void;
  /** Paths whose stand-in body parser ran (it must not, for a refused call). */
  const parsed: string[] = [];

  beforeAll(async () => {
    const r = guardedRouter(resolve);
    const parser = (req: Request, _res: Response, next: NextFunction) => {
      parsed.push(req.path);
      next();
    };
    const ok = (_req: unknown, res: Response) => res.json({ status: true, message: "done" });
    const spec = (access: RouteSpec["access"]): RouteSpec => ({ summary: "A test shim", tags: ["Test"], access, response: Done });
    route(r, "post", "/upload", spec(["catalogue:write"]), parser, ok);
    route(r, "get", "/owners", spec("owner"), ok);
    route(r, "get", "/session", spec("session"), ok);
    const app = express().use("/api", r);
    const server = app.listen(0);
    await new Promise((done) => server.once("listening", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const call = async (method: string, path: string, token?: string) => {
    const res = await fetch(`${url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
  };

  it("refuses before the shim's body parsers run: 401 without a token, 403 to a key without the scope, 429 past its limit", async () => {
    const message = "Unauthorized: admin sign-in required";
    expect(await call("POST", "/upload")).toMatchObject({ status: 401, body: { status: false, message, error: message } });
    const forbidden = "This API key may not call POST /api/upload: it needs the scope catalogue:write.";
    expect(await call("POST", "/upload", "reader")).toMatchObject({ status: 403, body: { status: false, message: forbidden, error: forbidden } });
    expect(await call("POST", "/upload", "busy")).toMatchObject({ status: 429, retryAfter: "7", body: { status: false } });
    expect(parsed).toEqual([]);
    expect(await call("POST", "/upload", "writer")).toMatchObject({ status: 200 });
    expect(await call("POST", "/upload", "owner")).toMatchObject({ status: 200 });
    expect(parsed).toEqual(["/upload", "/upload"]);
  });

  it('"owner" is the owner\'s alone; "session" mounts no guard (the handler checks the session itself)', async () => {
    expect((await call("GET", "/owners")).status).toBe(401);
    const onlyOwner = "This API key may not call GET /api/owners: only the owner may.";
    expect(await call("GET", "/owners", "writer")).toMatchObject({ status: 403, body: { message: onlyOwner } });
    expect((await call("GET", "/owners", "owner")).status).toBe(200);
    expect((await call("GET", "/session")).status).toBe(200);
  });
});
