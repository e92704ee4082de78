'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { HistoryEntry } from '@/lib/contract';
import { bffPost, mayHaveBeenDone, memberKeys } from './bff';
import { HistoryRow } from './history-row';
import { TrashIcon } from './member-icons';
import { ServerError } from './server-error';
import { useRestoreFocus } from './use-restore-focus';

/** /history: newest first, removable one by one or all at once (asked once more). The server renders the first list. */
export function HistoryList({ initial }: { initial: HistoryEntry[] }) {
  const t = useTranslations('History');
  const language = useLocale();
  const { data, mutate } = useSWR(
    memberKeys.history(language),
    () => bffPost<{ result: HistoryEntry[] }>('history', { language }).then((answer) => answer.result),
    { fallbackData: initial, revalidateOnMount: false },
  );
  const entries = data ?? [];
  /** A removal the server refused (or never got) is rolled back; this says so, until the next try. */
  const [failed, setFailed] = useState(false);
  const { container, restoreFocus } = useRestoreFocus<HTMLUListElement>();
  /** "Clear all history" asks once more: it cannot be undone. */
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  /** Cleared by the visitor: focus goes to what replaces the list (the button that had it is gone). */
  const cleared = useRef(false);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!cleared.current) return;
    if (entries.length === 0) {
      emptyRef.current?.focus();
      return;
    }
    // The clear failed and the list came back: to its button again.
    clearRef.current?.focus();
    cleared.current = false;
  }, [entries.length]);
  useEffect(() => {
    // Focus goes to the question's safe answer, and back to the button when it is dismissed.
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) clearRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  /**
   * A delete perhaps done all the same (no answer, a 5xx): the list is read again, and whether `done`
   * in it says if it was. A refusal was not.
   */
  const doneAfterAll = async (error: unknown, done: (fresh: HistoryEntry[]) => boolean) => {
    if (!mayHaveBeenDone(error)) return false;
    const fresh = await mutate().catch(() => undefined);
    return fresh !== undefined && done(fresh);
  };

  const remove = (id: number) => {
    setFailed(false);
    return mutate(
      async () => {
        await bffPost('history/delete', { id });
        return entries.filter((entry) => entry.id !== id);
      },
      { optimisticData: entries.filter((entry) => entry.id !== id), rollbackOnError: true, revalidate: false },
    ).catch(async (error: unknown) => {
      // Done after all: as after a delete that answered (the row gone, no message).
      if (await doneAfterAll(error, (fresh) => !fresh.some((entry) => entry.id === id))) return;
      restoreFocus(id);
      setFailed(true);
    });
  };

  const clear = () => {
    setFailed(false);
    return mutate(
      async () => {
        await bffPost('history/delete/all');
        return [];
      },
      { optimisticData: [], rollbackOnError: true, revalidate: false },
    )
      .then(() => {
        cleared.current = false;
      })
      .catch(async (error: unknown) => {
        if (await doneAfterAll(error, (fresh) => fresh.length === 0)) {
          // As after a clear that answered: the focus on what replaced the list (the rollback had put
          // it back on the Clear button, now gone).
          requestAnimationFrame(() => emptyRef.current?.focus());
          return;
        }
        setFailed(true);
      });
  };
  const failure = failed ? (
    <div className="mb-4">
      <ServerError message={t('failed')} testId="history-failed" />
    </div>
  ) : null;

  if (entries.length === 0) {
    return (
      <>
        {failure}
        <p ref={emptyRef} tabIndex={-1} className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600 outline-none" data-testid="history-empty">
          {t('empty')}
        </p>
      </>
    );
  }
  return (
    <div>
      {failure}
      <div className="mb-4 flex justify-end">
        {confirming ? (
          <div
            role="group"
            aria-labelledby="history-clear-question"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setConfirming(false);
            }}
            className="flex flex-wrap items-center justify-end gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2"
            data-testid="history-clear-confirm"
          >
            <p id="history-clear-question" className="text-sm font-semibold text-red-800">
              {t('clearQuestion')}
            </p>
            <button ref={cancelRef} type="button" onClick={() => setConfirming(false)} className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {t('clearCancel')}
            </button>
            <button
              type="button"
              onClick={() => {
                asked.current = false;
                cleared.current = true;
                setConfirming(false);
                void clear();
              }}
              className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('clearConfirm')}
            </button>
          </div>
        ) : (
          <button
            ref={clearRef}
            type="button"
            onClick={() => setConfirming(true)}
            className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-red-300 hover:text-red-700"
          >
            <TrashIcon className="size-4" />
            {t('clearAll')}
          </button>
        )}
      </div>
      <ul ref={container} className="space-y-3">
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} onRemove={(id) => void remove(id)} />
        ))}
      </ul>
    </div>
  );
}
