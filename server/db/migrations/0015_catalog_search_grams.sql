-- Search as you type (docs/decisions/0011-search-tiers-and-typo-correction.md): for each 2- and
-- 3-character substring of the listed catalogue's lower-cased names ('name'), skus ('sku') and search
-- texts ('search_text'), the first 10 products in name order (lower(name), sku) that contain it, and
-- whether no other product does. Rebuilt by refreshDerivedData whenever catalog_entries changes.
create table catalog_search_grams (
  gram text not null,
  field text not null,
  product_ids bigint[] not null,
  complete boolean not null,
  primary key (gram, field)
);
