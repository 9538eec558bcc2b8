// The 'Share' button (spec §2): Facebook, Instagram, WhatsApp and Copy Link. The menu's code
// is loaded on demand (see ShareMenuContent).
import { Share2 } from "lucide-react";
import { useT } from "../i18n";
import { deferred } from "../lib/deferred";
import { DeferredMenu } from "./ui/DeferredMenu";

export interface ShareTarget {
  /** URL being shared; a path is taken on the page's own origin (so the server can draw the button). */
  url: string;
  /** Preset text, e.g. 'Check out this amazing bird photography: {title}' plus the description. */
  text: string;
  /** Toast after Copy Link (the workshops page has its own). */
  copiedMessage?: string;
  /** Keep the menu open after Copy Link, its label reading 'Copied!' for 2 seconds (the workshops page). */
  showCopied?: boolean;
  /** Offer Instagram (which only opens the site); the blog's share offers Facebook, WhatsApp and Copy Link. */
  instagram?: boolean;
}

export const shareMenuContent = deferred(() => import("./ShareMenuContent"));

export function ShareMenu({ className = "btn btn-outline", ...target }: ShareTarget & { className?: string }) {
  const t = useT();
  const label = (
    <>
      <Share2 className="size-4" aria-hidden="true" />
      {t("share.label")}
    </>
  );
  return (
    <DeferredMenu
      module={shareMenuContent}
      className={className}
      render={({ default: Content }, options) => (
        <Content {...target} {...options} className={className}>
          {label}
        </Content>
      )}
    >
      {label}
    </DeferredMenu>
  );
}
