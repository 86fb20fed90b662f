CREATE TABLE "contact_holds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "first_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_checks" jsonb DEFAULT '{"new_member_hours":48,"new_members_per_minute":4,"accounts_per_address":3,"first_messages_per_sender":4,"likes_per_sender":25}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_ip" "inet";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_hold" text;--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "awaiting_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "awaiting_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_holds" ADD CONSTRAINT "contact_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_holds" ADD CONSTRAINT "contact_holds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_holds" ADD CONSTRAINT "contact_holds_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_contacts" ADD CONSTRAINT "first_contacts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_contacts" ADD CONSTRAINT "first_contacts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_holds_queue_idx" ON "contact_holds" USING btree ("held_at");--> statement-breakpoint
CREATE INDEX "first_contacts_site_idx" ON "first_contacts" USING btree ("site_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "first_contacts_sender_idx" ON "first_contacts" USING btree ("sender_id","created_at");