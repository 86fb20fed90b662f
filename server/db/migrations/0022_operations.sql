CREATE TABLE "data_upgrades" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lane" text GENERATED ALWAYS AS (case when kind like 'mail.%' then 'mail' when kind like 'push.%' then 'push' else 'other' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_lane_due_idx" ON "jobs" USING btree ("lane","run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("done_at" DESC NULLS LAST,"id") WHERE "jobs"."done_at" is not null and "jobs"."last_error" is not null;