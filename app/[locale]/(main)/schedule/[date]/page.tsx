import { notFound } from 'next/navigation';
import { ScheduleView } from '@/components/schedule/schedule-view';
import { activateLocale, renderOnDemand } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { scheduleDays } from '@/lib/schedule-days';
import { notFoundMetadata, staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; date: string }> };

const scheduleMetadata = staticPageMetadata('schedule', routes.schedule());

// Every day's page has the schedule page as its canonical address; a day it does not offer is not found.
export async function generateMetadata({ params }: Props) {
  const { locale, date } = await params;
  return scheduleDays(new Date()).includes(date) ? scheduleMetadata({ params }) : notFoundMetadata(locale === 'en' ? 'en' : 'th');
}

export const generateStaticParams = renderOnDemand;

/** `/schedule?date=YYYY-MM-DD`, rewritten here by the middleware for the days the schedule offers. */
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { date } = await params;
  const now = new Date();
  if (!scheduleDays(now).includes(date)) notFound();
  return <ScheduleView locale={locale} date={date} now={now} />;
}
