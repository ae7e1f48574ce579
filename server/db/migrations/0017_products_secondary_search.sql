-- Supplier feed searches ('?search=') match a listed row through catalog_entries' trigram index;
-- only rows outranked by another supplier's row of the same sku (not is_primary) need one on products.
-- Maintaining a trigram index over every products row was the largest cost of a bulk import (ADR 0045).
drop index if exists products_search_trgm;
--> statement-breakpoint
create index products_secondary_search_trgm on products using gin (search_text gin_trgm_ops) where not is_primary;
--> statement-breakpoint
-- Nothing reads products by category slug or name (listings, search and related products read
-- catalog_entries); these indexes only slowed imports.
drop index if exists products_category_slugs;
--> statement-breakpoint
drop index if exists products_name_lower;
