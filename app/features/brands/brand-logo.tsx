import { FallbackImage } from "../../components/ui/fallback-image.tsx";

/** A brand's logo, or its first letter when it has none or the image fails. */
export function BrandLogo({ name, logo, size = 96 }: { name: string; logo: string | null; size?: number }) {
  const letter = (
    <span
      className="flex h-full w-full items-center justify-center rounded-md bg-brand-50 text-4xl font-extrabold text-brand-700"
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
  return (
    <span className="flex items-center justify-center" style={{ height: size, width: "100%" }}>
      {logo ? (
        <FallbackImage
          src={logo}
          alt=""
          width={size * 2}
          height={size}
          loading="lazy"
          className="h-full w-auto max-w-full object-contain"
          fallback={letter}
        />
      ) : (
        letter
      )}
    </span>
  );
}
