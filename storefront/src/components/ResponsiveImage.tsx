// A served image with its responsive variants. The tiny blurred placeholder is the wrapper's
// background until the image has loaded, and the wrapper keeps the image's aspect ratio so
// nothing moves when it arrives. With `fill`, the image instead covers a frame whose size
// the parent sets (the gallery cards share one 4:3 frame so the grid stays even).
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { graphql } from "../gql";
import type { ResponsiveImage_AssetFragment } from "../gql/graphql";

export const ResponsiveImage_asset = graphql(`
  fragment ResponsiveImage_asset on MediaAsset {
    id
    url
    width
    height
    placeholder
    srcset
  }
`);

interface Props {
  asset: ResponsiveImage_AssetFragment;
  alt: string;
  sizes: string;
  loading?: "lazy" | "eager";
  /** "high" for the page's largest image (the home hero's first slide). */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  style?: CSSProperties;
  imgClassName?: string;
  /** Cover the parent (which sets the size) instead of keeping the image's own aspect ratio. */
  fill?: boolean;
}

export function ResponsiveImage({ asset, alt, sizes, loading = "lazy", fetchPriority, className = "", style, imgClassName = "", fill = false }: Props) {
  const [loaded, setLoaded] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // A cached image may have finished before React attached onLoad.
  useEffect(() => {
    if (imgRef.current?.complete && imgRef.current.naturalWidth > 0) setLoaded(true);
  }, [asset.url]);

  // A span (shown as a block), so the image may sit inside a button or a link.
  return (
    <span
      className={`${fill ? "absolute inset-0" : "relative"} block overflow-hidden bg-cover bg-center ${className}`}
      style={{
        aspectRatio: fill ? undefined : `${asset.width} / ${asset.height}`,
        backgroundImage: loaded || !asset.placeholder ? undefined : `url("${asset.placeholder}")`,
        ...style,
      }}
    >
      <img
        ref={imgRef}
        src={asset.url}
        srcSet={asset.srcset || undefined}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        alt={alt}
        draggable={false}
        onLoad={() => setLoaded(true)}
        // Never hidden until loaded: a page drawn by the server shows its images before any script runs.
        className={`block h-full w-full ${fill ? "object-cover" : ""} ${imgClassName}`}
      />
    </span>
  );
}
