-- A price list's revision goes up with every change to its rules or settings, however it is made (the back
-- office, a CSV import, the seed, a test): signed-in buyers' pages are cached per list and revision
-- (docs/decisions/0102), so the next page after a change shows it.
alter table price_lists add column revision integer not null default 1;
--> statement-breakpoint
create function price_list_rules_bump_revision() returns trigger language plpgsql as $$
begin
  update price_lists set revision = revision + 1
   where id in (
     select price_list_id from (select new.price_list_id union select old.price_list_id) as changed (price_list_id)
      where price_list_id is not null
   );
  return null;
end
$$;
--> statement-breakpoint
create trigger price_list_rules_bump_revision
  after insert or update or delete on price_list_rules
  for each row execute function price_list_rules_bump_revision();
--> statement-breakpoint
create function price_lists_bump_revision() returns trigger language plpgsql as $$
begin
  if new.revision = old.revision and (new.name, new.is_default, new.caps_at_wholesale)
     is distinct from (old.name, old.is_default, old.caps_at_wholesale) then
    new.revision := old.revision + 1;
  end if;
  return new;
end
$$;
--> statement-breakpoint
create trigger price_lists_bump_revision
  before update on price_lists
  for each row execute function price_lists_bump_revision();
