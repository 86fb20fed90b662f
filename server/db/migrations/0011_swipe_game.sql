CREATE TABLE "swipe_passes" (
	"member_id" uuid NOT NULL,
	"passed_id" uuid NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "swipe_passes_member_id_passed_id_pk" PRIMARY KEY("member_id","passed_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "swipe_likes_premium" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_passed_id_users_id_fk" FOREIGN KEY ("passed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;