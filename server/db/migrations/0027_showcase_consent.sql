ALTER TABLE "users" ALTER COLUMN "in_showcase" SET DEFAULT false;--> statement-breakpoint
-- Showing a member to visitors is their choice (decision 035): nobody real has made it yet; fictional profiles are the site's own.
UPDATE "users" SET "in_showcase" = false WHERE "fictional" = false;
