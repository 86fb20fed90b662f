ALTER TABLE "sites" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Region codes are ISO 3166-2 now for the few countries whose country-region-data codes carry the country already
-- (Denmark "DK-DK-84" becomes "DK-84"; also Finland, Morocco, the Philippines, Romania): decision 010.
UPDATE "profiles" SET "region" = substr("region", 4) WHERE "region" LIKE "country" || '-' || "country" || '-%';
