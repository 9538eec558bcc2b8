/** REST shims of the newsletter and the contact page (spec storefront §7). */
import type { Router } from "express";
import type { Services } from "../core/services.js";
import { AppError } from "../http/errors.js";

export function mountEnquiryRest(r: Router, s: Services) {
  r.post("/newsletter/subscribe", async (req, res) => {
    const b = req.body ?? {};
    const message = await s.newsletter.subscribe({ email: b.email, firstName: b.firstName, lastName: b.lastName }, req.ip ?? "unknown");
    res.status(201).json({ status: true, message });
  });
  // The contact form's answer says `success` where every other call says `status`.
  r.post("/contact", async (req, res) => {
    const b = req.body ?? {};
    try {
      const message = await s.contact.send({ name: b.name, email: b.email, subject: b.subject, message: b.message, inquiryType: b.inquiryType }, req.ip ?? "unknown");
      res.json({ success: true, message });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      res.status(err.status).json({ success: false, message: err.message, error: err.message });
    }
  });
}
