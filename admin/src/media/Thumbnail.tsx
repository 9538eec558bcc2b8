/** A small image cell for tables (hero slides, Instagram posts). */
import { Box } from "@mui/material";

export interface ImageRef {
  url: string;
  srcset?: string | null;
}

export function Thumbnail({ image, fallbackUrl, alt }: { image?: ImageRef | null; fallbackUrl?: string | null; alt: string }) {
  const url = image?.url ?? fallbackUrl;
  if (!url) return <Box sx={{ width: 96, height: 54, borderRadius: 1, bgcolor: "action.hover" }} role="img" aria-label="No image" />;
  return (
    <Box
      component="img"
      src={url}
      srcSet={image?.srcset || undefined}
      sizes="96px"
      alt={alt}
      loading="lazy"
      sx={{ width: 96, height: 54, objectFit: "cover", borderRadius: 1, display: "block", bgcolor: "#1a1a1a" }}
    />
  );
}
