// Top navigation bar, on every page (spec §2): main links, the 'More' menu, the cart button,
// and below md a menu button that opens the slide-out sheet.
import { Bird, ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useActiveSection } from "../../lib/active-section";
import { business } from "../../lib/business";
import { deferred, prefetchWhenIdle } from "../../lib/deferred";
import { useT } from "../../i18n";
import { DeferredMenu } from "../ui/DeferredMenu";
import { CartButton } from "./CartButton";
import { LanguageSwitch } from "./LanguageSwitch";
import { isCurrent, mainLinks, moreLinks } from "./links";
import { MobileMenu, mobileMenuSheet } from "./MobileMenu";

const moreMenu = deferred(() => import("./MoreMenu"));

export function Logo() {
  return (
    <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg" aria-label={business.name}>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-forest text-paper">
        <Bird className="size-5" aria-hidden="true" />
      </span>
      <span className="truncate font-display text-[0.94rem] leading-tight font-semibold text-forest-800 min-[380px]:text-[1.05rem] sm:text-xl">
        {business.name}
      </span>
    </Link>
  );
}

const linkClass = (current: boolean) =>
  `relative inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-medium transition-colors lg:px-4 ${
    current ? "bg-forest/10 text-forest" : "text-ink hover:bg-ink/5 hover:text-forest"
  }`;

const moreLabel = (more: string) => (
  <>
    {more}
    <ChevronDown className="size-4" aria-hidden="true" />
  </>
);

export function NavBar() {
  const t = useT();
  const [pathname] = useLocation();
  // Fetch the menu code of this screen size once the page is idle.
  useEffect(() => prefetchWhenIdle(window.matchMedia("(min-width: 48rem)").matches ? moreMenu : mobileMenuSheet), []);
  const { activeSection } = useActiveSection();
  const moreCurrent = moreLinks.some((l) => isCurrent(l.to, pathname, activeSection));

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-ink/10 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => {
            const current = isCurrent(link.to, pathname, activeSection);
            return (
              <Link key={link.to} to={link.to} className={linkClass(current)} aria-current={current ? "page" : undefined}>
                {t(link.label)}
              </Link>
            );
          })}
          <DeferredMenu
            module={moreMenu}
            className={`${linkClass(moreCurrent)} gap-1`}
            render={({ default: MoreMenu }, options) => (
              <MoreMenu
                {...options}
                className={`${linkClass(moreCurrent)} gap-1`}
                links={moreLinks.map((link) => ({ link, current: isCurrent(link.to, pathname, activeSection) }))}
              >
                {moreLabel(t("nav.more"))}
              </MoreMenu>
            )}
          >
            {moreLabel(t("nav.more"))}
          </DeferredMenu>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          <LanguageSwitch className="text-ink" />
          <CartButton />
        </div>

        <div className="-mr-2 flex shrink-0 items-center md:hidden">
          <CartButton variant="compact" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
