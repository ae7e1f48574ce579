/**
 * The prefix of the identifier the importer gives a record without a sku ('unknown-…'). It stays
 * the product's key internally; a buyer is never shown it as a SKU.
 */
export const GENERATED_SKU_PREFIX = "unknown-";

/** The SKU to show a buyer, or null for a generated identifier. */
export function shownSku(sku: string): string | null {
  return sku.startsWith(GENERATED_SKU_PREFIX) ? null : sku;
}
