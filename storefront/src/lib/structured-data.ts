// Structured data (issue 25): the schema.org JSON-LD a page carries in the server's first HTML, so
// that search engines know a print as a Product with its offers, a gallery group's photographs with
// their licence, a workshop as an Event, a post as a BlogPosting, and the business behind them.
// Pure functions of the page's data and the site's origin (PUBLIC_URL): every URL they write is
// absolute. A page names what it shows with `useStructuredData` (lib/page-title.ts, a plain
// `StructuredRequest`); the server's render (entry-server.tsx) reads the business's facts and builds
// the JSON-LD with this module, which only the server bundle imports: browsers never download it.

export type Thing = { "@type": string | string[] } & Record<string, unknown>;

const SCHEMA = "https://schema.org";

/** The business's facts a page's structured data names (a subset of BusinessSettings). */
export interface BusinessFacts {
  name: string;
  legalName?: string | null;
  address?: string | null;
  /** The address and city in Tamil, when the owner wrote them (a Tamil page's data names them). */
  addressTa?: string | null;
  city?: string | null;
  cityTa?: string | null;
  email?: string | null;
  phone?: string | null;
  instagramUrl?: string | null;
  facebookUrl?: string | null;
}

/** The photographs' credits (BusinessSettings: copyrightHolder, creator, creditLine, licensingUrl). */
export interface CreditFacts {
  copyrightHolder: string;
  creator: string;
  creditLine: string;
  /** Where a photograph is licensed, as the images' own XMP says (by default this site's /licensing). */
  licensingUrl?: string | null;
}

/** The node id of the business, so that every page's data can name it without repeating it. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** An absolute URL on the site for a path (or the URL itself when already absolute). */
export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

/** Paise as rupees with two decimals, exactly (no binary fraction): 149900 → "1499.00". */
export function rupees(paise: number): string {
  const p = Math.round(paise);
  return `${Math.trunc(p / 100)}.${String(Math.abs(p % 100)).padStart(2, "0")}`;
}

/** A moment as a W3C date-time in India's time, e.g. 2026-11-26T19:15:00+05:30. */
export function inIndia(moment: string | Date): string {
  const ms = new Date(moment).getTime() + 330 * 60_000;
  return `${new Date(ms).toISOString().slice(0, 19)}+05:30`;
}

/** The last day (India time, YYYY-MM-DD) before a moment that ends something: a sale ending at midnight ends on the day before. */
export function lastDayBefore(moment: string | Date): string {
  return inIndia(new Date(new Date(moment).getTime() - 1)).slice(0, 10);
}

/** The image URLs of a srcset ("/media/…/320.webp 320w, …"), widest first, absolute. */
export function srcsetUrls(origin: string, srcset: string, fallback?: string): string[] {
  const entries = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, w]) => url && /^\d+w$/.test(w ?? ""))
    .map(([url, w]) => ({ url: absolute(origin, url), width: parseInt(w, 10) }))
    .sort((a, b) => b.width - a.width);
  const urls = entries.map((e) => e.url);
  return urls.length ? urls : fallback ? [absolute(origin, fallback)] : [];
}

/** The postal address in the settings: the street as written, the city, the PIN code when there is one, India. */
function postalAddress(business: BusinessFacts): Thing {
  const locality = (business.city ?? "").split(",")[0].trim() || "Chennai";
  const pin = /\b\d{6}\b/.exec(business.address ?? "")?.[0];
  return {
    "@type": "PostalAddress",
    ...(business.address ? { streetAddress: business.address } : {}),
    addressLocality: locality,
    addressRegion: "Tamil Nadu",
    ...(pin ? { postalCode: pin } : {}),
    addressCountry: "IN",
  };
}

