-- Distinct words of the listed catalogue's names, brands and categories: the small vocabulary the
-- typo-tolerant search corrects a query against (pg_trgm similarity over a few thousand words, not 100k
-- product texts).
create table catalog_words (word text primary key);
--> statement-breakpoint
create index catalog_words_trgm on catalog_words using gin (word gin_trgm_ops);
