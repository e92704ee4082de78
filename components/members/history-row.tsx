'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { HistoryEntry } from '@/lib/contract';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { mediaHref } from './media-link';
import { TrashIcon } from './member-icons';

/**
 * When it was watched, as the site's other dates (day first, the month in words; the Buddhist era in
 * Thai) with the 24-hour Bangkok clock: "29 November 2026 at 16:08", "29 พฤศจิกายน 2569 เวลา 16:08".
 */
const WATCHED_AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** One watched item: picture, title, when, how far (a progress bar for VOD and audio), and a remove button. */
export function HistoryRow({ entry, onRemove }: { entry: HistoryEntry; onRemove: (id: number) => void }) {
  const t = useTranslations('History');
  const locale = useLocale();
  const percent = entry.duration > 0 ? Math.min(100, Math.round((entry.position / entry.duration) * 100)) : null;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="history-item" data-entry-id={entry.id}>
      <Link href={mediaHref(entry.kind, entry.itemId)} className="flex min-w-0 flex-1 items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- poster from the media origin */}
        <img src={entry.thumbnail} alt="" width={128} height={72} className="aspect-video w-28 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-semibold text-slate-900">{entry.title}</span>
          <span className="mt-1 block text-xs text-slate-600">
            {t('kind', { kind: entry.kind })} · {formatDate(entry.updatedAt, locale, WATCHED_AT)}
          </span>
          {percent !== null && (
            <span className="mt-2 block">
              <span
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('progress', { percent })}
                className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <span className="block h-full rounded-full bg-live" style={{ width: `${percent}%` }} />
              </span>
              <span className="mt-1 block text-xs text-slate-600">{t('progress', { percent })}</span>
            </span>
          )}
        </span>
      </Link>
      <button
        type="button"
        onClick={() => onRemove(entry.id)}
        aria-label={t('remove', { title: entry.title })}
        title={t('remove', { title: entry.title })}
        className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <TrashIcon className="size-5" />
      </button>
    </li>
  );
}
