DROP INDEX "registrations_email_lower_idx";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "attempt_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_attempt_hash_idx" ON "registrations" USING btree ("attempt_hash");--> statement-breakpoint
CREATE INDEX "registrations_email_lower_idx" ON "registrations" USING btree (lower("email"));