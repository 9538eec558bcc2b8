/**
 * The total of one multipart request (MAX_UPLOAD_TOTAL_MB), checked before a byte of it is read:
 * a multipart body must declare its Content-Length (every browser and fetch does), which Node's
 * parser then holds it to, so twenty files of the per-file limit cannot fill the memory together.
 * multer and graphql-upload keep the per-file limit and the number of files.
 */
import type { NextFunction, Request, Response } from "express";

export type Refuse = (res: Response, status: number, message: string) => void;

export function limitMultipartBody(maxTotalBytes: number, refuse: Refuse) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data")) return next();
    const declared = req.headers["content-length"];
    // Unread, the body would keep the connection busy: close it after the answer.
    const refuseAndClose = (status: number, message: string) => {
      res.set("Connection", "close");
      refuse(res, status, message);
    };
    if (declared === undefined) return refuseAndClose(411, "An upload must declare its Content-Length");
    if (Number(declared) > maxTotalBytes)
      return refuseAndClose(413, `Upload is too large: the files of one request may be at most ${Math.round(maxTotalBytes / 1048576)} MB together`);
    next();
  };
}
