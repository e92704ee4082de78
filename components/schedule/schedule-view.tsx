import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getSchedule } from '@/lib/api/portal';
import { formatDate } from '@/lib/format';
import type { AppLocale } from '@/lib/i18n/routing';
import { EpgGrid } from './epg-grid';
import { ScheduleDayNav } from './schedule-day-nav';

/**
 * The schedule of one day. Rendered into the page cache: `now` (the red line, on air) is the time of
 * rendering, at most a minute old. A failed read throws, so Next keeps serving the last good copy.
 */
export async function ScheduleView({ locale, date, now }: { locale: AppLocale; date: string; now: Date }) {
  const [t, tp] = await Promise.all([getTranslations('Schedule'), getTranslations('Pages')]);
  const schedule = await getSchedule(locale, date);
  const longDate = formatDate(`${date}T05:00:00Z`, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <article>
      <PageHeading>{tp('schedule')}</PageHeading>
      <ScheduleDayNav date={date} locale={locale} now={now} />
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{longDate}</h2>
      <p className="mb-3 text-sm text-slate-600">{t('timezone')}</p>
      <EpgGrid schedule={schedule} now={now} label={t('gridLabel', { date: longDate })} />
    </article>
  );
}
