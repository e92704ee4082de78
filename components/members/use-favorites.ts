'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import useSWR from 'swr';
import type { FavoriteEntry, FavoriteKind } from '@/lib/contract';
import { bffPost, mayHaveBeenDone, memberKeys } from './bff';

/** The member's favourites, shared by every heart on the page and the /favorite list. */
export function useFavorites(enabled: boolean, fallbackData?: FavoriteEntry[]) {
  const language = useLocale();
  const { data, isLoading, mutate } = useSWR(
    enabled ? memberKeys.favorites(language) : null,
    () => bffPost<{ result: FavoriteEntry[] }>('favorite', { language }).then((answer) => answer.result),
    { fallbackData, revalidateOnFocus: false },
  );

  const isFavorite = useCallback(
    (kind: FavoriteKind, itemId: number) => (data ?? []).some((entry) => entry.kind === kind && entry.itemId === itemId),
    [data],
  );

  /** Adds or removes; the list updates at once and is re-read afterwards. */
  const toggle = useCallback(
    async (kind: FavoriteKind, itemId: number) => {
      const adding = !isFavorite(kind, itemId);
      const optimistic = adding
        ? data
        : (data ?? []).filter((entry) => !(entry.kind === kind && entry.itemId === itemId));
      // The write done, a failed read of the list must not roll it back (nor say the change failed):
      // the list is read again later.
      let reread = true;
      await mutate(
        async () => {
          await bffPost(adding ? 'favorite/add' : 'favorite/delete', { kind, itemId });
          return bffPost<{ result: FavoriteEntry[] }>('favorite', { language })
            .then((answer) => answer.result)
            .catch(() => {
              reread = false;
              return optimistic;
            });
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      ).catch(async (error: unknown) => {
        // Perhaps done all the same: the list shown is the server's, read again, not the rolled-back
        // guess; and done, it is no failure.
        if (mayHaveBeenDone(error)) {
          const fresh = await mutate().catch(() => undefined);
          if (fresh && fresh.some((entry) => entry.kind === kind && entry.itemId === itemId) === adding) return;
        }
        throw error;
      });
      if (!reread) void mutate();
    },
    [data, isFavorite, language, mutate],
  );

  return { favorites: data ?? [], isLoading, isFavorite, toggle };
}
