-- Keys written by hand take the names their Drizzle declarations give them (ADR 0106).
alter table payment_cards rename constraint payment_cards_provider_payment_method_id_key to payment_cards_provider_payment_method_id_unique;
--> statement-breakpoint
alter table payment_customers rename constraint payment_customers_provider_customer_id_key to payment_customers_provider_customer_id_unique;
--> statement-breakpoint
alter table payment_customers rename constraint payment_customers_user_id_fkey to payment_customers_user_id_users_id_fk;
--> statement-breakpoint
alter table payment_events rename constraint payment_events_payment_id_fkey to payment_events_payment_id_payments_id_fk;
--> statement-breakpoint
alter table payment_refunds rename constraint payment_refunds_payment_id_fkey to payment_refunds_payment_id_payments_id_fk;
--> statement-breakpoint
alter table payment_refunds rename constraint payment_refunds_provider_refund_id_key to payment_refunds_provider_refund_id_unique;
--> statement-breakpoint
alter table payment_refunds rename constraint payment_refunds_source_key_key to payment_refunds_source_key_unique;
--> statement-breakpoint
alter table payments rename constraint payments_document_id_fkey to payments_document_id_sales_documents_id_fk;
--> statement-breakpoint
alter table payments rename constraint payments_idempotency_key_key to payments_idempotency_key_unique;
--> statement-breakpoint
alter table payments rename constraint payments_invoice_id_fkey to payments_invoice_id_invoices_id_fk;
--> statement-breakpoint
alter table payments rename constraint payments_provider_payment_id_key to payments_provider_payment_id_unique;
