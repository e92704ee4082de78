import { ScheduleView } from '@/components/schedule/schedule-view';
import { bangkokDay } from '@/lib/format';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('schedule', routes.schedule());

/** Today's schedule. Other days (`?date=`) are rewritten by the middleware to ./[date]. */
export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const now = new Date();
  return <ScheduleView locale={locale} date={bangkokDay(now)} now={now} />;
}
