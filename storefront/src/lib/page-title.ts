// The document title of a page: "{page} — {business}", back to the previous one on leaving.
import { useEffect } from "react";
import { business } from "./business";

export function usePageTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} — ${business.name}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
