import { notFound } from 'next/navigation';
import { ScheduleView } from '@/components/schedule/schedule-view';
import { activateLocale, renderOnDemand } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { scheduleDays } from '@/lib/schedule-days';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; date: string }> };

// Every day's page has the schedule page as its canonical address.
export const generateMetadata = staticPageMetadata('schedule', routes.schedule());

export const generateStaticParams = renderOnDemand;

/** `/schedule?date=YYYY-MM-DD`, rewritten here by the middleware for the days the schedule offers. */
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { date } = await params;
  const now = new Date();
  if (!scheduleDays(now).includes(date)) notFound();
  return <ScheduleView locale={locale} date={date} now={now} />;
}
