/** GET /invoices/<token>: the invoice's PDF for whoever holds the signed link; 404 for any other token. */
import { Router } from "express";
import type { Services } from "../core/context.js";

export function createInvoiceRouter(s: Services): Router {
  const router = Router();
  router.get("/invoices/:token", async (req, res, next) => {
    try {
      const file = await s.invoices.byToken(req.params.token);
      if (!file) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res
        .status(200)
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${file.filename}"`,
          "Cache-Control": "private, no-store",
          "X-Robots-Tag": "noindex",
        })
        .send(file.pdf);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
