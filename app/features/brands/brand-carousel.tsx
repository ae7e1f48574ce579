import { Link } from "react-router";
import type { BrandEntry } from "../../../core/catalog-types.ts";
import { brandLogoPath, brandPath } from "../../../core/brand-path.ts";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/ui/icons.tsx";
import { rotate, useAutoAdvance } from "../../components/ui/use-auto-advance.ts";
import { BrandLogo } from "./brand-logo.tsx";

const BRAND_CAROUSEL_INTERVAL_MS = 8_000;
/** The most cards any breakpoint shows; only these are rendered, so the page stays small with many brands. */
const MOST_VISIBLE = 7;

/** Visible cards by breakpoint: 3 below 768px, 4 below 1024, 5 below 1280, 7 above; CSS-only so nothing shifts. */
function visibility(position: number): string {
  if (position < 3) return "";
  if (position === 3) return "hidden md:block";
  if (position === 4) return "hidden lg:block";
  return "hidden xl:block";
}

/**
 * What the loaders send of a carousel brand: its name, and only brands with a logo. The card's link
 * (the brand's page) and logo (`/images/brands/{slug}.svg`, core/brand-logos.ts) follow from the name.
 */
export type CarouselBrand = string;

/** The brands the carousel rotates through, as the home and product loaders send them. */
export function carouselBrands(brands: BrandEntry[]): CarouselBrand[] {
  return brands.flatMap(({ name, logo }) => (logo ? [name] : []));
}

interface BrandCarouselProps {
  brands: CarouselBrand[];
  /** Loading the brands failed (the carousel shows what it has and a note). */
  failed?: boolean;
}

/** 'Shop By Brand' carousel: brands with logos (`carouselBrands`), one step every 8 s, wrapping; 'View All' to the directory. */
export function BrandCarousel({ brands, failed = false }: BrandCarouselProps) {
  const { index, next, previous, pauseHandlers, stopped, toggleStopped } = useAutoAdvance(
    brands.length,
    BRAND_CAROUSEL_INTERVAL_MS,
  );
  return (
    <section
      aria-labelledby="brand-carousel-title"
      className="mx-auto max-w-screen-2xl px-4 lg:px-8"
      {...pauseHandlers}
    >
      <div className="flex items-end justify-between gap-4">
        <h2
          id="brand-carousel-title"
          className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
        >
          Shop By Brand
        </h2>
        <div className="flex items-center gap-2">
          {brands.length > 1 && (
            <>
              <button
                type="button"
                className="carousel-arrow"
                onClick={toggleStopped}
                aria-label={stopped ? "Play brand carousel" : "Pause brand carousel"}
              >
                {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
              </button>
              <button
                type="button"
                className="carousel-arrow"
                onClick={previous}
                aria-label="Previous brands"
              >
                <ChevronLeftIcon />
              </button>
              <button type="button" className="carousel-arrow" onClick={next} aria-label="Next brands">
                <ChevronRightIcon />
              </button>
            </>
          )}
          <Link
            to="/shop-by-brand"
            className="ml-2 text-sm font-bold text-brand-700 underline-offset-2 hover:underline"
          >
            View All
          </Link>
        </div>
      </div>
      {failed && <p className="mt-2 text-sm text-amber-800">Some brands may not be fully loaded</p>}
      <ul className="brand-tiles" aria-live="off">
        {rotate(brands, index)
          .slice(0, MOST_VISIBLE)
          .map((brand, position) => (
            <li key={brand} className={visibility(position) || undefined}>
              <Link to={brandPath(brand)}>
                <BrandLogo name={brand} logo={brandLogoPath(brand)} size={56} />
                <span>{brand}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
