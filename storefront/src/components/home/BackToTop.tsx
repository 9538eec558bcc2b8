// The home page's back-to-top button (spec §2, §9): shown after 300 px of scroll.
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "../../i18n";

const SHOW_AFTER_PX = 300;

export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("common.backToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="btn-icon fixed right-4 bottom-4 z-30 bg-forest text-white shadow-card hover:bg-forest-600 sm:right-6 sm:bottom-6 print:hidden"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
