-- catalog_entries' trigram index is split into one partial index per provider (ADR 0045). Every import is
-- a full feed of one supplier; one that changes most of a supplier's rows drops that supplier's trigram
-- index and builds it again over its rows once they are written, instead of maintaining it row by row
-- (about 2.4 times the cost), while the other suppliers' indexes stay as they are. Text search ORs the
-- three (search-match.ts containsMatch), which the planner answers with a BitmapOr of the three scans.
drop index if exists catalog_entries_search_trgm;
--> statement-breakpoint
create index catalog_entries_iluminar_search_trgm on catalog_entries using gin (search_text gin_trgm_ops)
  where provider = 'iluminar';
--> statement-breakpoint
create index catalog_entries_spd_search_trgm on catalog_entries using gin (search_text gin_trgm_ops)
  where provider = 'spd';
--> statement-breakpoint
create index catalog_entries_hydrofarm_search_trgm on catalog_entries using gin (search_text gin_trgm_ops)
  where provider = 'hydrofarm';
