CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"show" boolean NOT NULL,
	"message_th" text NOT NULL,
	"message_en" text NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"thumbnail" text NOT NULL,
	"stream_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"image_xl" text NOT NULL,
	"image_md" text NOT NULL,
	"image_sm" text NOT NULL,
	"link" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "banners_placement_check" CHECK ("banners"."placement" in ('slide', 'popup'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_type_check" CHECK ("categories"."type" in ('vod', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"stream_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"language" text DEFAULT 'th' NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"phone" text,
	"gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_username_check" CHECK (position('@' in "members"."username") = 0),
	CONSTRAINT "members_language_check" CHECK ("members"."language" in ('th', 'en')),
	CONSTRAINT "members_role_check" CHECK ("members"."role" in ('member', 'admin')),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" is null or "members"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"message_th" text NOT NULL,
	"message_en" text NOT NULL,
	"thumbnail" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('unread', 'read'))
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"video_id" integer,
	"audio_id" integer,
	CONSTRAINT "playlist_items_playlist_id_position_pk" PRIMARY KEY("playlist_id","position"),
	CONSTRAINT "playlist_items_one_target_check" CHECK (num_nonnulls("playlist_items"."video_id", "playlist_items"."audio_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"thumbnail" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "playlists_type_check" CHECK ("playlists"."type" in ('video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "programmes_time_check" CHECK ("programmes"."ends_at" > "programmes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "radio_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"province_th" text NOT NULL,
	"province_en" text NOT NULL,
	"band" text DEFAULT 'FM' NOT NULL,
	"frequency_mhz" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"icon" text NOT NULL,
	"stream_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "radio_stations_band_check" CHECK ("radio_stations"."band" in ('FM', 'AM')),
	CONSTRAINT "radio_stations_latitude_check" CHECK ("radio_stations"."latitude" between -90 and 90),
	CONSTRAINT "radio_stations_longitude_check" CHECK ("radio_stations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_stats" (
	"key" text PRIMARY KEY NOT NULL,
	"visit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"thumbnail" text NOT NULL,
	"stream_url" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_duration_check" CHECK ("videos"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_audio_id_audio_items_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_type_sort_idx" ON "categories" USING btree ("type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_idx" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "notifications_member_created_idx" ON "notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "programmes_channel_starts_idx" ON "programmes" USING btree ("channel_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "videos_category_published_idx" ON "videos" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_channel_published_idx" ON "videos" USING btree ("channel_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at");