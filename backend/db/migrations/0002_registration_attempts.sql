DROP INDEX IF EXISTS "registrations_email_lower_idx";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "attempt_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "registrations_attempt_hash_idx" ON "registrations" USING btree ("attempt_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registrations_email_lower_idx" ON "registrations" USING btree (lower("email"));