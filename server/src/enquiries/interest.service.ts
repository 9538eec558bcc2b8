/**
 * Interest in a gallery photograph: a visitor's name, email and optional phone and message, kept
 * with a copy of what the photograph was at the time.
 */
import { isEmailAddress } from "../core/email.js";
import { clientKeyOf } from "../core/client-address.js";
import { idOf } from "../core/ids.js";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { inMemory, type LimiterFactory } from "../core/rate-limit.js";
import type { DataSource, Repository } from "typeorm";
import { applyList, type ListParams, type ListShape } from "../core/list.js";
import { AppError, badInput, notFound } from "../core/errors.js";
import type { GalleryService } from "../gallery/gallery.service.js";
import { InterestSubmission } from "./interest.entity.js";

export interface InterestInput {
  galleryItemId?: string | number | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
}

const shape: ListShape<InterestSubmission> = {
  alias: "s",
  sortable: { id: "s.id", submittedAt: "s.submittedAt", name: "s.name", email: "s.email", imageTitle: "s.imageTitle" },
  defaultSort: "submittedAt",
  search: ["s.name", "s.email", "s.imageTitle", "s.message"],
};

export class InterestService {
  private readonly repo: Repository<InterestSubmission>;
  /** A person sends a few of these; a script sends hundreds. */
  /** Submissions per client: 10 in 10 minutes, counted across instances. */
  private readonly perClient: RateLimiterAbstract;

  constructor(
    ds: DataSource,
    private readonly gallery: GalleryService,
    limiter: LimiterFactory = inMemory,
  ) {
    this.perClient = limiter({ keyPrefix: "interest", points: 10, duration: 10 * 60 });
    this.repo = ds.getRepository(InterestSubmission);
  }

  async submit(input: InterestInput, clientKey: string): Promise<InterestSubmission> {
    const name = (input.name ?? "").trim();
    const email = (input.email ?? "").trim();
    if (!name || !email) throw badInput("Please fill in your name and email");
    if (!isEmailAddress(email)) throw badInput("Please enter a valid email address");
    if (name.length > 100) throw badInput("Name must be at most 100 characters");
    const phone = (input.phone ?? "").trim();
    if (phone.length > 30) throw badInput("Phone number must be at most 30 characters");
    const message = (input.message ?? "").trim();
    if (message.length > 2000) throw badInput("Message must be at most 2000 characters");
    const itemId = idOf(input.galleryItemId);
    if (!Number.isInteger(itemId) || itemId <= 0) throw badInput("Please choose a photograph");
    const item = await this.gallery.get(itemId);
    if (!item) throw notFound("That photograph is no longer in the gallery");
    await this.perClient.consume(clientKeyOf(clientKey)).catch(() => {
      throw new AppError("TOO_MANY_REQUESTS", "Too many submissions. Please try again later.");
    });
    return this.repo.save(
      this.repo.create({
        name,
        email,
        phone,
        message,
        galleryItemId: item.id,
        imageTitle: item.title,
        categoryName: item.category?.name ?? "",
        locationName: item.locations
          .map((l) => l.name)
          .join(", ")
          .slice(0, 500),
      }),
    );
  }

  list(params: ListParams<object>): Promise<InterestSubmission[]> {
    return applyList(this.repo.createQueryBuilder("s"), shape, { sortOrder: "DESC", ...params }, true).getMany();
  }

  count(params: ListParams<object>): Promise<number> {
    return applyList(this.repo.createQueryBuilder("s"), shape, params, false).getCount();
  }

  get(id: number): Promise<InterestSubmission | null> {
    return this.repo.findOneBy({ id });
  }

  async remove(id: number): Promise<InterestSubmission> {
    const found = await this.get(id);
    if (!found) throw notFound("Interest submission not found");
    await this.repo.delete({ id });
    return found;
  }
}
