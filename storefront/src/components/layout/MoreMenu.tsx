// The 'More' dropdown of the navigation bar (spec §2): Blog, Contact, Order History.
// Loaded on demand by NavBar through DeferredMenu.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../../i18n";
import type { MenuMountOptions } from "../ui/DeferredMenu";
import type { NavItem } from "./links";

interface Props extends MenuMountOptions {
  className: string;
  children: ReactNode;
  links: { link: NavItem; current: boolean }[];
}

export default function MoreMenu({ className, children, links, defaultOpen, focusTrigger }: Props) {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={`${className} data-[state=open]:bg-ink/5`}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="menu">
          {links.map(({ link, current }) => (
            <DropdownMenu.Item key={link.to} asChild className="menu-item">
              <Link to={link.to} aria-current={current ? "page" : undefined}>
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
