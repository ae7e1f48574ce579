-- Supplier feeds list current products only: discontinued rows stay out of the partial trigram index, so
-- that discontinuing many products (is_primary turns false) does not index their texts.
drop index if exists products_secondary_search_trgm;
--> statement-breakpoint
create index products_secondary_search_trgm on products using gin (search_text gin_trgm_ops)
  where not is_primary and not discontinued;
