// The photograph a shared link unfurls with (og:image, twitter:image): the narrowest variant of the
// pipeline at least 1200 px wide (what Facebook, X and Google ask of a large card), or the widest
// there is when the photograph is smaller. The server prefixes PUBLIC_URL.

/** Width the large link cards ask for. */
export const SHARE_IMAGE_WIDTH = 1200;

export function shareImage(asset: { url: string; srcset?: string | null } | null | undefined): string | undefined {
  if (!asset) return undefined;
  const variants = (asset.srcset ?? "")
    .split(",")
    .map((part) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ url: m[1], width: Number(m[2]) }))
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0) return asset.url;
  return (variants.find((v) => v.width >= SHARE_IMAGE_WIDTH) ?? variants[variants.length - 1]).url;
}
