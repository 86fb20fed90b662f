-- Search reads the age (and region) filters from its indexes, and a narrow age band or a count reads a range of birth
-- dates (server/db/schema/users.ts, members.repo.ts).
DROP INDEX "profiles_region_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_any_gender_idx";--> statement-breakpoint
DROP INDEX "profiles_search_site_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("site_id","country","region","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth","gender") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_age_idx" ON "profiles" USING btree ("site_id","gender","country","date_of_birth","signup_date","user_id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_any_gender_age_idx" ON "profiles" USING btree ("site_id","country","date_of_birth","signup_date","user_id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_region_age_idx" ON "profiles" USING btree ("site_id","country","region","date_of_birth","gender","signup_date","user_id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_site_age_idx" ON "profiles" USING btree ("site_id","date_of_birth","gender","signup_date","user_id") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("site_id","gender","country","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_any_gender_idx" ON "profiles" USING btree ("site_id","country","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_search_site_idx" ON "profiles" USING btree ("site_id","signup_date" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth","gender") WHERE "profiles"."searchable";