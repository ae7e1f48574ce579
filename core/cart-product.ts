import type { CartProduct } from "./cart.ts";
import type { ProductSummary } from "./catalog-types.ts";

/** What the cart keeps of a product shown on a card or a product page. */
export function toCartProduct(product: ProductSummary): CartProduct {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
    image: product.image,
    priceCents: product.priceCents,
    wattage120v: product.wattage120v,
    ratedVoltage: product.ratedVoltage,
    apiProvider: product.provider,
  };
}
