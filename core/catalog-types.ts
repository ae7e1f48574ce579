import type { Availability } from "./availability.ts";
import type { SortOption } from "./constants.ts";

import type { Provider } from "./providers.ts";

export { PROVIDERS, type Provider } from "./providers.ts";

/** What a product card, search row or cart line needs. Prices are integer cents (list price). */
export interface ProductSummary {
  sku: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  provider: Provider;
  priceCents: number;
  image: string;
  wattage120v: number | null;
  ratedVoltage: string | null;
  /** What the supplier's feed says of its stock (docs/decisions/0170). */
  availability: Availability;
}

export interface SpecRow {
  name: string;
  /** Imperial (or the only) value with its unit, e.g. '12.5 lb'. */
  imperial: string | null;
  /** Metric value with its unit, e.g. '5.7 kg'; null when the spec has no metric form. */
  metric: string | null;
}

export interface ProductDetail extends ProductSummary {
  images: string[];
  upc: string | null;
  shortDescription: string | null;
  /** Sanitised HTML (safe subset), rendered as HTML. */
  longDescription: string | null;
  importantNotes: string | null;
  specSheet: string | null;
  manual: string | null;
  specs: SpecRow[];
  wattage240v: number | null;
  wattage277v: number | null;
  categorySlugs: string[];
  related: ProductSummary[];
  /** Up to 4 products of the same kind from the other suppliers' feeds (docs/decisions/0085). */
  sameSpec: SameSpecAlternative[];
}

/** A product of another feed with the same kind, wattage within ±10% and a shared supply voltage. */
export interface SameSpecAlternative extends ProductSummary {
  /** Its fixture wattage (120 V figure, else 240 V, else 277 V). */
  wattage: number;
  /** The supply voltages (V) both it and the product run on. */
  sharedVoltages: number[];
  /** Its list price minus the product's, in cents; null when either is priced on request. */
  priceDifferenceCents: number | null;
}

/** A product the suppliers no longer carry (spec: hidden, not deleted), for its 410 page. */
export interface DiscontinuedProduct {
  sku: string;
  name: string;
  /** The listing categories it was in. */
  categorySlugs: string[];
  /** Up to 4 listed products of the same kind: its neighbours in its categories. */
  alternatives: ProductSummary[];
}

export interface SearchHit {
  sku: string;
  name: string;
  priceCents: number;
  image: string;
  category: string;
  brand: string;
  wattage120v: number | null;
  ratedVoltage: string | null;
  source: "original" | "spd" | "hydrofarm";
  availability: Availability;
}

export interface FacetValue {
  value: string;
  count: number;
}

/** Filter values available in a category (derived from its products), with product counts. */
export interface Facets {
  subcategories: FacetValue[];
  brands: FacetValue[];
  wattageRanges: FacetValue[];
  voltages: FacetValue[];
  /** The one value "in": how many products the feeds report on hand (quantity above 0). */
  inStock: FacetValue[];
  /** Distinct numeric wattage_120v values, high to low. */
  wattages: number[];
  /** Whole dollars: 0 and the highest price rounded up to the next 100 (3000 when none). */
  price: { min: number; max: number };
}

export interface ListingResult {
  items: ProductSummary[];
  /** Products matching the filters. */
  total: number;
  /** All products in the category (or catalogue) before filters. */
  categoryTotal: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: SortOption;
  facets: Facets;
  /** Set when nothing matched the query as typed and these results are for its corrected spelling. */
  correctedQuery?: string;
}

export interface BrandEntry {
  name: string;
  provider: "SPD" | "Hydrofarm" | "Iluminar";
  categorySlug: string;
  /** Storefront path the brand card links to, e.g. '/nutrients?brand=Canna'. */
  href: string;
  originalCategory: string;
  logo: string | null;
  productCount: number;
}
