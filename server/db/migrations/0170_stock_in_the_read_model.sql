ALTER TABLE "catalog_entries" ADD COLUMN "qty" integer;
--> statement-breakpoint
ALTER TABLE "catalog_entry_categories" ADD COLUMN "qty" integer;
--> statement-breakpoint
UPDATE "catalog_entries" e SET "qty" = p.qty FROM "products" p WHERE p.id = e.product_id AND p.qty IS NOT NULL;
--> statement-breakpoint
UPDATE "catalog_entry_categories" c SET "qty" = e.qty FROM "catalog_entries" e WHERE e.product_id = c.product_id AND e.qty IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "catalog_entries_in_stock" ON "catalog_entries" USING btree (lower(name), sku) WHERE (qty > 0);
--> statement-breakpoint
CREATE INDEX "catalog_entry_categories_in_stock" ON "catalog_entry_categories" USING btree (slug, default_rank, name_key, sku) WHERE (qty > 0);
--> statement-breakpoint
UPDATE "category_facets" f SET "facets" = f.facets || jsonb_build_object('inStock', jsonb_build_array(jsonb_build_object('value', 'in', 'count', CASE WHEN f.slug = '_all' THEN (SELECT count(*) FROM "catalog_entries" e WHERE e.qty > 0) ELSE (SELECT count(*) FROM "catalog_entry_categories" c WHERE c.slug = f.slug AND c.qty > 0) END)));
