-- Notes were an unused list; they become answers to the site's note prompts, by prompt.
ALTER TABLE "profiles" ALTER COLUMN "notes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "notes" SET DATA TYPE jsonb USING '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "notes" SET DEFAULT '{}'::jsonb;
