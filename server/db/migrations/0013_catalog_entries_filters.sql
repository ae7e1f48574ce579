-- Range filters of category listings (wattage_120v, price), so a selective filter narrows the rows a
-- listing counts together with the category index.
create index catalog_entries_wattage on catalog_entries (wattage_120v) where wattage_120v is not null;
--> statement-breakpoint
create index catalog_entries_price on catalog_entries (price_cents);
--> statement-breakpoint
-- Search tiers (ADR 0011) match name and sku on their own; trigram indexes let rare text skip the name walk.
create index catalog_entries_name_trgm on catalog_entries using gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
create index catalog_entries_sku_trgm on catalog_entries using gin (lower(sku) gin_trgm_ops);
