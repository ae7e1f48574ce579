import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/ui/icons.tsx";
import { useAutoAdvance } from "../../components/ui/use-auto-advance.ts";

/** 'Brand banner': id, brand, image, url; the specification: 2 banners, every 5 s. */
export const BANNERS = [
  {
    id: "iluminar",
    brand: "Iluminar Lighting",
    headline: "Full-spectrum LED fixtures built for commercial canopies",
    image: "/images/banners/iluminar-lighting.svg",
    url: "/grow-lights?brand=Iluminar",
  },
  {
    id: "rx-green",
    brand: "RX Green Technologies",
    headline: "Premium substrates and soil amendments, by the pallet",
    image: "/images/banners/rx-green-technologies.svg",
    url: `/media-pots?${new URLSearchParams({ brand: "RX Green Technologies" })}`,
  },
];
const BANNER_INTERVAL_MS = 5_000;

export function BannerCarousel() {
  const { index, go, next, previous, pauseHandlers, stopped, toggleStopped } = useAutoAdvance(
    BANNERS.length,
    BANNER_INTERVAL_MS,
  );
  const control =
    "inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white";
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured brands"
      className="mx-auto max-w-screen-2xl px-4 lg:px-8"
      {...pauseHandlers}
    >
      <div className="relative overflow-hidden rounded-xl bg-brand-900">
        {BANNERS.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`Slide ${i + 1} of ${BANNERS.length}`}
            className={`${i === index ? "relative" : "absolute inset-0 invisible"} grid`}
            inert={i !== index}
          >
            <img
              src={banner.image}
              alt=""
              width={1600}
              height={500}
              className="col-start-1 row-start-1 h-64 w-full object-cover sm:h-72 lg:h-80"
              loading={i === 0 ? "eager" : "lazy"}
              // The first banner is the home page's largest paint.
              fetchPriority={i === 0 ? "high" : undefined}
            />
            <div className="col-start-1 row-start-1 flex flex-col justify-center px-8 py-8 text-white sm:px-14">
              <p className="text-sm font-bold tracking-[0.2em] text-brand-200 uppercase">{banner.brand}</p>
              <p className="mt-2 max-w-md text-2xl leading-tight font-extrabold sm:text-3xl">
                {banner.headline}
              </p>
              <Link
                to={banner.url}
                className="mt-5 inline-flex h-11 w-fit items-center rounded-md bg-white px-5 text-sm font-bold text-brand-800 hover:bg-brand-50"
              >
                Shop {banner.brand}
              </Link>
            </div>
          </div>
        ))}
        <div className="absolute right-4 bottom-4 flex items-center gap-2">
          <button
            type="button"
            className={control}
            onClick={toggleStopped}
            aria-label={stopped ? "Play slides" : "Pause slides"}
          >
            {stopped ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
          </button>
          <button type="button" className={control} onClick={previous} aria-label="Previous slide">
            <ChevronLeftIcon />
          </button>
          <button type="button" className={control} onClick={next} aria-label="Next slide">
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        {BANNERS.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            onClick={() => go(i)}
            aria-label={`Go to slide ${i + 1}: ${banner.brand}`}
            aria-current={i === index ? "true" : undefined}
            className="flex h-8 w-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${i === index ? "w-7 bg-brand-700" : "w-2.5 bg-slate-400"}`}
            />
          </button>
        ))}
        <p className="text-sm text-slate-600" aria-live="polite">
          Slide {index + 1} of {BANNERS.length}
        </p>
      </div>
    </section>
  );
}