/** The business: name, site, logo, address, how to reach it and its social profiles. */
export function organizationLd(origin: string, business: BusinessFacts): Thing {
  const sameAs = [business.instagramUrl, business.facebookUrl].filter((u): u is string => Boolean(u));
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: business.name,
    ...(business.legalName ? { legalName: business.legalName } : {}),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    address: postalAddress(business),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * The site itself, with the search a visitor can run on it (issue 46): search engines may offer
 * a search box for the site that leads to its /search page.
 */
export function websiteLd(origin: string, business: BusinessFacts, searchPath = "/search"): Thing {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: business.name,
    url: `${origin}/`,
    publisher: { "@id": organizationId(origin) },
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}${searchPath}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

/** The trail from the home page to this one: Home › Shop › the print. */
export function breadcrumbLd(origin: string, crumbs: { name: string; path: string }[]): Thing {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absolute(origin, c.path) })),
  };
}

export interface ProductFacts {
  id: string;
  title: string;
  description: string;
  /** The print page's path. */
  path: string;
  image: { url: string; srcset: string };
  frames: { id: string; name: string; size: string; pricePaise: number; salePricePaise?: number | null; widthCm?: number | null; heightCm?: number | null }[];
  /** While a timed sale runs: when it ends (ISO 8601), the sale prices' last day; null: no end set or no sale. */
  saleEndsAt?: string | null;
  /** A limited edition (issue 45): the prints left of it, 0 when sold out or closed; null or absent: an open edition. */
  edition?: { remaining: number } | null;
}

/** An Offer's availability: an open edition is in stock; a limited one is LimitedAvailability while prints are left, then SoldOut. */
const availability = (edition: ProductFacts["edition"]) => `${SCHEMA}/${!edition ? "InStock" : edition.remaining > 0 ? "LimitedAvailability" : "SoldOut"}`;

/** Free delivery within India: handed to the courier in 0-7 days, delivered in 5-7 (the Shipping page). */
const shippingDetails = (): Thing => ({
  "@type": "OfferShippingDetails",
  shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "INR" },
  shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
  deliveryTime: {
    "@type": "ShippingDeliveryTime",
    handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 7, unitCode: "DAY" },
    transitTime: { "@type": "QuantitativeValue", minValue: 5, maxValue: 7, unitCode: "DAY" },
  },
});

/**
 * The Cancellation & Refund page: a print that arrives damaged or is not what was ordered is replaced
 * or refunded, reported within 48 hours of delivery, at no cost to the buyer.
 */
const returnPolicy = (origin: string): Thing => ({
  "@type": "MerchantReturnPolicy",
  applicableCountry: "IN",
  returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
  merchantReturnDays: 2,
  returnMethod: `${SCHEMA}/ReturnByMail`,
  returnFees: `${SCHEMA}/FreeReturn`,
  itemDefectReturnFees: `${SCHEMA}/FreeReturn`,
  merchantReturnLink: `${origin}/returns`,
});

/** A print for sale: one Offer per frame size, at the price the checkout charges (during a sale, the sale price, valid until its end). */
export function productLd(origin: string, print: ProductFacts, business: BusinessFacts): Thing {
  const url = absolute(origin, print.path);
  return {
    "@context": SCHEMA,
    "@type": "Product",
    "@id": `${url}#product`,
    name: print.title,
    description: print.description || print.title,
    image: srcsetUrls(origin, print.image.srcset, print.image.url),
    sku: `PRINT-${print.id}`,
    brand: { "@type": "Brand", name: business.name },
    offers: print.frames.map((f) => ({
      "@type": "Offer",
      sku: `PRINT-${print.id}-${f.id}`,
      name: `${print.title}, ${f.size} ${f.name}`.trim(),
      price: rupees(f.salePricePaise ?? f.pricePaise),
      priceCurrency: "INR",
      ...(f.salePricePaise != null && print.saleEndsAt ? { priceValidUntil: lastDayBefore(print.saleEndsAt) } : {}),
      availability: availability(print.edition),
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
      seller: { "@id": organizationId(origin) },
      shippingDetails: shippingDetails(),
      hasMerchantReturnPolicy: returnPolicy(origin),
    })),
  };
}

