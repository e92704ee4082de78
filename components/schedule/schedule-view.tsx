import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getSchedule } from '@/lib/api/portal';
import { RefreshWhenStale } from '@/components/layout/refresh-when-stale';
import { bangkokDay, formatDate, nextBangkokMidnight } from '@/lib/format';
import type { AppLocale } from '@/lib/i18n/routing';
import { EpgGrid } from './epg-grid';
import { ScheduleDayNav } from './schedule-day-nav';

/** Today's page is refreshed this often while open: the now line moves 15 px in that time. */
const TODAY_REFRESH_MS = 5 * 60_000;

/**
 * The schedule of one day. Rendered into the page cache: `now` (the red line, on air, Today) is the
 * time of rendering. A failed read throws, so Next keeps serving the last good copy. The copy the cache
 * gives the first visitor after a quiet night is yesterday's: RefreshWhenStale fetches it again in the
 * browser, and refreshes a page left open (today's every 5 minutes, another day's at midnight).
 */
export async function ScheduleView({ locale, date, now }: { locale: AppLocale; date: string; now: Date }) {
  const [t, tp] = await Promise.all([getTranslations('Schedule'), getTranslations('Pages')]);
  const schedule = await getSchedule(locale, date);
  const midnight = nextBangkokMidnight(now);
  const staleAt = date === bangkokDay(now) ? Math.min(now.getTime() + TODAY_REFRESH_MS, midnight) : midnight;
  const longDate = formatDate(`${date}T05:00:00Z`, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <article>
      <PageHeading>{tp('schedule')}</PageHeading>
      <ScheduleDayNav date={date} locale={locale} now={now} />
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{longDate}</h2>
      <p className="mb-3 text-sm text-slate-600">{t('timezone')}</p>
      <EpgGrid schedule={schedule} now={now} label={t('gridLabel', { date: longDate })} />
      <RefreshWhenStale staleAt={staleAt} />
    </article>
  );
}
