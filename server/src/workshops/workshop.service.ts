/**
 * Workshops and trips: the owner publishes them, visitors join them. The seats belong to the
 * server: a join is one transaction whose conditional UPDATE adds the people to `seatsTaken` only
 * while they fit in `maxParticipants` (… WHERE seatsTaken + n <= maxParticipants), and inserts the
 * participant only when that update hit the row. The UPDATE takes the row's write lock on MariaDB
 * and the database's write lock on SQLite, so concurrent joins queue on it and re-read the count:
 * the trip can never be overbooked. Removing a participant gives the seats back the same way.
 *
 * One join per mobile number per workshop (issue 42 item 10): the number typed is folded to one key
 * (core/mobile.ts) and a unique key on (workshopId, mobile) refuses a second join of it, also when
 * two arrive at once. A client (an IPv6 one by its /64) makes at most 10 joins of a workshop a day.
 * A cancel (the owner's) takes the workshop's row first, as a join does, so the two queue and the
 * seats stay the people of the joins left; the cancelled join is deleted, which frees its number.
 */
import { singleLine, textOf } from "../core/text.js";
import { isEmailAddress } from "../core/email.js";
import { idOf } from "../core/ids.js";
import { indiaDate } from "../core/india-time.js";
import { NO_EVENTS, type EventSink } from "../core/events.js";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { toCsv } from "../core/csv.js";
import { AppError, badInput, conflict, isUniqueViolation, notFound } from "../core/errors.js";
import { clientKeyOf } from "../core/client-address.js";
import { mobileKeyOf } from "../core/mobile.js";
import { tamilField } from "../core/tamil.js";
import type { MailService } from "../mail/mail.service.js";
import { MediaAsset } from "../media/media-asset.entity.js";
import type { MediaService, UploadedFile } from "../media/media.service.js";
import { JOIN_PHONE_LENGTH, WorkshopJoin } from "./workshop-join.entity.js";
import { Workshop } from "./workshop.entity.js";

/** Spec admin §5 "Add workshop" and storefront §5 "Workshop join", word for word. */
export const WORKSHOP_REQUIRED = "Please fill in all required fields";
export const MAX_PEOPLE_PER_JOIN = 5;
export const PEOPLE_BOUNDS = `Number of people must be from 1 to ${MAX_PEOPLE_PER_JOIN}`;
export const WORKSHOP_NOT_FOUND = "Workshop not found";
export const WORKSHOP_PAST = "This trip has already taken place: it can no longer be joined.";
/** The spec has no text for it (issue 42 item 10). */
export const ALREADY_JOINED = "This mobile number has already joined this trip.";
export const TOO_MANY_JOINS = "Too many joins from here. Please try again later.";
/** Joins of one workshop a client may make in a day: a family or a few phones behind one carrier's NAT, not a bot. */
export const JOINS_PER_CLIENT_PER_DAY = 10;
const MAX_SEATS = 10_000;
/** The shape of a phone number; its length is the column's (JOIN_PHONE_LENGTH), checked apart. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,}[0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 409 of a join that does not fit: says how many seats are left. */
export function seatsLeftMessage(left: number, asked: number): string {
  if (left <= 0) return "Sorry, this trip is full: 0 seats left.";
  return `Only ${left} ${left === 1 ? "seat is" : "seats are"} left on this trip: you asked for ${asked}.`;
}

/** Today in India (the business's day), as YYYY-MM-DD: a trip on this day can still be joined. */
export function todayInIndia(now = new Date()): string {
  return indiaDate(now);
}

/** A trip whose travel date is before today (India time); a trip without a date is not past. */
export const isPast = (w: Pick<Workshop, "travelDate">, today = todayInIndia()) => w.travelDate != null && w.travelDate < today;

