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
} from '@/lib/contract';
import type { SearchRequest } from '@/lib/search/search-address';
import { apiFetch } from './client';
import { CacheTag } from './cache-tags';

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
 * Search answers are catalogue reads like the others (data cache, TTL, catalogue tag): the search
 * page is cached per search (lib/search/search-address), and a page in Next's cache may only read
 * cacheable data. Both caches are bounded (an LRU in memory, or Redis entries with a TTL), so
 * open-ended queries push out old entries rather than grow the process.
 */
export const searchCatalogue = (language: Language, { query, page, kind }: SearchRequest) =>
  apiFetch('search', SearchResponseSchema, {
    body: { language, search_query: query, page, limit: 20, ...(kind ? { kind } : {}) },
    revalidate: TTL,
    tags,
  });
