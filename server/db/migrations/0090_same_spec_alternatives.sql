-- 'Same spec from other suppliers' (docs/decisions/0085): product detail looks up the listed
-- products of a kind (lower-cased subcategory) within ±10% of a wattage. The fixture's wattage is its
-- 120 V figure, else its 240 V, else its 277 V one: the lights feed leaves 120 V blank on fixtures that
-- only run above it. The provider comes before the wattage, so each (kind, other supplier) pair is one
-- short range and the product's own supplier's rows are never read. Partial, like the listed rows it serves.
create index products_same_spec on products (
  lower(subcategory),
  provider,
  (coalesce(wattage_120v, wattage_240v, wattage_277v))
) where is_primary and not discontinued;
