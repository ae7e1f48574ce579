import type { Provider } from "../../../core/catalog-types.ts";

/** One row of the products table, as the importer writes it. */
export interface NormalisedProduct {
  provider: Provider;
  providerRank: number;
  sku: string;
  sourceId: string | null;
  name: string;
  category: string;
  subcategory: string;
  brand: string;
  companyName: string | null;
  priceCents: number;
  msrpCents: number | null;
  mapCents: number | null;
  costCents: number | null;
  wholesaleCents: number | null;
  qty: number | null;
  image: string;
  images: string[];
  upc: string | null;
  specSheet: string | null;
  manual: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  importantNotes: string | null;
  specs: Record<string, string>;
  wattage120v: number | null;
  wattage240v: number | null;
  wattage277v: number | null;
  ratedVoltage: string | null;
  sales: number;
  categorySlugs: string[];
  searchText: string;
  contentHash: string;
}

/** The normalised product without its content hash, which is computed over its COPY line. */
export type ProductFields = Omit<NormalisedProduct, "contentHash">;
