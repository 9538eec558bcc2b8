/** GET /invoices/<token>: the invoice's PDF for whoever holds the signed link; 404 for any other token. */
import { Router } from "express";
import type { BillingFloor } from "./services.js";

export function createInvoiceRouter(s: BillingFloor): Router {
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
