import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

/** The importer stores this path for products without photos (server/catalog/import/normalise.ts). */
export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";
/** Shown for a missing or broken image; a static file of this app, so it loads even when product images don't. */
const FALLBACK_IMAGE = "/images/product-fallback.svg";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** What to show when the image is missing or broken; the placeholder image by default. */
  fallback?: React.ReactNode;
}

/**
 * An image that falls back when missing or broken (the specification 'Broken images fall back to a
 * placeholder image'). Width and height are required so the layout never shifts.
 */
export function FallbackImage({ src, alt, fallback, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => setFailed(!src), [src]);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (failed && fallback !== undefined) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt={alt}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
