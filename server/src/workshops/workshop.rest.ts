/** REST shims of workshops (spec storefront §7 "Workshops", "Join workshop"; admin §7 "Workshops"): the old site's shapes. */
import { multipart } from "../http/multipart.js";
import { idOf } from "../core/ids.js";
import type { Router } from "express";
import multer from "multer";
import { z } from "zod";
import { Done, list, required, route, text, whole } from "../http/api-route.js";
import { urlOf } from "../media/media.service.js";
import type { Workshop } from "./workshop.entity.js";
import type { WorkshopsFloor } from "./services.js";
import { EDITORS, FULFILMENT } from "../core/roles.js";

export function workshopRow(w: Workshop) {
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    poster_image_url: w.poster ? urlOf(w.poster) : null,
    destination: w.destination,
    travel_date: w.travelDate,
    duration: w.duration,
    max_participants: w.maxParticipants,
    current_participants: w.seatsTaken,
    seats_left: Math.max(0, w.maxParticipants - w.seatsTaken),
    organizer: w.organizer,
    cost: w.cost,
    meeting_point: w.meetingPoint,
    tags: w.tags.join(","),
    includes: w.includes.join(","),
  };
}

const WorkshopRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  poster_image_url: z.string().nullable(),
  destination: z.string(),
  travel_date: z.string().describe("YYYY-MM-DD."),
  duration: z.string(),
  max_participants: z.number().int(),
  current_participants: z.number().int(),
  seats_left: z.number().int(),
  organizer: z.string(),
  cost: z.string().describe("As the owner wrote it, e.g. '₹4,500 per person'."),
  meeting_point: z.string(),
  tags: z.string().describe("Comma-separated."),
  includes: z.string().describe("Comma-separated."),
});