export interface GalleryFacts {
  title: string;
  /** When the group was published: the copyright notice's year. */
  createdAt: string;
  description: string;
  path: string;
  images: { title: string; image: { url: string; srcset: string; width: number; height: number } }[];
}

/** A gallery group: its photographs with Google's image-licence fields (the 'Licensable' badge). */
export function imageGalleryLd(origin: string, group: GalleryFacts, credits: CreditFacts): Thing {
  const url = absolute(origin, group.path);
  const year = new Date(Date.parse(group.createdAt) + 330 * 60_000).getUTCFullYear();
  return {
    "@context": SCHEMA,
    "@type": "ImageGallery",
    name: group.title,
    ...(group.description ? { description: group.description } : {}),
    url,
    image: group.images.map((i) => ({
      "@type": "ImageObject",
      contentUrl: srcsetUrls(origin, i.image.srcset, i.image.url)[0],
      name: i.title || group.title,
      width: i.image.width,
      height: i.image.height,
      creator: { "@type": "Person", name: credits.creator },
      creditText: credits.creditLine,
      copyrightNotice: `© ${year} ${credits.copyrightHolder}`,
      license: credits.licensingUrl || `${origin}/licensing`,
      acquireLicensePage: `${origin}/contact?type=Image%20licensing`,
    })),
  };
}

export interface EventFacts {
  title: string;
  description: string;
  path: string;
  travelDate?: string | null;
  duration: string;
  destination: string;
  meetingPoint: string;
  organizer: string;
  cost: string;
  isFull: boolean;
  poster?: { url: string; srcset: string } | null;
  createdAt: string;
}

/** A price written as a number ('₹18,500 per person', 'Rs. 2500'), in paise; null for 'Free', 'On request'… */
export function costPaise(cost: string): number | null {
  const m = /^\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?!\s*[%\d])/i.exec(cost);
  if (!m) return null;
  const whole = Number(m[1].replace(/,/g, ""));
  const fraction = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
  const paise = whole * 100 + fraction;
  return Number.isSafeInteger(paise) && paise > 0 ? paise : null;
}

/** The number of days a duration names ('3 days', '2 days / 1 night'), when it names one. */
function durationDays(duration: string): number | null {
  const m = /(\d+)\s*days?\b/i.exec(duration);
  const days = m ? Number(m[1]) : /\b(one|a|single)[- ]day\b|\bhalf[- ]day\b/i.test(duration) ? 1 : null;
  return days && days >= 1 && days <= 60 ? days : null;
}

