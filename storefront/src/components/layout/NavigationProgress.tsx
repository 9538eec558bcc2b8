// A thin bar under the navigation while a lazy route's code is loading (the Suspense fallback).
import { useT } from "../../i18n";

export function NavigationProgress() {
  const t = useT();
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-kingfisher/20" role="progressbar" aria-label={t("nav.loadingPage")}>
      <div className="animate-progress h-full w-2/5 bg-kingfisher" />
    </div>
  );
}
