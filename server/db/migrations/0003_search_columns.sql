DROP INDEX "profiles_search_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "signup_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_any_gender_idx" ON "profiles" USING btree ("site_id","country","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_site_idx" ON "profiles" USING btree ("site_id","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("site_id","gender","country","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "profiles"."searchable";