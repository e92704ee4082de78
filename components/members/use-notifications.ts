'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import useSWR from 'swr';
import type { NotificationList } from '@/lib/contract';
import { bffPost, memberKeys } from './bff';

/** New notifications show up without a reload: the list is polled every 30 seconds (and on focus). */
export const NOTIFICATION_POLL_MS = 30_000;

/** The member's notifications and the actions on them (each refreshes the list). */
export function useNotifications(enabled: boolean) {
  const language = useLocale();
  const key = enabled ? memberKeys.notifications(language) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => bffPost<NotificationList>('notification', { language }), {
    refreshInterval: NOTIFICATION_POLL_MS,
    revalidateOnFocus: true,
  });

  const act = useCallback(
    async (path: 'notification/read' | 'notification/delete' | 'notification/read/all' | 'notification/delete/all', id?: number) => {
      try {
        // Marking read goes with the link the notification is: kept alive if that link loads a whole page.
        await bffPost(path, id === undefined ? {} : { id }, { keepalive: path === 'notification/read' });
      } finally {
        await mutate();
      }
    },
    [mutate],
  );

  return {
    list: data,
    error,
    isLoading,
    markRead: (id: number) => act('notification/read', id),
    remove: (id: number) => act('notification/delete', id),
    markAllRead: () => act('notification/read/all'),
    removeAll: () => act('notification/delete/all'),
  };
}
