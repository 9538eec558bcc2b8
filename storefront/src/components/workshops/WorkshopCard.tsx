// One workshop (spec §2 "Workshops page", §3 "Workshop", §4 "Workshop card"): poster (a
// placeholder when none), title, description, destination, organizer, date and duration, cost
// ('$' shown as '₹', by the server's displayCost), includes, tags and the seats left; 'Join Trip',
// or a disabled 'Trip Full' when the server says every seat is taken, and the Share menu. Its title
// links to the workshop's own page (/workshops/{id}/{slug}), which draws this same card as the page.
import { Binoculars, CalendarDays, Check, IndianRupee, MapPin, Tag, UserRound, UsersRound } from "lucide-react";
import { workshopPath } from "@shop/seo";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { graphql } from "../../gql";
import { Localized, useLocalized } from "../../i18n/localized";
import { useLocale, useT, type Locale } from "../../i18n";
import { formatDate } from "../../i18n/dates";
import type { WorkshopCard_WorkshopFragment } from "../../gql/graphql";
import { deferred, useDeferred } from "../../lib/deferred";
import { ResponsiveImage } from "../ResponsiveImage";
import { ShareMenu } from "../ShareMenu";

export const joinDialogModule = deferred(() => import("./JoinDialog"));

export const WorkshopCard_workshop = graphql(`
  fragment WorkshopCard_workshop on Workshop {
    id
    title
    titleTa
    description
    descriptionTa
    destination
    destinationTa
    travelDate
    duration
    organizer
    displayCost
    meetingPoint
    includes
    tags
    maxParticipants
    seatsLeft
    isFull
    isPast
    poster {
      ...ResponsiveImage_asset
    }
  }
`);

const CARD_IMAGE_SIZES = "(min-width:1024px) 50vw, 100vw";
const PAGE_IMAGE_SIZES = "(min-width:1024px) 960px, 100vw";

export function workshopAnchor(id: string): string {
  return `workshop-${id}`;
}

/** "Sat, 20 Dec 2025" from the stored YYYY-MM-DD, in the page's language. */
export function formatTravelDate(day: string, locale: Locale = "en"): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : formatDate(locale, d, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span className="text-forest">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * `priority`: the page's first card, whose poster is its largest paint. `page`: the card is the
 * workshop's own page (its title the page's h1, not a link; the poster drawn at once).
 */
