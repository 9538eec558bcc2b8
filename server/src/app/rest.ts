/**
 * The REST shims under /auth/api: body parsing (JSON and form-encoded alike; multipart per route),
 * the domains' routes, a JSON 404 for unknown paths, and errors as `{ status: false, message, error }`.
 * The router is a guarded one: a shim whose spec declares `access` gets its guard from it
 * (http/access.ts), resolving the bearer token with the resolver the root composed.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import { mountAuthRest } from "../auth/auth.rest.js";
import { mountBlogRest } from "../blog/blog.rest.js";
import type { Services } from "../core/context.js";
import type { ResolvePrincipal } from "../core/principal.js";
import { mountContentRest } from "../content/content.rest.js";
import { mountEnquiryRest } from "../enquiries/enquiry.rest.js";
import { mountInterestRest } from "../enquiries/interest.rest.js";
import { mountGalleryRest } from "../gallery/gallery.rest.js";
import { mountMastersRest } from "../masters/masters.rest.js";
import { mountAnalyticsRest } from "../analytics/analytics.rest.js";
import { mountBillingRest } from "../billing/billing.rest.js";
import { mountOrderAdminRest, mountOrderRest, mountWebhookRest } from "../orders/order.rest.js";
import { mountShopRest } from "../shop/shop.rest.js";
import { mountWorkshopRest } from "../workshops/workshop.rest.js";
import { limitMultipartBody } from "../media/upload-limits.js";
import { AppError } from "../core/errors.js";
import { guardedRouter } from "../http/access.js";
import { refusalBody, route } from "../http/api-route.js";
import { openApiDocument } from "./openapi.js";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_S } from "../http/unavailable.js";

export function createRestRouter(services: Services, resolvePrincipal: ResolvePrincipal, maxUploadBytes: number): Router {
  const r = guardedRouter(resolvePrincipal);
  // Where a guarded write that changed no followed row records its operation (http/api-route.ts, issue 47).
  r.use((req, _res, next) => {
    req.auditSink = services.audit;
    next();
  });
  r.use(limitMultipartBody(services.media.maxUploadTotalBytes, (res, status, message) => res.status(status).json({ status: false, message, error: message })));
  mountWebhookRest(r, services);
  r.use(express.json({ limit: "1mb" }), express.urlencoded({ extended: false, limit: "1mb" }));

  mountAuthRest(r, services);
  mountMastersRest(r, services);
  mountGalleryRest(r, services, maxUploadBytes);
  mountInterestRest(r, services);
  mountShopRest(r, services, maxUploadBytes);
  mountOrderRest(r, services);
  mountOrderAdminRest(r, services);
  mountAnalyticsRest(r, services);
  mountBillingRest(r, services);
  mountContentRest(r, services, maxUploadBytes);
  mountEnquiryRest(r, services);
  mountWorkshopRest(r, services, maxUploadBytes);
  mountBlogRest(r, services, maxUploadBytes);

  // Written from the routes above once, on the first request: it describes the shims mounted here.
  let document: string | undefined;
  const openApi = {
    summary: "This document: OpenAPI 3.1 of every REST call",
    tags: ["API"],
    response: { mediaType: "application/json", description: "The OpenAPI document." },
  };
  route(r, "get", "/openapi.json", openApi, (_req, res) => {
    document ??= JSON.stringify(openApiDocument());
    res.type("application/json").set("Cache-Control", "no-cache").send(document);
  });

  r.use((req, res) => {
    res.status(404).json({ status: false, message: `Not found: ${req.method} ${req.baseUrl}${req.path}`, error: "Not found" });
  });
  r.use(restErrorHandler(maxUploadBytes));
  return r;
}

function restErrorHandler(maxUploadBytes: number) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const send = (status: number, message: string) => res.status(status).json({ status: false, message, error: message });
    // A message a visitor may see names its stable code too (issue 30), for a front end in another language.
    if (err instanceof AppError) return res.status(err.status).json({ status: false, ...refusalBody(err) });
    if (err instanceof multer.MulterError) {
      if (err.code === "LIMIT_FILE_SIZE") return send(413, `Image is too large: the limit is ${Math.round(maxUploadBytes / 1048576)} MB`);
      return send(400, `Upload refused: ${err.message}`);
    }
    const status = (err as { status?: number; type?: string }).status;
    if (status && status >= 400 && status < 500) return send(status, status === 413 ? "Request body is too large" : "Malformed request body");
    if (isDatabaseUnavailable(err)) {
      (res as Response & { err?: Error }).err = err as Error;
      res.set("Retry-After", String(RETRY_AFTER_S));
      return send(503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    // The request's log line carries the error, with its stack (the request observer reads res.err).
    (res as Response & { err?: Error }).err = err as Error;
    return send(500, "Internal server error");
  };
}
