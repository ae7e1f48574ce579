-- Money in 64-bit cents: 100,000 of a $899 light is $89.9M, beyond integer's $21,474,836.47.
alter table quotes alter column subtotal_cents type bigint;
--> statement-breakpoint
alter table quote_lines alter column unit_price_cents type bigint;
--> statement-breakpoint
alter table orders
  alter column subtotal_cents type bigint,
  alter column shipping_cents type bigint,
  alter column tax_cents type bigint,
  alter column total_cents type bigint;
--> statement-breakpoint
alter table order_lines alter column unit_price_cents type bigint;
