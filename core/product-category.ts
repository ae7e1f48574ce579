import { categoryBySlug } from "./categories.ts";

/** The storefront category a product belongs to (its first listing category), for breadcrumbs and links. */
export function productCategory(categorySlugs: readonly string[]): { name: string; path: string } {
  for (const slug of categorySlugs) {
    const category = categoryBySlug(slug);
    if (category) return { name: category.name, path: category.path };
  }
  return { name: "Products", path: "/products" };
}
