CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_kind_check" CHECK ("favorites"."kind" in ('vod', 'audio', 'channel', 'radio'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'th' NOT NULL,
	"otp_salt" text NOT NULL,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone NOT NULL,
	"otp_failures" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_window_start" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"verified_at" timestamp with time zone,
	"registration_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_language_check" CHECK ("registrations"."language" in ('th', 'en'))
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title_text" text NOT NULL,
	"body_text" text NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "search_entries_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "search_entries_kind_check" CHECK ("search_entries"."kind" in ('video', 'audio', 'channel', 'radio'))
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_provider_check" CHECK ("social_accounts"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_history_kind_check" CHECK ("watch_history"."kind" in ('vod', 'audio', 'live', 'radio')),
	CONSTRAINT "watch_history_position_check" CHECK ("watch_history"."position_seconds" >= 0 and "watch_history"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "video_id" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_member_item_idx" ON "favorites" USING btree ("member_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "favorites_member_created_idx" ON "favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_member_idx" ON "password_resets" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_email_lower_idx" ON "registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ((setweight(to_tsvector('simple', "title_text"), 'A') || setweight(to_tsvector('simple', "body_text"), 'B')));--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_user_idx" ON "social_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_history_member_item_idx" ON "watch_history" USING btree ("member_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "watch_history_member_updated_idx" ON "watch_history" USING btree ("member_id","updated_at");--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;