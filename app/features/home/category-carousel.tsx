import { Link } from "react-router";
import { CATEGORIES } from "../../../core/categories.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { rotate, useAutoAdvance } from "../../components/ui/use-auto-advance.ts";

/** 4 cards, 2 below 768 px, 1 below 640 px, by CSS so the server render is already right. */
function visibility(position: number): string {
  if (position === 0) return "";
  if (position === 1) return "hidden sm:block";
  if (position < 4) return "hidden md:block";
  return "hidden";
}

const CARDS = CATEGORIES.map((c) => ({ title: c.name, description: c.description, path: c.path }));

/** 'Shop by Category': moves one card at a time, wrapping ('Carousels'); it does not move by itself. */
export function CategoryCarousel() {
  const { index, next, previous } = useAutoAdvance(CARDS.length, null);
  const arrow =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <section aria-labelledby="category-carousel-title" className="mx-auto max-w-screen-2xl px-4 lg:px-8">
      <div className="flex items-end justify-between gap-4">
        <h2
          id="category-carousel-title"
          className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
        >
          Shop by Category
        </h2>
        <div className="flex gap-2">
          <button type="button" className={arrow} onClick={previous} aria-label="Previous categories">
            <ChevronLeftIcon />
          </button>
          <button type="button" className={arrow} onClick={next} aria-label="Next categories">
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-4">
        {rotate(CARDS, index).map((card, position) => (
          <li key={card.path} className={visibility(position)}>
            <Link
              to={card.path}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 transition-shadow hover:border-brand-300 hover:shadow-lg"
            >
              <span className="text-lg font-bold text-brand-900 group-hover:text-brand-700">
                {card.title}
              </span>
              <span className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{card.description}</span>
              <span className="mt-auto pt-4 text-sm font-bold text-brand-700">Shop {card.title} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
