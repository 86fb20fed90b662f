CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"key" text NOT NULL,
	"credits" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_photo_id_photos_id_fk";
--> statement-breakpoint
DROP INDEX "conversation_members_user_idx";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "free_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_site_key_idx" ON "gifts" USING btree ("site_id","key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_id_message_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."message_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_members_pair_idx" ON "conversation_members" USING btree ("user_id","other_user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_list_idx" ON "conversation_members" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_idx" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("sender_id") WHERE not "messages"."delivered";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "last_message_at";