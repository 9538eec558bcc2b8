// Top navigation bar, on every page (spec §2): main links, the 'More' menu, the search field (issue
// 46), the cart button, and below md a search button that opens the field under the bar and a menu
// button that opens the slide-out sheet.
import { Bird, ChevronDown, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useActiveSection } from "../../lib/active-section";
import { business } from "../../lib/business";
import { deferred, prefetchWhenIdle } from "../../lib/deferred";
import { localized, useLocale, useT } from "../../i18n";
import { SearchForm } from "../search/SearchForm";
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

/**
 * The phone's search (below md): a button that opens the field under the bar. Before the page has
 * hydrated, or without JavaScript, it is the link to the search page, whose field works as a form.
 */
function PhoneSearch() {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <a
        ref={toggle}
        href={localized(locale, "/search")}
        className="btn-icon text-ink hover:bg-ink/5"
        aria-label={t("search.open")}
        aria-expanded={open}
        aria-controls="phone-search"
        onClick={(event) => {
          event.preventDefault();
          setOpen((o) => !o);
        }}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Search className="size-6" aria-hidden="true" />}
      </a>
      <div id="phone-search" hidden={!open} className="absolute inset-x-0 top-full border-b border-ink/10 bg-paper px-4 py-3 shadow-card md:hidden">
        {open && <SearchForm id="phone-search" focus onNavigate={() => setOpen(false)} onEscape={close} />}
      </div>
    </>
  );
}

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

        <div className="hidden min-w-0 items-center gap-3 md:flex">
          <SearchForm id="header-search" className="w-36 lg:w-40 xl:w-52" />
          <LanguageSwitch className="text-ink" />
          <CartButton />
        </div>

        <div className="-mr-2 flex shrink-0 items-center md:hidden">
          <PhoneSearch />
          <CartButton variant="compact" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