export function mountWorkshopRest(r: Router, s: WorkshopsFloor, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 30 } });
  const fieldsOnly = multer({ storage: multer.memoryStorage(), limits: { files: 0, fields: 20, fieldSize: 4096 } }).none();
  const tags = ["Workshops"];

  route(r, "get", "/view-workshops", { summary: "Upcoming workshops and trips, soonest first", tags, response: z.array(WorkshopRow) }, async (_req, res) => {
    res.json((await s.workshops.listPublic()).map(workshopRow));
  });

  const addWorkshop = {
    summary: "Publish a workshop or trip",
    tags,
    access: ["catalogue:write", ...EDITORS] as const,
    body: z.object({
      title: required(text("Title.")),
      description: required(text("Description.")),
      destination: required(text("Destination.")),
      travelDate: required(text("Date of travel, YYYY-MM-DD, today or later.")),
      duration: required(text("Duration, e.g. '2 days'.")),
      maxParticipants: required(whole("Seats.")),
      organizer: required(text("Organizer.")),
      cost: required(text("Cost as shown, e.g. '₹4,500 per person'.")),
      meetingPoint: required(text("Meeting point.")),
      tagsJson: list("Tags: a JSON list (as text), a list, or comma-separated."),
      tags: list("The same, by its other name."),
      includesJson: list("What the price includes: a JSON list (as text), a list, or comma-separated."),
      includes: list("The same, by its other name."),
    }),
    encodings: ["multipart" as const, "json" as const, "form" as const],
    files: { posterImage: "The poster (optional): JPEG, PNG or WebP." },
    status: 201,
    response: Done.extend({ data: WorkshopRow }),
    errors: [400, 413],
  };
  route(r, "post", "/add-workshop", addWorkshop, multipart(upload.single("posterImage")), async (req, res) => {
    const b = req.body ?? {};
    const workshop = await s.workshops.createFromUpload(
      {
        title: b.title,
        description: b.description,
        destination: b.destination,
        travelDate: b.travelDate,
        duration: b.duration,
        maxParticipants: b.maxParticipants,
        organizer: b.organizer,
        cost: b.cost,
        meetingPoint: b.meetingPoint,
        tags: b.tagsJson ?? b.tags,
        includes: b.includesJson ?? b.includes,
      },
      req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined,
    );
    res.status(201).json({ status: true, message: "Workshop added successfully", data: workshopRow(workshop) });
  });

  const remove = {
    summary: "Delete a workshop",
    tags,
    access: ["catalogue:write", ...EDITORS] as const,
    params: z.object({ id: required(whole("The workshop's id.")) }),
    response: Done,
    errors: [404, 409],
  };
  route(r, "delete", "/delete-workshop/:id", remove, async (req, res) => {
    await s.workshops.remove(idOf(req.params.id), { keepJoined: req.admin?.role === "editor" });
    res.json({ status: true, message: "Workshop deleted successfully" });
  });

  // Multipart as the storefront sends it; JSON and form-encoded bodies are parsed before this.
  const join = {
    summary: "Join a workshop: seats never overbook",
    description:
      "One join per mobile number per workshop: a second one is 409 'This mobile number has already joined this trip.' Rate limited per client (429): at most 10 joins of a workshop a day, an IPv6 client counted by its /64.",
    tags,
    body: z.object({
      workshopId: required(text("The workshop's id.")),
      workshopTitle: text("Its title (accepted; the id decides)."),
      fullName: required(text("Full name.")),
      phone: required(text("Phone number.")),
      address: required(text("Address.")),
      email: text("Email address (optional)."),
      numberOfPeople: required(text("How many people: a whole number from 1 to 5.")),
    }),
    encodings: ["multipart" as const, "json" as const, "form" as const],
    status: 201,
    response: Done.extend({ id: z.number().int(), seats_left: z.number().int() }),
    errors: [400, 404, 409, 429],
  };
  route(r, "post", "/join-workshop", join, multipart(fieldsOnly), async (req, res) => {
    const b = req.body ?? {};
    const { join, workshop, seatsLeft } = await s.workshops.join(
      { workshopId: b.workshopId, fullName: b.fullName, phone: b.phone, address: b.address, email: b.email, numberOfPeople: b.numberOfPeople },
      req.ip ?? "unknown",
    );
    res.status(201).json({ status: true, message: `You have joined ${workshop.title}!`, id: join.id, seats_left: seatsLeft });
  });

  const summary = {
    summary: "People booked on each workshop",
    tags,
    access: ["orders:read", ...FULFILMENT] as const,
    response: z.array(
      z.object({
        workshop_id: z.number().int(),
        workshop_title: z.string(),
        total_people: z.number().int(),
        max_participants: z.number().int(),
        seats_left: z.number().int(),
      }),
    ),
  };
  route(r, "get", "/join-summary", summary, async (_req, res) => {
    res.json(
      (await s.workshops.joinSummary()).map((row) => ({
        workshop_id: row.workshopId,
        workshop_title: row.workshopTitle,
        total_people: row.totalPeople,
        max_participants: row.maxParticipants,
        seats_left: Math.max(0, row.maxParticipants - row.totalPeople),
      })),
    );
  });

  const details = {
    summary: "The participants of a workshop",
    tags,
    access: ["orders:read", ...FULFILMENT] as const,
    params: z.object({ workshopId: required(whole("The workshop's id.")) }),
    response: z.array(
      z.object({
        id: z.number().int(),
        full_name: z.string(),
        phone: z.string(),
        number_of_people: z.number().int(),
        address: z.string(),
        email: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    errors: [404],
  };
  route(r, "get", "/join-details/:workshopId", details, async (req, res) => {
    res.json(
      (await s.workshops.participants(idOf(req.params.workshopId))).map((j) => ({
        id: j.id,
        full_name: j.fullName,
        phone: j.phone,
        number_of_people: j.numberOfPeople,
        address: j.address,
        email: j.email,
        created_at: j.createdAt,
      })),
    );
  });
}
