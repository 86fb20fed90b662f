ALTER TABLE "users" ADD COLUMN "credit_debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_back_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "debt_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "charged_back_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;