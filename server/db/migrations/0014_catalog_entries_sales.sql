-- The 'Best Sellers' sort of a whole category walks this index instead of sorting the category.
create index catalog_entries_sales on catalog_entries (sales desc, lower(name), sku);
