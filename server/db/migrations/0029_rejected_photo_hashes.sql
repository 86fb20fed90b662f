CREATE TABLE "rejected_photo_hashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hashes" bit(64)[] NOT NULL,
	"reason" text NOT NULL,
	"photo_id" uuid,
	"site_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rejected_photo_hashes" ADD CONSTRAINT "rejected_photo_hashes_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejected_photo_hashes" ADD CONSTRAINT "rejected_photo_hashes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rejected_photo_hashes_photo_idx" ON "rejected_photo_hashes" USING btree ("photo_id");