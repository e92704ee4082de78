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
ALTER TABLE "programmes" ADD COLUMN "video_id" integer;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ((setweight(to_tsvector('simple', "title_text"), 'A') || setweight(to_tsvector('simple', "body_text"), 'B')));--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;