/** REST shims of interest submissions (spec storefront §7 "Interest", admin §7 "Interests"). */
import type { RequestHandler, Router } from "express";
import type { Services } from "../core/services.js";

export function mountInterestRest(r: Router, s: Services, admin: RequestHandler) {
  r.post("/add-interest", async (req, res) => {
    const b = req.body ?? {};
    await s.interest.submit(
      { galleryItemId: b.imageId ?? b.galleryItemId, name: b.name, email: b.email, phone: b.phone, message: b.message },
      req.ip ?? "unknown",
    );
    res.status(201).json({ status: true, message: "Interest submitted successfully" });
  });

  r.get("/view-interest", admin, async (_req, res) => {
    const rows = await s.interest.list({ sortField: "submittedAt", sortOrder: "DESC" });
    res.json(
      rows.map((i) => ({
        id: i.id,
        name: i.name,
        email: i.email,
        phone: i.phone,
        image_title: i.imageTitle,
        category_name: i.categoryName,
        location_name: i.locationName,
        message: i.message,
        submission_date: i.submittedAt,
      })),
    );
  });
}
