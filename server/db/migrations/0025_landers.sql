CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_visits" (
	"day" date NOT NULL,
	"site_id" uuid NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_visits_day_site_id_source_pk" PRIMARY KEY("day","site_id","source")
);
--> statement-breakpoint
UPDATE "sites" SET "logged_out_search" = 'other' WHERE "logged_out_search" = 'all';--> statement-breakpoint
UPDATE "sites" SET "logged_out_search_trafficsource" = 'other' WHERE "logged_out_search_trafficsource" = 'all';--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "logged_out_search" SET DEFAULT 'other';--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "logged_out_search_trafficsource" SET DEFAULT 'other';--> statement-breakpoint
ALTER TABLE "tracking_data" ADD COLUMN "landing_member_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_visits" ADD CONSTRAINT "traffic_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_offers_site_idx" ON "partner_offers" USING btree ("site_id","sort");--> statement-breakpoint
ALTER TABLE "tracking_data" ADD CONSTRAINT "tracking_data_landing_member_id_users_id_fk" FOREIGN KEY ("landing_member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;