/** Tags and includes arrive as a list, a JSON list text (tagsJson) or comma-separated text. */
export function toList(value: unknown): string[] {
  let items: unknown[];
  if (value == null) items = [];
  else if (Array.isArray(value)) items = value;
  else {
    const text = textOf(value).trim();
    let parsed: unknown = undefined;
    if (text.startsWith("[")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw badInput("Tags and includes must be a JSON list of texts or comma-separated text");
      }
    }
    items = Array.isArray(parsed) ? parsed : text.split(",");
  }
  const list = items
    .flatMap((v) => textOf(v).split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > 30 || list.some((s) => s.length > 100)) throw badInput("Tags and includes: at most 30 items of 100 characters each");
  return [...new Set(list)];
}

const TAMIL_LIMITS = { titleTa: ["Title", 200], descriptionTa: ["Description", 10_000], destinationTa: ["Destination", 200] } as const;
type TamilKey = keyof typeof TAMIL_LIMITS;

/** The Tamil fields the input names (undefined ones left out: kept as they are), checked like their English ones. */
function tamilOf(input: WorkshopInput): Partial<Pick<Workshop, TamilKey>> {
  const out: Partial<Pick<Workshop, TamilKey>> = {};
  for (const [key, [label, max]] of Object.entries(TAMIL_LIMITS) as [TamilKey, readonly [string, number]][])
    if (input[key] !== undefined) out[key] = tamilField(input[key], null, max, label);
  return out;
}

export interface WorkshopInput {
  title?: string | null;
  description?: string | null;
  destination?: string | null;
  /** In Tamil (issue 30): undefined keeps, null or blank clears. */
  titleTa?: string | null;
  descriptionTa?: string | null;
  destinationTa?: string | null;
  travelDate?: string | null;
  duration?: string | null;
  maxParticipants?: number | string | null;
  organizer?: string | null;
  cost?: string | null;
  meetingPoint?: string | null;
  tags?: unknown;
  includes?: unknown;
  posterId?: string | number | null;
}

export interface JoinInput {
  workshopId?: string | number | null;
  fullName?: string | null;
  phone?: string | null;
  address?: string | null;
  email?: string | null;
  numberOfPeople?: string | number | null;
}

export interface JoinSummaryRow {
  workshopId: number;
  workshopTitle: string;
  travelDate: string | null;
  maxParticipants: number;
  totalPeople: number;
  joins: number;
}

type WorkshopFields = Omit<Workshop, "id" | "poster" | "joins" | "createdAt" | "updatedAt" | "seatsTaken" | TamilKey>;

const shape: ListShape<Workshop> = {
  alias: "w",
  sortable: {
    id: "w.id",
    title: "w.title",
    travelDate: "w.travelDate",
    destination: "w.destination",
    createdAt: "w.createdAt",
    maxParticipants: "w.maxParticipants",
    seatsTaken: "w.seatsTaken",
  },
  defaultSort: "travelDate",
  search: ["w.title", "w.destination", "w.organizer"],
};

const text = (v: unknown) => textOf(v).trim();

function checkLength(label: string, value: string, max: number) {
  if (value.length > max) throw badInput(`${label} must be at most ${max} characters`);
}

function parseDate(value: unknown): string | null {
  const d = text(value);
  if (!d) return null;
  // Accept an ISO date-time from a date picker too; only the day counts.
  const day = d.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!DATE.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) throw badInput("Travel date must be a date (YYYY-MM-DD)");
  return day;
}

function parseSeats(value: unknown): number {
  const n = typeof value === "number" ? value : /^\s*\d+\s*$/.test(text(value)) ? Number(text(value)) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEATS) throw badInput(`Max participants must be a whole number from 1 to ${MAX_SEATS}`);
  return n;
}

/** The people of one join: digits only, 1 to 5 (the storefront's rule, held by the server too). */
export function parsePeople(value: unknown): number {
  const raw = typeof value === "number" ? value : /^\s*\d{1,3}\s*$/.test(text(value)) ? Number(text(value)) : NaN;
  if (!Number.isInteger(raw) || raw < 1 || raw > MAX_PEOPLE_PER_JOIN) throw badInput(PEOPLE_BOUNDS);
  return raw;
}

