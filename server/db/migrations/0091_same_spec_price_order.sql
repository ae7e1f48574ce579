-- Same spec from other suppliers (docs/decisions/0085): the closest wattage above and below the product are
-- read as two ordered index scans that stop after a few rows, instead of sorting every row of a ±10% range
-- (thousands for a common wattage at 100k products). Price and sku follow the wattage so that equal
-- wattages come cheapest first straight from the index.
drop index if exists products_same_spec;
--> statement-breakpoint
create index products_same_spec on products (
  lower(subcategory),
  provider,
  (coalesce(wattage_120v, wattage_240v, wattage_277v)),
  price_cents,
  sku
) where is_primary and not discontinued;
