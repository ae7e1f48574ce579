-- Foreign keys, primary and unique keys take the names the Drizzle declarations give them (server/db/schema,
-- ADR 0106), so that a migration drizzle-kit generates from the declarations names what the database holds.
alter table account_carts rename constraint account_carts_user_id_fkey to account_carts_user_id_users_id_fk;
--> statement-breakpoint
alter table accounts rename constraint accounts_user_id_fkey to accounts_user_id_users_id_fk;
--> statement-breakpoint
alter table accounts rename constraint accounts_provider_id_account_id_key to accounts_provider_id_account_id_unique;
--> statement-breakpoint
alter table catalog_entries rename constraint catalog_entries_sku_key to catalog_entries_sku_unique;
--> statement-breakpoint
alter table catalog_entry_categories rename constraint catalog_entry_categories_pkey to catalog_entry_categories_product_id_slug_pk;
--> statement-breakpoint
alter table catalog_search_grams rename constraint catalog_search_grams_pkey to catalog_search_grams_gram_field_pk;
--> statement-breakpoint
alter table commercial_applications rename constraint commercial_applications_company_id_fkey to commercial_applications_company_id_companies_id_fk;
--> statement-breakpoint
alter table company_addresses rename constraint company_addresses_company_id_fkey to company_addresses_company_id_companies_id_fk;
--> statement-breakpoint
alter table company_invitations rename constraint company_invitations_company_id_fkey to company_invitations_company_id_companies_id_fk;
--> statement-breakpoint
alter table company_invitations rename constraint company_invitations_invited_by_fkey to company_invitations_invited_by_users_id_fk;
--> statement-breakpoint
alter table company_members rename constraint company_members_company_id_fkey to company_members_company_id_companies_id_fk;
--> statement-breakpoint
alter table company_members rename constraint company_members_user_id_fkey to company_members_user_id_users_id_fk;
--> statement-breakpoint
alter table company_price_lists rename constraint company_price_lists_company_fkey to company_price_lists_company_id_companies_id_fk;
--> statement-breakpoint
alter table company_price_lists rename constraint company_price_lists_price_list_id_fkey to company_price_lists_price_list_id_price_lists_id_fk;
--> statement-breakpoint
alter table favorites rename constraint favorites_user_id_fkey to favorites_user_id_users_id_fk;
--> statement-breakpoint
alter table favorites rename constraint favorites_pkey to favorites_user_id_sku_pk;
--> statement-breakpoint
alter table invoices rename constraint invoices_company_id_fkey to invoices_company_id_companies_id_fk;
--> statement-breakpoint
alter table invoices rename constraint invoices_document_id_fkey to invoices_document_id_sales_documents_id_fk;
--> statement-breakpoint
alter table invoices rename constraint invoices_document_id_key to invoices_document_id_unique;
--> statement-breakpoint
alter table invoices rename constraint invoices_number_key to invoices_number_unique;
--> statement-breakpoint
alter table payment_cards rename constraint payment_cards_user_id_fkey to payment_cards_user_id_users_id_fk;
--> statement-breakpoint
alter table price_list_rules rename constraint price_list_rules_price_list_id_fkey to price_list_rules_price_list_id_price_lists_id_fk;
--> statement-breakpoint
alter table products rename constraint products_provider_sku_key to products_provider_sku_unique;
--> statement-breakpoint
alter table return_lines rename constraint return_lines_return_id_fkey to return_lines_return_id_return_requests_id_fk;
--> statement-breakpoint
alter table return_lines rename constraint return_lines_pkey to return_lines_return_id_line_no_pk;
--> statement-breakpoint
alter table return_requests rename constraint return_requests_company_id_fkey to return_requests_company_id_companies_id_fk;
--> statement-breakpoint
alter table return_requests rename constraint return_requests_order_id_fkey to return_requests_order_id_sales_documents_id_fk;
--> statement-breakpoint
alter table return_requests rename constraint return_requests_requested_by_fkey to return_requests_requested_by_users_id_fk;
--> statement-breakpoint
alter table return_requests rename constraint return_requests_number_key to return_requests_number_unique;
--> statement-breakpoint
alter table sales_document_events rename constraint sales_document_events_document_id_fkey to sales_document_events_document_id_sales_documents_id_fk;
--> statement-breakpoint
alter table sales_document_lines rename constraint sales_document_lines_document_id_fkey to sales_document_lines_document_id_sales_documents_id_fk;
--> statement-breakpoint
alter table sales_document_lines rename constraint sales_document_lines_pkey to sales_document_lines_document_id_line_no_pk;
--> statement-breakpoint
alter table sales_documents rename constraint sales_documents_company_id_fkey to sales_documents_company_id_companies_id_fk;
--> statement-breakpoint
alter table sales_documents rename constraint sales_documents_placed_by_fkey to sales_documents_placed_by_users_id_fk;
--> statement-breakpoint
alter table sales_documents rename constraint sales_documents_source_document_id_fkey to sales_documents_source_document_id_sales_documents_id_fk;
--> statement-breakpoint
alter table sessions rename constraint sessions_user_id_fkey to sessions_user_id_users_id_fk;
--> statement-breakpoint
alter table sessions rename constraint sessions_token_key to sessions_token_unique;
--> statement-breakpoint
alter table tax_certificates rename constraint tax_certificates_company_id_fkey to tax_certificates_company_id_companies_id_fk;
--> statement-breakpoint
alter table tax_certificates rename constraint tax_certificates_uploaded_by_fkey to tax_certificates_uploaded_by_users_id_fk;
--> statement-breakpoint
alter table user_profiles rename constraint user_profiles_user_id_fkey to user_profiles_user_id_users_id_fk;
--> statement-breakpoint
alter table users rename constraint users_email_key to users_email_unique;
