CREATE TABLE "usage_counters" (
	"rule" text NOT NULL,
	"subject" text NOT NULL,
	"window_key" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "usage_counters_rule_subject_pk" PRIMARY KEY("rule","subject")
);
--> statement-breakpoint
-- Existing sites link to https on their canonical domain; an operator sets another base URL where that is wrong.
ALTER TABLE "sites" ADD COLUMN "base_url" text;--> statement-breakpoint
UPDATE "sites" SET "base_url" = 'https://' || "domain";--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "base_url" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;
