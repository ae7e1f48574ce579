-- A company's price list goes with the company (companies arrive with the accounts, migration 0050).
alter table company_price_lists
  add constraint company_price_lists_company_fkey foreign key (company_id) references companies (id) on delete cascade;
