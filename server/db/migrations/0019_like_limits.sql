ALTER TABLE "sites" ADD COLUMN "like_limit_free" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "like_limit_premium" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "held" boolean DEFAULT false NOT NULL;