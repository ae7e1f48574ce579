-- Indexes no read needs any more, dropped because every import pays for them
-- (docs/decisions/0045-bulk-import-throughput.md):
-- - catalog_entries' name and sku trigram indexes: header search reads its tiers from
--   catalog_search_grams, and its rare fallback narrows name and sku matches through the search_text
--   trigram index (search_text holds the lower-cased name and sku);
-- - catalog_entries' provider priority then name: category pages sort in catalog_entry_categories;
--   catalog_entries serves the whole catalogue and search results, which never sort by provider priority;
-- - products' lower(sku): product detail finds a sku case-insensitively among the listed skus
--   (catalog_entries_sku_lower), the only skus a current product row can have.
drop index if exists catalog_entries_name_trgm;
--> statement-breakpoint
drop index if exists catalog_entries_sku_trgm;
--> statement-breakpoint
drop index if exists catalog_entries_priority_name;
--> statement-breakpoint
drop index if exists products_sku_lower;
