// The business's public facts, in one place, for the navigation bar, footer and share texts.
// A later issue feeds them from the server's settings; until then these are the defaults.
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

/** `tel:` link target: the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
