CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_kind_check" CHECK ("favorites"."kind" in ('vod', 'audio', 'channel', 'radio'))
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
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_member_item_idx" ON "favorites" USING btree ("member_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "favorites_member_created_idx" ON "favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_history_member_item_idx" ON "watch_history" USING btree ("member_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "watch_history_member_updated_idx" ON "watch_history" USING btree ("member_id","updated_at");