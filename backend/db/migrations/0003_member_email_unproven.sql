ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "email_unproven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members linked to a Google/Facebook identity before this migration: whether their provider vouched for
-- the address was not recorded, so they count as unproven (a reset link or a vouching provider proves it).
UPDATE "members" SET "email_unproven" = true WHERE "id" IN (SELECT "member_id" FROM "social_accounts");
