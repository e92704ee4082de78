import 'server-only';
import { cache } from 'react';
import {
  AudioPlaylistResponseSchema,
  ChannelEventResponseSchema,
  RadioDetailResponseSchema,
  VideoDetailResponseSchema,
  VideoRecommendResponseSchema,
  type Language,
} from '@/lib/contract';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import { CacheTag } from './cache-tags';

const MEDIA_TTL = 60;
const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** undefined when the backend says 404 (unknown id); other failures throw. */
async function orUndefined<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

export const getVideo = cache(async (language: Language, id: string) => {
  if (!isId(id)) return undefined;
  return orUndefined(async () => {
    const { result } = await apiFetch('video', VideoDetailResponseSchema, {
      body: { id: Number(id), language },
      revalidate: MEDIA_TTL,
      tags: [CacheTag.catalogue],
    });
    return result;
  });
});

export async function getRecommended(language: Language, filter: { id?: number; channel?: number }, limit = 12) {
  const { result } = await apiFetch('video/recommend', VideoRecommendResponseSchema, {
    body: { ...filter, limit, language },
    revalidate: MEDIA_TTL,
    tags: [CacheTag.catalogue],
  });
  return result;
}

/** Today's programmes and now/next change by the minute: a short cache. */
export const getChannelEvent = cache(async (language: Language, id: string) => {
  if (!isId(id)) return undefined;
  return orUndefined(async () => {
    const { result } = await apiFetch('channel/event', ChannelEventResponseSchema, {
      body: { id: Number(id), language },
      revalidate: 30,
      tags: [CacheTag.catalogue],
    });
    return result;
  });
});

export const getAudioPlaylist = cache(async (language: Language) => {
  const { result } = await apiFetch('audio/playlist', AudioPlaylistResponseSchema, {
    body: { language },
    revalidate: MEDIA_TTL,
    tags: [CacheTag.catalogue],
  });
  return result;
});

export const getRadioStation = cache(async (language: Language, id: string) => {
  if (!isId(id)) return undefined;
  return orUndefined(async () => {
    const { result } = await apiFetch('home/radio/detail', RadioDetailResponseSchema, {
      body: { id: Number(id), language },
      revalidate: MEDIA_TTL,
      tags: [CacheTag.catalogue],
    });
    return result;
  });
});
