import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Plain text columns with CHECK constraints instead of pgEnum: drizzle-kit qualifies
// enum types with "public", which would break the per-test-file schemas on PostgreSQL.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  icon: text('icon').notNull(),
  streamUrl: text('stream_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: createdAt(),
});

export const radioStations = pgTable(
  'radio_stations',
  {
    id: serial('id').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    provinceTh: text('province_th').notNull(),
    provinceEn: text('province_en').notNull(),
    band: text('band').notNull().default('FM'),
    frequencyMhz: doublePrecision('frequency_mhz').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    icon: text('icon').notNull(),
    streamUrl: text('stream_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('radio_stations_band_check', sql`${t.band} in ('FM', 'AM')`),
    check('radio_stations_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('radio_stations_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    slug: text('slug').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('categories_type_check', sql`${t.type} in ('vod', 'audio')`),
    index('categories_type_sort_idx').on(t.type, t.sortOrder),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    thumbnail: text('thumbnail').notNull(),
    streamUrl: text('stream_url').notNull(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [
    check('videos_duration_check', sql`${t.durationSeconds} > 0`),
    index('videos_category_published_idx').on(t.categoryId, t.publishedAt),
    index('videos_channel_published_idx').on(t.channelId, t.publishedAt),
    index('videos_published_idx').on(t.publishedAt),
  ],
);

export const audioItems = pgTable('audio_items', {
  id: serial('id').primaryKey(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  thumbnail: text('thumbnail').notNull(),
  streamUrl: text('stream_url').notNull(),
});

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    thumbnail: text('thumbnail').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('playlists_type_check', sql`${t.type} in ('video', 'audio')`)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    audioId: integer('audio_id').references(() => audioItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.position] }),
    // An item is either a video or an audio track, never both or neither.
    check('playlist_items_one_target_check', sql`num_nonnulls(${t.videoId}, ${t.audioId}) = 1`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    imageXl: text('image_xl').notNull(),
    imageMd: text('image_md').notNull(),
    imageSm: text('image_sm').notNull(),
    link: text('link').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('banners_placement_check', sql`${t.placement} in ('slide', 'popup')`)],
);

export const programmes = pgTable(
  'programmes',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The programme's recording on demand, when one exists. */
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('programmes_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('programmes_channel_starts_idx').on(t.channelId, t.startsAt),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  show: boolean('show').notNull(),
  messageTh: text('message_th').notNull(),
  messageEn: text('message_en').notNull(),
  channelId: integer('channel_id')
    .notNull()
    .references(() => channels.id),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    language: text('language').notNull().default('th'),
    role: text('role').notNull().default('member'),
    thumbnail: text('thumbnail').notNull().default(''),
    phone: text('phone'),
    gender: text('gender'),
    // Made by a Google/Facebook sign-in whose provider did not vouch for the address: nothing has shown
    // that the address is this member's until a reset link or a vouching provider does (social-account-repository.ts).
    emailUnproven: boolean('email_unproven').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in matches username or e-mail case-insensitively, so uniqueness must too.
    uniqueIndex('members_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    // Keeps "username or e-mail" unambiguous: a username can never look like an e-mail.
    check('members_username_check', sql`position('@' in ${t.username}) = 0`),
    check('members_language_check', sql`${t.language} in ('th', 'en')`),
    check('members_role_check', sql`${t.role} in ('member', 'admin')`),
    check('members_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token (hex); the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/**
 * Browsers a member has signed in from with the right password (OWASP's "device cookies"): a failed
 * sign-in from one of them counts against that browser alone, so failures from elsewhere, which lock
 * the account for every other client, never lock its owner out of a browser they use.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    // SHA-256 of the device token (hex); the token itself lives only in the browser's httpOnly cookie.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_devices_token_hash_idx').on(t.tokenHash), index('member_devices_member_idx').on(t.memberId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    messageTh: text('message_th').notNull(),
    messageEn: text('message_en').notNull(),
    thumbnail: text('thumbnail').notNull(),
    status: text('status').notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_status_check', sql`${t.status} in ('unread', 'read')`),
    index('notifications_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

export const siteStats = pgTable('site_stats', {
  key: text('key').primaryKey(),
  visit: bigint('visit', { mode: 'number' }).notNull().default(0),
});

/**
 * Registrations waiting for their e-mailed OTP (members issue). One row per e-mail; the OTP is
 * stored hashed with a per-row salt, single use, expiring, attempt-limited and send-limited.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('th'),
    otpSalt: text('otp_salt').notNull(),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    otpFailures: integer('otp_failures').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendWindowStart: timestamp('send_window_start', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // SHA-256 of the handle step 1 hands to the browser that sent it; step 2 and a resend must present it.
    attemptHash: text('attempt_hash'),
    // SHA-256 of the key step 2 hands out; step 3 must present it.
    registrationKeyHash: text('registration_key_hash'),
    createdAt: createdAt(),
  },
  // One row per attempt (each step 1), so that an attempt someone else starts for the same address
  // neither changes nor locks the owner's; the address's sends are counted over all of them.
  (t) => [
    index('registrations_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('registrations_attempt_hash_idx').on(t.attemptHash),
    check('registrations_language_check', sql`${t.language} in ('th', 'en')`),
  ],
);

/** Single-use password reset links (SHA-256 of the token stored), valid 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash), index('password_resets_member_idx').on(t.memberId)],
);

/** Google / Facebook identities linked to a member. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_user_idx').on(t.provider, t.providerUserId),
    check('social_accounts_provider_check', sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/** Watch history: one row per member and item, updated on every play (members issue, part B). */
export const watchHistory = pgTable(
  'watch_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watch_history_kind_check', sql`${t.kind} in ('vod', 'audio', 'live', 'radio')`),
    check('watch_history_position_check', sql`${t.positionSeconds} >= 0 and ${t.durationSeconds} >= 0`),
    uniqueIndex('watch_history_member_item_idx').on(t.memberId, t.kind, t.itemId),
    index('watch_history_member_updated_idx').on(t.memberId, t.updatedAt),
  ],
);

/** Favourites: videos, audio, channels and radio stations (members issue, part B). */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('favorites_kind_check', sql`${t.kind} in ('vod', 'audio', 'channel', 'radio')`),
    uniqueIndex('favorites_member_item_idx').on(t.memberId, t.kind, t.itemId),
    index('favorites_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Search index: one row per searchable item. `title_text` and `body_text` hold
 * both languages, lower-cased, accent-stripped and with Thai segmented into
 * words separated by spaces (lib/search/segment.ts), so to_tsvector('simple')
 * yields one token per word. Rebuilt by the seed and kept up to date on insert.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    titleText: text('title_text').notNull(),
    bodyText: text('body_text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check('search_entries_kind_check', sql`${t.kind} in ('video', 'audio', 'channel', 'radio')`),
    index('search_entries_document_idx').using(
      'gin',
      sql`(setweight(to_tsvector('simple', ${t.titleText}), 'A') || setweight(to_tsvector('simple', ${t.bodyText}), 'B'))`,
    ),
  ],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
