'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { HistoryEntry } from '@/lib/contract';
import { bffPost, memberKeys } from './bff';
import { HistoryRow } from './history-row';
import { TrashIcon } from './member-icons';

/** /history: newest first, removable one by one or all at once. The server renders the first list. */
export function HistoryList({ initial }: { initial: HistoryEntry[] }) {
  const t = useTranslations('History');
  const language = useLocale();
  const { data, mutate } = useSWR(
    memberKeys.history(language),
    () => bffPost<{ result: HistoryEntry[] }>('history', { language }).then((answer) => answer.result),
    { fallbackData: initial, revalidateOnMount: false },
  );
  const entries = data ?? [];

  const remove = (id: number) =>
    mutate(
      async () => {
        await bffPost('history/delete', { id });
        return entries.filter((entry) => entry.id !== id);
      },
      { optimisticData: entries.filter((entry) => entry.id !== id), rollbackOnError: true, revalidate: false },
    ).catch(() => undefined);

  const clear = () =>
    mutate(
      async () => {
        await bffPost('history/delete/all');
        return [];
      },
      { optimisticData: [], rollbackOnError: true, revalidate: false },
    ).catch(() => undefined);

  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600" data-testid="history-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={() => void clear()}
          className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-red-300 hover:text-red-700"
        >
          <TrashIcon className="size-4" />
          {t('clearAll')}
        </button>
      </div>
      <ul className="space-y-3">
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} onRemove={(id) => void remove(id)} />
        ))}
      </ul>
    </div>
  );
}
