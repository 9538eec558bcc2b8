/** REST shims of the newsletter and the contact page (spec storefront §7). */
import type { Router } from "express";
import { z } from "zod";
import { INQUIRY_TYPES } from "./contact.service.js";
import { Done, required, route, text } from "../http/api-route.js";
import type { EnquiriesFloor } from "./services.js";

export function mountEnquiryRest(r: Router, s: EnquiriesFloor) {
  const tags = ["Enquiries"];
  route(
    r,
    "post",
    "/newsletter/subscribe",
    {
      summary: "Subscribe to the newsletter",
      description: "Rate limited per client (429).",
      tags,
      body: z.object({
        email: required(text("Email address.")),
        firstName: text("First name."),
        lastName: text("Last name."),
        language: text("The page's language, 'en' or 'ta' (default 'en'): the unsubscribe page is drawn in it."),
      }),
      status: 201,
      response: Done,
      errors: [400, 409, 429],
    },
    async (req, res) => {
      const b = req.body ?? {};
      const message = await s.newsletter.subscribe({ email: b.email, firstName: b.firstName, lastName: b.lastName, language: b.language }, req.ip ?? "unknown");
      res.status(201).json({ status: true, message });
    },
  );
  // The contact form's answer says `success` where every other call says `status`.
  route(
    r,
    "post",
    "/contact",
    {
      summary: "Send a message from the contact page",
      description: "Answers `success` where the other calls say `status`. Rate limited per client (429).",
      tags,
      successFlag: true,
      body: z.object({
        name: required(text("Name.")),
        email: required(text("Email address.")),
        subject: required(text("Subject.")),
        message: required(text("Message.")),
        inquiryType: text(`What it is about: ${INQUIRY_TYPES.join(", ")}.`),
      }),
      response: z.object({ success: z.literal(true), message: z.string() }),
      errors: [400, 429],
    },
    async (req, res) => {
      const b = req.body ?? {};
      const message = await s.contact.send(
        { name: b.name, email: b.email, subject: b.subject, message: b.message, inquiryType: b.inquiryType },
        req.ip ?? "unknown",
      );
      res.json({ success: true, message });
    },
  );
}
