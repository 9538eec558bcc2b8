// The 'Share' menu's content (spec §2, §9): Facebook in a 600×400 popup, Instagram (only
// opens the site: it has no web share URL), WhatsApp with the preset text, and Copy Link.
// With `showCopied` the menu stays open after Copy Link and the item reads 'Copied!' for 2 s.
// Loaded on demand by ShareMenu.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, Link2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { localized, useLocale, useT } from "../i18n";
import { toast } from "../lib/toast";
import type { ShareTarget } from "./ShareMenu";
import type { MenuMountOptions } from "./ui/DeferredMenu";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "./ui/BrandIcons";

interface Props extends ShareTarget, MenuMountOptions {
  className: string;
  children: ReactNode;
}

/** Spec §9: the copy-link confirmation lasts 2 seconds. */
const COPIED_MS = 2000;

function openWindow(url: string, features = "noopener,noreferrer") {
  window.open(url, "_blank", features);
}

export default function ShareMenuContent({
  url: path,
  text,
  copiedMessage,
  showCopied = false,
  instagram = true,
  className,
  children,
  defaultOpen,
  focusTrigger,
}: Props) {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  // A path of this site is shared in the page's language (a Tamil page shares its /ta address).
  const locale = useLocale();
  const url = new URL(path.startsWith("/") ? localized(locale, path) : path, window.location.href).href;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const shareFacebook = () =>
    openWindow(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`,
      "width=600,height=400,noopener,noreferrer",
    );
  const shareInstagram = () => openWindow("https://www.instagram.com/");
  const shareWhatsApp = () => openWindow(`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedMessage ?? t("share.copied"));
      if (showCopied) setCopied(true);
    } catch {
      toast.error(t("share.copyFailed"));
    }
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={className}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={12} className="menu">
          <DropdownMenu.Item className="menu-item" onSelect={shareFacebook}>
            <FacebookIcon className="size-4" />
            {t("share.facebook")}
          </DropdownMenu.Item>
          {instagram && (
            <DropdownMenu.Item className="menu-item" onSelect={shareInstagram}>
              <InstagramIcon className="size-4" />
              {t("instagram.name")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={shareWhatsApp}>
            <WhatsAppIcon className="size-4" />
            {t("share.whatsapp")}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Item
            className="menu-item"
            onSelect={(event) => {
              if (showCopied) event.preventDefault();
              void copyLink();
            }}
          >
            {copied ? <Check className="size-4 text-forest" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
            {t(copied ? "share.copiedShort" : "share.copyLink")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
