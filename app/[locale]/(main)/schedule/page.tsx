import { getTranslations } from 'next-intl/server';
import { UnavailableNote } from '@/components/catalogue/unavailable-note';
import { PageHeading } from '@/components/layout/page-heading';
import { EpgGrid } from '@/components/schedule/epg-grid';
import { SCHEDULE_RANGE, ScheduleDayNav } from '@/components/schedule/schedule-day-nav';
import { getSchedule } from '@/lib/api/portal';
import { bangkokDay, formatDate } from '@/lib/format';
import { activateLocale } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staticPageMetadata('schedule', routes.schedule());

/** The chosen day when it is a valid date within today ± 7 days, otherwise today. */
function chosenDay(raw: string | string[] | undefined, now: Date): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const allowed = Array.from({ length: SCHEDULE_RANGE * 2 + 1 }, (_, i) => bangkokDay(now, i - SCHEDULE_RANGE));
  return value && allowed.includes(value) ? value : bangkokDay(now);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('Schedule'), getTranslations('Pages')]);
  const now = new Date();
  const date = chosenDay((await searchParams).date, now);
  const schedule = await getSchedule(locale, date).catch(() => null);
  const longDate = formatDate(`${date}T05:00:00Z`, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <article>
      <PageHeading>{tp('schedule')}</PageHeading>
      <ScheduleDayNav date={date} locale={locale} now={now} />
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{longDate}</h2>
      <p className="mb-3 text-sm text-slate-600">{t('timezone')}</p>
      {schedule ? <EpgGrid schedule={schedule} now={now} label={t('gridLabel', { date: longDate })} /> : <UnavailableNote />}
    </article>
  );
}
