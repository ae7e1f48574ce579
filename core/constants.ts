/** Business constants quoted from the specification. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 10;
export const SEARCH_MAX_QUERY_LENGTH = 200;

export const CATEGORY_PAGE_SIZE = 24;
export const SKELETON_CARD_COUNT = 24;
export const PAGER_WINDOW = 2;
export const RELATED_PRODUCTS_MAX = 4;

export const PRICE_FILTER_DEFAULT_MIN = 0;
export const PRICE_FILTER_DEFAULT_MAX = 40_000;

/** 'Wattage range chips', matched inclusively on wattage_120v. */
export const WATTAGE_RANGES = [
  { label: "0-100W", min: 0, max: 100 },
  { label: "100-200W", min: 101, max: 200 },
  { label: "200-500W", min: 201, max: 500 },
  { label: "500-1000W", min: 500, max: 1000 },
  { label: "1000W+", min: 1000, max: Number.POSITIVE_INFINITY },
] as const;

export const VOLTAGE_OPTIONS = [
  "100-277V",
  "110-277V",
  "120-277V",
  "120-240V",
  "120-480V",
  "277V",
  "480V",
] as const;

export const SORT_OPTIONS = [
  { value: "default", label: "Relevance" },
  { value: "priceLowToHigh", label: "Price: Low to High" },
  { value: "priceHighToLow", label: "Price: High to Low" },
  { value: "bestSeller", label: "Best Sellers" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

export const CHECKOUT_FLAT_SHIPPING_CENTS = 5_000;
export const CHECKOUT_TAX_RATE = 0.08;
export const COUNTRIES = ["United States", "Canada", "Mexico"] as const;
/** ISO 3166-1 codes of COUNTRIES, for structured data. */
export const COUNTRY_CODES = ["US", "CA", "MX"] as const;

/** The specification: policy text: returns within 15 days of delivery, 15% restocking fee. */
export const RETURN_WINDOW_DAYS = 15;
export const RESTOCKING_FEE_PERCENT = 15;
/** 'Sample shipping estimate 3-5 business days'. */
export const SHIPPING_TRANSIT_DAYS = { min: 3, max: 5 } as const;

export const COMMERCIAL_TOOLTIP =
  "Shopping as a business? Unlock exclusive discounts by applying for a commercial account.";
export const HEADER_BANNER = "Exclusive deals for registered commercial accounts!";

/** The home page's title and description: its meta tags and its share card. */
/** The home page's title, which names the shop (SHOP_NAME). */
export const homeTitle = (shopName: string) =>
  `${shopName} — Commercial Grow Lights, Hydroponics & Nutrients`;
export const HOME_DESCRIPTION =
  "B2B supplier of commercial LED grow lights, hydroponics, nutrients, media and environment control. Volume pricing and fast quotes for professional growers.";

/** Share cards (og:image): Open Graph's large card, shown uncropped by Facebook, LinkedIn, X and Slack. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * What a visitor reads after 'Error loading products:' (or brands, best sellers) when the catalogue
 * fails to answer; the cause goes to the server's log, never to the page.
 */
export const CATALOGUE_UNAVAILABLE_MESSAGE =
  "the catalogue is not answering right now. Please try again in a moment.";

/** The shop's name until SHOP_NAME says otherwise (the one place it is written). */
export const DEFAULT_SHOP_NAME = "Canopy";
