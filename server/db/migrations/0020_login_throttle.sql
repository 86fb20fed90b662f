ALTER TABLE "login_attempts" ADD COLUMN "source" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_site_id_email_pk";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_site_id_email_source_pk" PRIMARY KEY("site_id","email","source");
