/** REST shims of interest submissions (spec storefront §7 "Interest", admin §7 "Interests"). */
import type { Router } from "express";
import { z } from "zod";
import { Done, required, route, text, whole } from "../http/api-route.js";
import type { EnquiriesFloor } from "./services.js";
import { MANAGERS } from "../core/roles.js";

const InterestRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image_title: z.string(),
  category_name: z.string(),
  location_name: z.string(),
  message: z.string(),
  submission_date: z.string().describe("ISO time."),
});

export function mountInterestRest(r: Router, s: EnquiriesFloor) {
  const tags = ["Enquiries"];
  route(
    r,
    "post",
    "/add-interest",
    {
      summary: "Show interest in a gallery photograph",
      description: "Rate limited per client (429).",
      tags,
      body: z.object({
        imageId: required(whole("The gallery image's id.")),
        galleryItemId: whole("The same, by its GraphQL name."),
        name: required(text("Name (at most 100 characters).")),
        email: required(text("Email address.")),
        phone: text("Phone number (optional)."),
        message: text("Message (optional)."),
      }),
      status: 201,
      response: Done,
      errors: [400, 404, 429],
    },
    async (req, res) => {
      const b = req.body ?? {};
      await s.interest.submit(
        { galleryItemId: b.imageId ?? b.galleryItemId, name: b.name, email: b.email, phone: b.phone, message: b.message },
        req.ip ?? "unknown",
      );
      res.status(201).json({ status: true, message: "Interest submitted successfully" });
    },
  );

  route(
    r,
    "get",
    "/view-interest",
    { summary: "Interest submissions, newest first", tags, access: ["messages:read", ...MANAGERS], response: z.array(InterestRow) },
    async (_req, res) => {
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
    },
  );
}
