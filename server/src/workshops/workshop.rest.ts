/** REST shims of workshops (spec storefront §7 "Workshops", "Join workshop"; admin §7 "Workshops"): the old site's shapes. */
import type { RequestHandler, Router } from "express";
import multer from "multer";
import type { Services } from "../core/services.js";
import { urlOf } from "../media/media.service.js";
import type { Workshop } from "./workshop.entity.js";

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

export function mountWorkshopRest(r: Router, s: Services, admin: RequestHandler, maxUploadBytes: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 30 } });
  const fieldsOnly = multer({ storage: multer.memoryStorage(), limits: { files: 0, fields: 20, fieldSize: 4096 } }).none();

  r.get("/view-workshops", async (_req, res) => {
    res.json((await s.workshops.listPublic()).map(workshopRow));
  });

  r.post("/add-workshop", admin, upload.single("posterImage"), async (req, res) => {
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

  r.delete("/delete-workshop/:id", admin, async (req, res) => {
    await s.workshops.remove(Number(req.params.id));
    res.json({ status: true, message: "Workshop deleted successfully" });
  });

  // Multipart as the storefront sends it; JSON and form-encoded bodies are parsed before this.
  r.post("/join-workshop", fieldsOnly, async (req, res) => {
    const b = req.body ?? {};
    const { join, workshop, seatsLeft } = await s.workshops.join(
      { workshopId: b.workshopId, fullName: b.fullName, phone: b.phone, address: b.address, email: b.email, numberOfPeople: b.numberOfPeople },
      req.ip ?? "unknown",
    );
    res.status(201).json({ status: true, message: `You have joined ${workshop.title}!`, id: join.id, seats_left: seatsLeft });
  });

  r.get("/join-summary", admin, async (_req, res) => {
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

  r.get("/join-details/:workshopId", admin, async (req, res) => {
    res.json(
      (await s.workshops.participants(Number(req.params.workshopId))).map((j) => ({
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
