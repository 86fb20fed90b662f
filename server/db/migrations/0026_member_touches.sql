CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filters" jsonb NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"announced_up_to" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "seeking_genders" text[];--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "seeking_min_age" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "seeking_max_age" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_activity" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "in_showcase" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_search_active_idx" ON "profiles" USING btree ("site_id","last_active_at" DESC NULLS LAST,"user_id") WHERE "profiles"."searchable";--> statement-breakpoint
UPDATE "profiles" SET "seeking_genders" = CASE
	WHEN "sexuality" = 'bi' THEN ARRAY['male', 'female']
	WHEN "sexuality" IN ('gay', 'lesbian') THEN ARRAY["gender"]
	WHEN "gender" = 'male' THEN ARRAY['female']
	ELSE ARRAY['male']
END WHERE "gender" IS NOT NULL AND "sexuality" IS NOT NULL;
