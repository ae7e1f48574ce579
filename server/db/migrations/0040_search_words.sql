-- Search by words (docs/decisions/0060): a product's search text also holds its subcategory. The search
-- lists of the old texts are emptied here and rebuilt by the next import; until then search reads every
-- tier from the indexes (docs/decisions/0011). The vocabulary gains the subcategories' words.
update products set search_text = search_text || E'\n' || lower(subcategory);
--> statement-breakpoint
update catalog_entries e set search_text = lower(p.search_text) from products p where p.id = e.product_id;
--> statement-breakpoint
delete from catalog_search_grams;
--> statement-breakpoint
insert into catalog_words (word)
select distinct w from catalog_entries e, regexp_split_to_table(e.search_text, '[^a-z]+') as w
where length(w) >= 3
on conflict do nothing;
