import 'server-only';
import { cache } from 'react';
import {
  BannerListResponseSchema,
  NotificationHomeResponseSchema,
  PlaylistListResponseSchema,
  RadioListResponseSchema,
  ScheduleResponseSchema,
  SearchResponseSchema,
  VideoHomeResponseSchema,
  VideoListResponseSchema,
  VideoPageResponseSchema,
  type Language,
  type SearchKind,
} from '@/lib/contract';
import { apiFetch } from './client';
import { CacheTag } from './cache-tags';
import { shortMemo } from './short-memo';

/** Seconds a catalogue read is served from the data cache before it is fetched again. */
const TTL = 60;
const tags = [CacheTag.catalogue];

export const getHomeVideoRows = cache(async (language: Language) =>
  (await apiFetch('video/home', VideoHomeResponseSchema, { body: { language, limit: 8 }, revalidate: TTL, tags })).result,
);

export const getRecommended = cache(async (language: Language) =>
  (await apiFetch('video/recommend', VideoListResponseSchema, { body: { language, limit: 12 }, revalidate: TTL, tags })).result,
);

export const getHomePlaylists = cache(async (language: Language) =>
  (await apiFetch('playlist/home', PlaylistListResponseSchema, { body: { language }, revalidate: TTL, tags })).result,
);

export const getRadioStations = cache(async (language: Language) =>
  (await apiFetch('radio/all', RadioListResponseSchema, { body: { language }, revalidate: TTL, tags })).result,
);

export const getBanners = cache(async (language: Language, placement: 'slide' | 'popup') =>
  (await apiFetch(`banner/${placement}`, BannerListResponseSchema, { body: { language }, revalidate: TTL, tags })).result,
);

export const getAnnouncement = cache(async (language: Language) =>
  (await apiFetch('notification/home', NotificationHomeResponseSchema, { body: { language }, revalidate: 30, tags })).result,
);

export const getCategoryPage = cache(async (language: Language, category: number, page: number, limit: number) =>
  apiFetch('video/category/subcategory', VideoPageResponseSchema, { body: { language, category, page, limit }, revalidate: TTL, tags }),
);

export const getSchedule = cache(async (language: Language, date: string) =>
  (await apiFetch('channel/schedule', ScheduleResponseSchema, { body: { language, date }, revalidate: TTL, tags })).result,
);

/**
 * Search answers are kept 30 s in this process (at most 500 queries), not in Next's data cache:
 * queries are open-ended, and every distinct one would otherwise add an entry to the shared cache.
 */
export const searchCatalogue = shortMemo(
  (language: Language, query: string, page: number, kind?: SearchKind) =>
    apiFetch('search', SearchResponseSchema, { body: { language, search_query: query, page, limit: 20, ...(kind ? { kind } : {}) } }),
  { ttlMs: 30_000, max: 500 },
);