export function WorkshopCard({
  workshop,
  highlighted = false,
  priority = false,
  page = false,
}: {
  workshop: WorkshopCard_WorkshopFragment;
  highlighted?: boolean;
  priority?: boolean;
  page?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const pick = useLocalized();
  const title = pick(workshop.title, workshop.titleTa);
  const destination = pick(workshop.destination, workshop.destinationTa);
  const [joinOpen, setJoinOpen] = useState(false);
  const [joinDialog, loadJoinDialog] = useDeferred(joinDialogModule);
  const JoinDialog = joinDialog?.default;
  const joinButton = useRef<HTMLButtonElement>(null);

  const anchor = workshopAnchor(workshop.id);
  const headingId = `${anchor}-title`;
  // The workshop's own page: the server draws its Open Graph tags.
  const shareUrl = workshopPath(workshop.id, workshop.title);
  const Heading = page ? "h1" : "h2";
  const Subheading = page ? "h2" : "h3";
  const shareText = t("workshop.shareText", {
    title: workshop.title,
    hasDestination: workshop.destination ? "yes" : "no",
    destination: workshop.destination ?? "",
  });
  const when = [workshop.travelDate ? formatTravelDate(workshop.travelDate, locale) : null, workshop.duration || null].filter(Boolean).join(" · ");
  const icon = "size-4";

  return (
    <article
      id={anchor}
      aria-labelledby={headingId}
      className={`flex scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 transition-shadow ${
        highlighted ? "ring-2 ring-kingfisher" : "ring-ink/5"
      }`}
    >
      <div className="relative aspect-[16/9] bg-sand">
        {workshop.poster ? (
          <ResponsiveImage
            asset={workshop.poster}
            alt={t("workshop.poster", { title: workshop.title })}
            sizes={page ? PAGE_IMAGE_SIZES : CARD_IMAGE_SIZES}
            loading={priority || page ? "eager" : "lazy"}
            fetchPriority={priority || page ? "high" : undefined}
            fill
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-forest-800 to-forest-600 text-white/85">
            <Binoculars className="size-10" aria-hidden="true" />
            <span className="text-sm font-medium">{workshop.destination || t("workshop.trip")}</span>
          </div>
        )}
        <span
          className={`absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
            workshop.isPast ? "bg-white/90 text-ink" : workshop.isFull ? "bg-alert text-white" : "bg-white/95 text-forest-800"
          }`}
        >
          <UsersRound className="size-3.5" aria-hidden="true" />
          {workshop.isPast
            ? t("workshop.completed")
            : workshop.isFull
              ? t("workshop.noSeats")
              : t("workshop.seatsLeft", { count: workshop.seatsLeft, max: workshop.maxParticipants })}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading id={headingId} className={`${page ? "text-3xl sm:text-4xl" : "text-2xl"} leading-snug font-semibold text-forest-800`} lang={title.lang}>
          {page ? (
            title.text
          ) : (
            <Link to={shareUrl} className="underline-offset-4 hover:underline">
              {title.text}
            </Link>
          )}
        </Heading>
        <Localized as="p" className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-muted" en={workshop.description} ta={workshop.descriptionTa} />

        <dl className="mt-5 grid grid-cols-1 gap-4 border-t border-ink/10 pt-5 sm:grid-cols-2">
          <Fact icon={<MapPin className={icon} aria-hidden="true" />} label={t("workshop.destination")}>
            <span lang={destination.lang}>{destination.text}</span>
            {workshop.meetingPoint && <span className="block text-xs text-ink-muted">{t("workshop.meetAt", { place: workshop.meetingPoint })}</span>}
          </Fact>
          {workshop.organizer && (
            <Fact icon={<UserRound className={icon} aria-hidden="true" />} label={t("workshop.organizer")}>
              {workshop.organizer}
            </Fact>
          )}
          {when && (
            <Fact icon={<CalendarDays className={icon} aria-hidden="true" />} label={t("workshop.when")}>
              {when}
            </Fact>
          )}
          {workshop.displayCost && (
            <Fact icon={<IndianRupee className={icon} aria-hidden="true" />} label={t("workshop.cost")}>
              <span className="font-semibold">{workshop.displayCost}</span>
            </Fact>
          )}
        </dl>

        {workshop.includes.length > 0 && (
          <div className="mt-5">
            <Subheading className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t("workshop.includes")}</Subheading>
            <ul className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
              {workshop.includes.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm text-ink">
                  <Check className="mt-0.5 size-4 shrink-0 text-forest" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}

        {workshop.tags.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {workshop.tags.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-kingfisher/12 px-2.5 py-1 text-xs font-semibold text-kingfisher-700">
                <Tag className="size-3.5" aria-hidden="true" />
                {tag}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto flex gap-3 pt-6">
          {workshop.isPast ? (
            <button type="button" className="btn btn-outline flex-1" disabled>
              {t("workshop.tripCompleted")}
            </button>
          ) : workshop.isFull ? (
            <button type="button" className="btn btn-outline flex-1" disabled>
              {t("workshop.tripFull")}
            </button>
          ) : (
            <button
              ref={joinButton}
              type="button"
              className="btn btn-primary flex-1"
              aria-haspopup="dialog"
              // In a list, named for its workshop, as a card's Add to Cart names its print: a tap held
              // before hydration is replayed only onto this trip's button, never onto another card
              // drawn in its place (issue 43). The workshop's own page has one trip: its plain label.
              aria-label={page ? undefined : t("workshop.joinLabel", { title: title.text })}
              onPointerEnter={loadJoinDialog}
              onFocus={loadJoinDialog}
              onClick={() => {
                loadJoinDialog();
                setJoinOpen(true);
              }}
            >
              {t("workshop.join")}
            </button>
          )}
          <ShareMenu url={shareUrl} text={shareText} copiedMessage={t("workshop.copied")} showCopied />
        </div>
      </div>

      {JoinDialog && (
        <JoinDialog
          workshopId={workshop.id}
          title={workshop.title}
          seatsLeft={workshop.seatsLeft}
          open={joinOpen}
          onOpenChange={setJoinOpen}
          returnFocus={() => joinButton.current?.focus()}
        />
      )}
    </article>
  );
}
