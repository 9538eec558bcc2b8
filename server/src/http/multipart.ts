/**
 * Multer's middlewares with a body that is not the multipart it claims to be (no boundary, a part
 * cut short, a malformed part header) answered as a 400 like every malformed body; its own limits
 * (MulterError: too large, too many files) keep their answers.
 */
import type { RequestHandler } from "express";
import multer from "multer";
import { AppError, badInput } from "../core/errors.js";

export function multipart(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (err?: unknown) => {
      if (err && !(err instanceof multer.MulterError) && !(err instanceof AppError)) return next(badInput("Malformed multipart body"));
      next(err);
    });
}
