import 'server-only';
import { cache } from 'react';
import {
  CategoryListResponseSchema,
  ChannelListResponseSchema,
  HomeStatResponseSchema,
  MenuSlideResponseSchema,
  SitemapResponseSchema,
  type Language,
} from '@/lib/contract';
import { apiFetch } from './client';
import { CacheTag } from './cache-tags';

/** Seconds a catalogue read is served from the data cache before it is fetched again. */
const CATALOGUE_TTL = 60;

export const getMenuSlide = cache(async (language: Language) => {
  const { result } = await apiFetch('menu/slide', MenuSlideResponseSchema, {
    query: { language },
    revalidate: CATALOGUE_TTL,
    tags: [CacheTag.catalogue, CacheTag.menu],
  });
  return result;
});

export const getChannels = cache(async (language: Language) => {
  const { result } = await apiFetch('channel', ChannelListResponseSchema, {
    body: { language },
    revalidate: CATALOGUE_TTL,
    tags: [CacheTag.catalogue, CacheTag.channels],
  });
  return result;
});

export const getCategories = cache(async (language: Language) => {
  const { result } = await apiFetch('category', CategoryListResponseSchema, {
    body: { type: 'vod', language },
    revalidate: CATALOGUE_TTL,
    tags: [CacheTag.catalogue, CacheTag.categories],
  });
  return result;
});

/** The footer's visit counter, read without counting (visits are counted by the audience script). */
export const getVisitCount = cache(async () => {
  // On every page: its period must not shorten the pages' own 60 s.
  const { result } = await apiFetch('home/stat', HomeStatResponseSchema, { query: { count: '0' }, revalidate: CATALOGUE_TTL });
  return result.visit;
});

/** The channel with this route id, or undefined. */
export async function findChannel(language: Language, id: string) {
  return (await getChannels(language)).find((channel) => String(channel.id) === id);
}

/** The video category with this route id, or undefined. */
export async function findCategory(language: Language, id: string) {
  return (await getCategories(language)).find((category) => String(category.id) === id);
}

/** Every public catalogue id with its last change (the sitemap), from the data cache for 5 minutes. */
export const getSitemapIndex = cache(async () => {
  const { result } = await apiFetch('sitemap', SitemapResponseSchema, { revalidate: 300, tags: [CacheTag.catalogue] });
  return result;
});
