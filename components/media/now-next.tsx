import { getTranslations } from 'next-intl/server';
import type { Programme } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatClock } from './format';

/** What is on now and next, from the schedule (the stream's clock is the same wall clock). */
export async function NowNext({ now, next, locale }: { now: Programme | null; next: Programme | null; locale: AppLocale }) {
  const t = await getTranslations('Live');
  const row = (label: string, p: Programme | null) =>
    p && (
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
        <dd className="truncate text-slate-900">
          <time dateTime={p.startsAt} className="mr-2 text-slate-600 tabular-nums">
            {formatClock(locale, p.startsAt)}–{formatClock(locale, p.endsAt)}
          </time>
          <span className="font-medium">{p.title}</span>
        </dd>
      </div>
    );
  if (!now && !next) return null;
  return (
    <dl className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      {row(t('now'), now)}
      {row(t('next'), next)}
    </dl>
  );
}
