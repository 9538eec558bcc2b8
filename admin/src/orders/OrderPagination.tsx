/**
 * Spec admin §2: First / Previous / Next / Last and a window of up to 5 page numbers around the
 * current page.
 */
import { Button, Stack } from "@mui/material";

/** The page numbers shown: at most 5, the current one in the middle where there is room. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

export function OrderPagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  const go = (p: number) => () => onChange(p);
  return (
    <Stack component="nav" aria-label="Order pages" direction="row" spacing={0.5} sx={{ flexWrap: "wrap", justifyContent: "center", rowGap: 1 }}>
      <Button size="small" onClick={go(1)} disabled={page === 1}>
        First
      </Button>
      <Button size="small" onClick={go(page - 1)} disabled={page === 1}>
        Previous
      </Button>
      {pageWindow(page, pages).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? "contained" : "text"}
          onClick={go(p)}
          aria-label={`Page ${p}`}
          aria-current={p === page ? "page" : undefined}
          sx={{ minWidth: 36 }}
        >
          {p}
        </Button>
      ))}
      <Button size="small" onClick={go(page + 1)} disabled={page === pages}>
        Next
      </Button>
      <Button size="small" onClick={go(pages)} disabled={page === pages}>
        Last
      </Button>
    </Stack>
  );
}