export class WorkshopService {
  /** Joins per client: 200 in 10 minutes across workshops, counted across instances. */
  private readonly perClient: RateLimiterAbstract;
  /** Joins per client per workshop: 10 a day (issue 42 item 10), counted across instances. */
  private readonly perClientPerWorkshop: RateLimiterAbstract;

  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly events: EventSink<"workshop.joined"> = NO_EVENTS,
    limiter: LimiterFactory = inMemory,
  ) {
    this.perClient = limiter({ keyPrefix: "workshop-joins", points: 200, duration: 10 * 60 });
    this.perClientPerWorkshop = limiter({ keyPrefix: "workshop-joins-day", points: JOINS_PER_CLIENT_PER_DAY, duration: 24 * 60 * 60 });
  }

  /** The storefront's list: coming trips by date (undated ones after them), then past trips, latest first. */
  async listPublic(): Promise<Workshop[]> {
    const all = await this.withPoster(this.ds.getRepository(Workshop).createQueryBuilder("w")).orderBy("w.id", "ASC").getMany();
    const today = todayInIndia();
    const key = (w: Workshop) =>
      isPast(w, today) ? `2|${9999 - Number(w.travelDate!.slice(0, 4))}${w.travelDate}` : w.travelDate ? `0|${w.travelDate}` : "1|";
    return all.sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka.startsWith("2|") && kb.startsWith("2|")) return b.travelDate!.localeCompare(a.travelDate!) || a.id - b.id;
      return ka.localeCompare(kb) || a.id - b.id;
    });
  }

  /** Workshops as the storefront lists them (every one, coming and past), in id order, `size` after `afterId` once `skip` are skipped: only what a sitemap names (id, title, dates). */
  batchAfter(afterId: number, size: number, skip = 0): Promise<Workshop[]> {
    return this.ds
      .getRepository(Workshop)
      .createQueryBuilder("w")
      .select(["w.id", "w.title", "w.createdAt", "w.updatedAt"])
      .where("w.id > :after", { after: afterId })
      .orderBy("w.id", "ASC")
      .offset(Math.max(0, skip))
      .limit(Math.min(Math.max(1, size), 1000))
      .getMany();
  }

  /** When a workshop last changed (the newest `updatedAt`), or null when there is none. */
  async lastChange(): Promise<Date | null> {
    const row = await this.ds
      .getRepository(Workshop)
      .createQueryBuilder("w")
      .select(["w.id", "w.updatedAt"])
      .orderBy("w.updatedAt", "DESC")
      .addOrderBy("w.id", "DESC")
      .limit(1)
      .getOne();
    return row?.updatedAt ?? null;
  }

  /** How many workshops the storefront lists. */
  countPublic(): Promise<number> {
    return this.ds.getRepository(Workshop).count();
  }

  list(params: ListParams<object>): Promise<Workshop[]> {
    return applyList(this.withPoster(this.ds.getRepository(Workshop).createQueryBuilder("w")), shape, params, true).getMany();
  }

  count(params: ListParams<object>): Promise<number> {
    return applyList(this.ds.getRepository(Workshop).createQueryBuilder("w"), shape, params, false).getCount();
  }

  get(id: number, em: EntityManager = this.ds.manager): Promise<Workshop | null> {
    if (!Number.isInteger(id) || id <= 0) return Promise.resolve(null);
    return this.withPoster(em.getRepository(Workshop).createQueryBuilder("w")).where("w.id = :id", { id }).getOne();
  }

  /** Checks every field of a new (or fully restated) workshop; nothing is written before this passes. */
  validate(input: WorkshopInput): WorkshopFields {
    const title = text(input.title);
    const description = text(input.description);
    const destination = text(input.destination);
    if (!title || !description || !destination || text(input.maxParticipants) === "") throw badInput(WORKSHOP_REQUIRED);
    const fields: WorkshopFields = {
      title,
      description,
      destination,
      maxParticipants: parseSeats(input.maxParticipants),
      travelDate: parseDate(input.travelDate),
      duration: text(input.duration),
      organizer: text(input.organizer),
      cost: text(input.cost),
      meetingPoint: text(input.meetingPoint),
      tags: toList(input.tags),
      includes: toList(input.includes),
      posterId: input.posterId == null || input.posterId === "" ? null : idOf(input.posterId),
    };
    checkLength("Title", title, 200);
    checkLength("Description", description, 10_000);
    checkLength("Destination", destination, 200);
    checkLength("Duration", fields.duration, 100);
    checkLength("Organizer", fields.organizer, 200);
    checkLength("Cost", fields.cost, 100);
    checkLength("Meeting point", fields.meetingPoint, 300);
    if (fields.posterId !== null && (!Number.isInteger(fields.posterId) || fields.posterId <= 0)) throw badInput("The poster image was not uploaded");
    return fields;
  }

  async create(input: WorkshopInput): Promise<Workshop> {
    const fields = this.validate(input);
    const id = await this.ds.transaction(async (em) => {
      await this.checkPoster(em, fields.posterId);
      const saved = await em.getRepository(Workshop).save(em.getRepository(Workshop).create({ ...fields, ...tamilOf(input), seatsTaken: 0 }));
      return saved.id;
    });
    return (await this.get(id))!;
  }

  /** The multipart path: fields are checked before the poster is processed. */
  async createFromUpload(input: Omit<WorkshopInput, "posterId">, poster: UploadedFile | undefined): Promise<Workshop> {
    this.validate(input);
    return this.media.ingestAll(poster ? [poster] : [], ([asset]) => this.create({ ...input, posterId: asset?.id ?? null }));
  }

  /**
   * Changes the fields given, and only those: one UPDATE of the columns sent, so two admins editing
   * different fields of one workshop at once both keep their edit (a read-then-rewrite of every
   * field would put back what the other had just changed). The stored values only fill in the check
   * of the whole; a bad field refuses the edit before anything is written. Max participants never
   * drops below the people already joined (checked in the same UPDATE).
   */
  async update(id: number, input: WorkshopInput): Promise<Workshop> {
    await this.ds.transaction(async (em) => {
      const current = await this.get(id, em);
      if (!current) throw notFound(WORKSHOP_NOT_FOUND);
      const given = (k: keyof WorkshopInput) => input[k] !== undefined && input[k] !== null;
      const pick = <K extends keyof WorkshopInput>(k: K, fallback: WorkshopInput[K]) => (given(k) ? input[k] : fallback);
      const fields = this.validate({
        title: pick("title", current.title),
        description: pick("description", current.description),
        destination: pick("destination", current.destination),
        maxParticipants: pick("maxParticipants", current.maxParticipants),
        // An empty text clears the optional fields; null leaves them as they are.
        travelDate: pick("travelDate", current.travelDate),
        duration: pick("duration", current.duration),
        organizer: pick("organizer", current.organizer),
        cost: pick("cost", current.cost),
        meetingPoint: pick("meetingPoint", current.meetingPoint),
        tags: pick("tags", current.tags),
        includes: pick("includes", current.includes),
        posterId: given("posterId") ? (input.posterId === "" ? null : input.posterId) : current.posterId,
      });
      const changes = {
        ...Object.fromEntries(Object.entries(fields).filter(([k]) => given(k as keyof WorkshopInput))),
        ...tamilOf(input),
      } as Partial<WorkshopFields & Pick<Workshop, TamilKey>>;
      if (changes.posterId !== undefined) await this.checkPoster(em, changes.posterId);
      if (!Object.keys(changes).length) return;
      const query = em.createQueryBuilder().update(Workshop).set(changes).where("id = :id", { id });
      if (changes.maxParticipants !== undefined) query.andWhere("seatsTaken <= :max", { max: changes.maxParticipants });
      const result = await query.execute();
      if (!result.affected) {
        const now = await em.getRepository(Workshop).findOneBy({ id });
        if (!now) throw notFound(WORKSHOP_NOT_FOUND);
        throw conflict(`${now.seatsTaken} people have already joined this trip: max participants cannot be below ${now.seatsTaken}.`);
      }
    });
    return (await this.get(id))!;
  }

  /**
   * Deletes a workshop with its joins. `keepJoined`: refuse (409) when people have joined: an editor
   * may delete a trip nobody booked, never the bookings (customers' data, issue 47). Counted in the
   * deleting transaction, so a join that lands meanwhile is counted.
   */
  async remove(id: number, opts: { keepJoined?: boolean } = {}): Promise<Workshop> {
    const workshop = await this.get(id);
    if (!workshop) throw notFound(WORKSHOP_NOT_FOUND);
    await this.ds.transaction(async (em) => {
      if (opts.keepJoined) {
        const joined = await em.getRepository(WorkshopJoin).countBy({ workshopId: id });
        if (joined > 0) throw conflict(joinedRefusal(joined));
      }
      await em.getRepository(WorkshopJoin).delete({ workshopId: id });
      await em.getRepository(Workshop).delete({ id });
    });
    return workshop;
  }

  /**
   * A visitor joins with 1 to 5 people. Accepted only when they fit in the seats left, checked and
   * written in one transaction; otherwise a 409 that says how many seats are left. A number that has
   * joined the trip already is refused with a 409 that says so (before the seats: a full trip tells
   * the number it has joined). Every join tried counts against the client's limits, so the answer
   * 'already joined' cannot be used to test many numbers.
   */
  async join(input: JoinInput, clientKey: string): Promise<{ join: WorkshopJoin; workshop: Workshop; seatsLeft: number }> {
    const workshopId = Number(text(input.workshopId));
    // The name reaches the owner's mail (its Reply-To): one line, no bidi controls.
    const fullName = singleLine(text(input.fullName));
    const phone = text(input.phone);
    const address = text(input.address);
    const email = text(input.email) || null;
    if (!fullName || !phone || !address) throw badInput(WORKSHOP_REQUIRED);
    const people = parsePeople(input.numberOfPeople);
    if (!Number.isInteger(workshopId) || workshopId <= 0) throw notFound(WORKSHOP_NOT_FOUND);
    checkLength("Full name", fullName, 100);
    checkLength("Address", address, 500);
    checkLength("Phone number", phone, JOIN_PHONE_LENGTH);
    if (!PHONE.test(phone)) throw badInput("Please enter a valid phone number");
    if (email && !isEmailAddress(email)) throw badInput("Please enter a valid email address");
    const mobile = mobileKeyOf(phone);
    const client = clientKeyOf(clientKey);
    const tooMany = () => {
      throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_JOINS);
    };
    await this.perClient.consume(client).catch(tooMany);
    await this.perClientPerWorkshop.consume(`${workshopId}|${client}`).catch(tooMany);

    // Asked before the transaction, apart: a read inside it would fix MariaDB's snapshot before the
    // seats' lock is taken, and the figures of a refusal would be the stale ones. The unique key
    // below is what holds; this only lets a full trip tell a number that it has joined already.
    if (await this.ds.getRepository(WorkshopJoin).existsBy({ workshopId, mobile })) throw conflict(ALREADY_JOINED);
    const today = todayInIndia();
    const joinId = await this.ds
      .transaction(async (em) => {
        const taken = await em
          .createQueryBuilder()
          .update(Workshop)
          .set({ seatsTaken: () => "seatsTaken + :people" })
          .where("id = :id AND seatsTaken + :people <= maxParticipants AND (travelDate IS NULL OR travelDate >= :today)")
          .setParameters({ id: workshopId, people, today })
          .execute();
        if (!taken.affected) {
          // Read under the same lock: the figures in the message are the ones that refused the join.
          const w = await em.getRepository(Workshop).findOneBy({ id: workshopId });
          if (!w) throw notFound(WORKSHOP_NOT_FOUND);
          if (isPast(w, today)) throw conflict(WORKSHOP_PAST);
          throw new AppError("CONFLICT", seatsLeftMessage(w.maxParticipants - w.seatsTaken, people), {
            seatsLeft: Math.max(0, w.maxParticipants - w.seatsTaken),
          });
        }
        // Two joins of one number at once: the unique key refuses the second, whose seats roll back with it.
        const saved = await em.getRepository(WorkshopJoin).insert({ workshopId, fullName, phone, mobile, address, email, numberOfPeople: people });
        const id = Number(saved.identifiers[0].id);
        const w = await em.getRepository(Workshop).findOneByOrFail({ id: workshopId });
        await this.events.emit(em, "workshop.joined", {
          id,
          workshop: { id: w.id, title: w.title, travelDate: w.travelDate, seatsLeft: Math.max(0, w.maxParticipants - w.seatsTaken) },
          fullName,
          phone,
          email,
          address,
          numberOfPeople: people,
        });
        await this.mailJoin(em, { fullName, phone, address, email, numberOfPeople: people }, w);
        return id;
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? conflict(ALREADY_JOINED) : err;
      });
    this.mail.flush();

    const join = await this.ds.getRepository(WorkshopJoin).findOneByOrFail({ id: joinId });
    const workshop = (await this.get(workshopId))!;
    const seatsLeft = Math.max(0, workshop.maxParticipants - workshop.seatsTaken);
    return { join, workshop, seatsLeft };
  }

  /**
   * The owner cancels a join: the participant is removed, their seats are free again and their
   * number may join again; once however many times it is asked at once. The workshop's row is taken
   * first, as a join takes it: a cancel and a join of one trip queue on it (on MariaDB, the other
   * order could deadlock: a join of the cancelled number, holding the row, waiting on the deleted
   * key, while the cancel waits on the row).
   */
  async removeJoin(id: number): Promise<WorkshopJoin> {
    const join = await this.ds.getRepository(WorkshopJoin).findOneBy({ id });
    if (!join) throw notFound("Participant not found");
    const gone = new Error("already removed");
    await this.ds
      .transaction(async (em) => {
        await em
          .createQueryBuilder()
          .update(Workshop)
          .set({ seatsTaken: () => "seatsTaken - :people" })
          .where("id = :id AND seatsTaken >= :people")
          .setParameters({ id: join.workshopId, people: join.numberOfPeople })
          .execute();
        // Removed by another request meanwhile: its seats were given back there, so not here again.
        if (!(await em.getRepository(WorkshopJoin).delete({ id })).affected) throw gone;
      })
      .catch((err: unknown) => {
        throw err === gone ? notFound("Participant not found") : err;
      });
    return join;
  }

  /** Per workshop: people joined and joins, in one grouped query (every workshop, also those with none). */
  async joinSummary(): Promise<JoinSummaryRow[]> {
    const rows = await this.ds
      .getRepository(Workshop)
      .createQueryBuilder("w")
      .leftJoin(WorkshopJoin, "j", "j.workshopId = w.id")
      .select(["w.id AS workshopId", "w.title AS workshopTitle", "w.travelDate AS travelDate", "w.maxParticipants AS maxParticipants"])
      .addSelect("COALESCE(SUM(j.numberOfPeople), 0)", "totalPeople")
      .addSelect("COUNT(j.id)", "joins")
      .groupBy("w.id")
      .addGroupBy("w.title")
      .addGroupBy("w.travelDate")
      .addGroupBy("w.maxParticipants")
      .orderBy("w.travelDate", "ASC")
      .addOrderBy("w.id", "ASC")
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      workshopId: Number(r.workshopId),
      workshopTitle: String(r.workshopTitle),
      travelDate: (r.travelDate as string | null) ?? null,
      maxParticipants: Number(r.maxParticipants),
      totalPeople: Number(r.totalPeople),
      joins: Number(r.joins),
    }));
  }

  /** The participants of a workshop, first joined first. */
  async participants(workshopId: number): Promise<WorkshopJoin[]> {
    if (!Number.isInteger(workshopId) || workshopId <= 0) throw notFound(WORKSHOP_NOT_FOUND);
    const exists = await this.ds.getRepository(Workshop).existsBy({ id: workshopId });
    if (!exists) throw notFound(WORKSHOP_NOT_FOUND);
    return this.ds.getRepository(WorkshopJoin).find({ where: { workshopId }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** The participants as CSV for the owner's spreadsheet. */
  async participantsCsv(workshopId: number): Promise<string> {
    const rows = await this.participants(workshopId);
    return toCsv(
      ["name", "phone", "email", "people", "address", "joinedAt"],
      rows.map((j) => [j.fullName, j.phone, j.email ?? "", j.numberOfPeople, j.address, j.createdAt]),
    );
  }

  private withPoster(qb: SelectQueryBuilder<Workshop>) {
    return qb.leftJoinAndSelect("w.poster", "p");
  }

  private async checkPoster(em: EntityManager, posterId: number | null) {
    if (posterId !== null && !(await em.getRepository(MediaAsset).existsBy({ id: posterId }))) throw badInput("The poster image was not uploaded");
  }

  /** The joiner's and the owner's mails, queued in the join's transaction. */
  private async mailJoin(em: EntityManager, join: Pick<WorkshopJoin, "fullName" | "phone" | "address" | "email" | "numberOfPeople">, w: Workshop) {
    const when = [
      w.travelDate ? `Date: ${w.travelDate}` : null,
      w.duration ? `Duration: ${w.duration}` : null,
      w.meetingPoint ? `Meeting point: ${w.meetingPoint}` : null,
      w.cost ? `Cost: ${displayCost(w.cost)}` : null,
    ]
      .filter(Boolean)
      .join("\n");
    const people = `${join.numberOfPeople} ${join.numberOfPeople === 1 ? "person" : "people"}`;
    const link = `${this.publicUrl}/workshops?workshop=${w.id}`;
    if (join.email) {
      await this.mail.queue(em, {
        to: join.email,
        subject: `You have joined ${w.title}`,
        // Nobody has confirmed this address: the mail carries no name the visitor typed.
        text: `Hello,\n\nThank you for joining "${w.title}" to ${w.destination} for ${people}. We will call you on ${join.phone} with the details before the trip.\n\n${when}\n\n${link}\n\nChennai Wildlife Prints`,
      });
    }
    await this.mail.queue(em, {
      to: this.mail.adminEmail,
      subject: `Workshop join: ${w.title} — ${people}`,
      text: `${join.fullName} joined "${w.title}" for ${people}.\n\nPhone: ${join.phone}\n${join.email ? `Email: ${join.email}\n` : ""}Address: ${join.address}\n\nSeats taken: ${w.seatsTaken} of ${w.maxParticipants}`,
      ...(join.email ? { replyTo: { name: join.fullName, address: join.email } } : {}),
    });
  }
}

/** The cost as shown to visitors: a cost typed with a '$' is shown with '₹' (spec §9); the stored text is kept. */
export const displayCost = (cost: string) => cost.replace(/^(\s*)\$\s?/, "$1₹");

/** Why an editor may not delete a trip people have joined. */
export const joinedRefusal = (joined: number) =>
  `${joined} ${joined === 1 ? "person has" : "people have"} joined this trip: only a manager or the owner may delete it with their bookings.`;