/** A workshop or trip: when (India's time), where, who runs it and, when its cost is a number, its price. */
export function eventLd(origin: string, w: EventFacts, business: BusinessFacts): Thing | null {
  if (!w.travelDate || !/^\d{4}-\d{2}-\d{2}$/.test(w.travelDate)) return null; // no date, no Event
  const url = absolute(origin, w.path);
  const days = durationDays(w.duration);
  const endDate = days && days > 1 ? new Date(Date.parse(`${w.travelDate}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10) : null;
  const paise = costPaise(w.cost);
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: w.title,
    description: w.description || w.title,
    url,
    ...(w.poster ? { image: srcsetUrls(origin, w.poster.srcset, w.poster.url) } : {}),
    startDate: `${w.travelDate}T00:00:00+05:30`,
    ...(endDate ? { endDate: `${endDate}T23:59:59+05:30` } : {}),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: w.meetingPoint || w.destination,
      address: { "@type": "PostalAddress", addressLocality: w.destination, addressCountry: "IN" },
    },
    organizer: { "@type": "Organization", name: w.organizer || business.name, url: `${origin}/` },
    ...(paise !== null
      ? {
          offers: {
            "@type": "Offer",
            price: rupees(paise),
            priceCurrency: "INR",
            availability: `${SCHEMA}/${w.isFull ? "SoldOut" : "InStock"}`,
            url,
            validFrom: inIndia(w.createdAt),
          },
        }
      : {}),
  };
}

export interface PostFacts {
  id: string;
  title: string;
  excerpt: string;
  author?: string | null;
  createdAt: string;
  updatedAt: string;
  path: string;
  image?: { url: string; srcset: string } | null;
}

/** A blog post: headline, photograph, dates in India's time, its author and the business as publisher. */
export function blogPostingLd(origin: string, post: PostFacts, business: BusinessFacts): Thing {
  const url = absolute(origin, post.path);
  return {
    "@context": SCHEMA,
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    headline: post.title.slice(0, 110),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.image ? { image: srcsetUrls(origin, post.image.srcset, post.image.url) } : {}),
    datePublished: inIndia(post.createdAt),
    dateModified: inIndia(post.updatedAt),
    author: { "@type": "Person", name: post.author || business.name },
    publisher: { "@type": "Organization", "@id": organizationId(origin), name: business.name, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
  };
}

/** A step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page asks to be described as: its kind and its own data (the business's facts are read by the render). */
export type StructuredRequest =
  | { kind: "organization"; /** The search page in the page's language (inLanguage sets it): the SearchAction's target. */ searchPath?: string }
  | { kind: "product"; print: ProductFacts; crumbs: Crumb[] }
  | { kind: "gallery"; group: GalleryFacts; crumbs: Crumb[] }
  | { kind: "event"; workshop: EventFacts; crumbs: Crumb[] }
  | { kind: "blogPost"; post: PostFacts; crumbs: Crumb[] };

/** The business settings the builders need, as the render reads them. */
export const BUSINESS_FACTS_QUERY = `query BusinessFacts { businessSettings { name legalName address addressTa city cityTa email phone instagramUrl facebookUrl copyrightHolder creator creditLine licensingUrl } }`;

/**
 * A request with its page addresses in a language (issue 30): on a Tamil page the thing and its
 * breadcrumb name the Tamil addresses, as its canonical link does (`localize` is `localized` with
 * the page's language).
 */
export function inLanguage(request: StructuredRequest, localize: (path: string) => string): StructuredRequest {
  const crumbs = (list: Crumb[]) => list.map((c) => ({ ...c, path: localize(c.path) }));
  switch (request.kind) {
    case "organization":
      return { ...request, searchPath: localize("/search") };
    case "product":
      return { ...request, print: { ...request.print, path: localize(request.print.path) }, crumbs: crumbs(request.crumbs) };
    case "gallery":
      return { ...request, group: { ...request.group, path: localize(request.group.path) }, crumbs: crumbs(request.crumbs) };
    case "event":
      return { ...request, workshop: { ...request.workshop, path: localize(request.workshop.path) }, crumbs: crumbs(request.crumbs) };
    case "blogPost":
      return { ...request, post: { ...request.post, path: localize(request.post.path) }, crumbs: crumbs(request.crumbs) };
  }
}

/** The business's facts in a page's language: on a Tamil page its Tamil address and city, where the owner wrote them. */
export function businessInLanguage<B extends BusinessFacts>(business: B, locale: "en" | "ta"): B {
  if (locale !== "ta") return business;
  return { ...business, address: business.addressTa?.trim() || business.address, city: business.cityTa?.trim() || business.city };
}

/** The JSON-LD of one request: its thing and, for a detail page, its breadcrumb. */
export function buildStructuredData(origin: string, request: StructuredRequest, business: BusinessFacts & CreditFacts): Thing[] {
  switch (request.kind) {
    case "organization":
      return [organizationLd(origin, business), websiteLd(origin, business, request.searchPath)];
    case "product":
      return [productLd(origin, request.print, business), breadcrumbLd(origin, request.crumbs)];
    case "gallery":
      return [imageGalleryLd(origin, request.group, business), breadcrumbLd(origin, request.crumbs)];
    case "event": {
      const event = eventLd(origin, request.workshop, business);
      return [...(event ? [event] : []), breadcrumbLd(origin, request.crumbs)];
    }
    case "blogPost":
      return [blogPostingLd(origin, request.post, business), breadcrumbLd(origin, request.crumbs)];
  }
}
