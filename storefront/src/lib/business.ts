// The business's public facts, in one place, for the navigation bar, footer and share texts.
// The server's `businessSettings` is the truth; these constants are what the site shows until
// it has loaded (and what the page titles and share texts use).
export interface BusinessInfo {
  name: string;
  tagline: string;
  city: string;
  email: string;
  phone: string;
  instagramUrl: string;
  facebookUrl: string;
  poweredBy: { name: string; url?: string };
  copyrightYear: number;
}

export const business: BusinessInfo = {
  name: "Chennai Wildlife Prints",
  tagline: "Bird and wildlife photography from Chennai, framed for your walls.",
  city: "Chennai, India",
  email: "hello@chennaiwildlifeprints.in",
  phone: "+91 98400 00000",
  instagramUrl: "https://www.instagram.com/chennaiwildlifeprints/",
  facebookUrl: "https://www.facebook.com/chennaiwildlifeprints/",
  poweredBy: { name: "Wildlife Print Shop" },
  copyrightYear: 2025,
};

/** The settings the footer, contact and policy pages read (a subset of BusinessSettings). */
export interface BusinessSettingsLike {
  city?: string;
  email?: string;
  phone?: string;
  instagramUrl?: string;
  facebookUrl?: string;
  poweredBy?: string;
}

/** The defaults overlaid with the server's non-empty settings. */
export function withSettings(settings: BusinessSettingsLike | null | undefined): BusinessInfo {
  const { poweredBy, ...rest } = settings ?? {};
  const info: BusinessInfo = { ...business };
  for (const [key, value] of Object.entries(rest)) if (value) Object.assign(info, { [key]: value });
  if (poweredBy) info.poweredBy = { name: poweredBy };
  return info;
}

/** `tel:` link target: the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
