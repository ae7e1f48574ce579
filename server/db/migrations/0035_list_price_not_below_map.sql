-- No public price below the supplier's minimum advertised price (ADR 0055). Imports now price so; this
-- raises the rows an earlier import priced below MAP, in products and both listing read models, so a
-- database that is not re-imported shows the same prices. The content hash is left as it was: the next
-- import of the same feed rewrites these rows with the hash of their new line.
update products set price_cents = map_cents where map_cents > price_cents;
--> statement-breakpoint
update catalog_entries e set price_cents = p.price_cents
from products p where p.id = e.product_id and e.price_cents <> p.price_cents;
--> statement-breakpoint
update catalog_entry_categories c set price_cents = p.price_cents
from products p where p.id = c.product_id and c.price_cents <> p.price_cents;
