// Which in-page section is in view (spec §2: the home page's 'portfolio' anchor can become
// active, and then Home is no longer highlighted). Nothing sets it yet: the home-page issue will.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type ActiveSection = string | null;

interface ActiveSectionValue {
  activeSection: ActiveSection;
  setActiveSection: (section: ActiveSection) => void;
}

const ActiveSectionContext = createContext<ActiveSectionValue | undefined>(undefined);

export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [activeSection, setActiveSection] = useState<ActiveSection>(null);
  const value = useMemo(() => ({ activeSection, setActiveSection }), [activeSection]);
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>;
}

export function useActiveSection(): ActiveSectionValue {
  const value = useContext(ActiveSectionContext);
  if (!value) throw new Error("useActiveSection must be used within an ActiveSectionProvider");
  return value;
}
