// A dropdown menu whose code is loaded on demand. Until the menu module has arrived, a plain
// button of the same look stands in; activating it loads the module and opens the menu.
//
// A press counts from its pointerdown, not its click: hovering starts the load, and when the module
// arrives between a press's pointerdown and its click, the click lands on the real trigger, which
// (Radix) opens on pointerdown only, so a stand-in that waited for the click would lose the press.
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useDeferred, type Deferred } from "../../lib/deferred";

export interface MenuMountOptions {
  /** Open the menu as it mounts (the visitor already asked for it). */
  defaultOpen: boolean;
  /** Move focus to the real trigger as it replaces the stand-in. */
  focusTrigger: boolean;
}

interface Props<M> {
  module: Deferred<M>;
  className: string;
  children: ReactNode;
  render: (module: M, options: MenuMountOptions) => ReactNode;
}

export function DeferredMenu<M>({ module, className, children, render }: Props<M>) {
  const [loaded, load] = useDeferred(module);
  const [openOnMount, setOpenOnMount] = useState(false);
  // Whether the stand-in has the focus, so that the real trigger takes it over when it arrives.
  const [focused, setFocused] = useState(false);

  // An open menu takes the focus itself (Radix moves it into the menu); pulling it back to the
  // trigger would count as a focus outside and close the menu at once.
  if (loaded) return render(loaded, { defaultOpen: openOnMount, focusTrigger: focused && !openOnMount });

  const activate = () => {
    setOpenOnMount(true);
    load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      activate();
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0) activate();
      }}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
