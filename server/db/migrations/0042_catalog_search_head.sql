-- Search ties broken by best sellers (docs/decisions/0082): the first listed products in the order search
-- breaks ties (sales desc, lower(name), sku), with the texts a search matches and ranks, stored in that
-- order so a search for common text reads them as consecutive rows. Rebuilt with catalog_search_grams;
-- empty until the next refresh, when search sorts every tier the lists cannot answer.
create table catalog_search_head (
  position integer primary key,
  product_id bigint not null,
  name text not null,
  sku text not null,
  search_text text not null,
  sales integer not null
);
