import type { BrandEntry } from "../../../core/catalog-types.ts";
import { categoryBySlug } from "../../../core/categories.ts";

export function brandCategoryLabel(brand: BrandEntry): string {
  return categoryBySlug(brand.categorySlug)?.name ?? "Grow Lights";
}
