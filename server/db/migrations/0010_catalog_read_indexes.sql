-- Product detail looks a product up by its exact sku first.
create index products_sku on products (sku);
