import { getTranslations } from 'next-intl/server';
import { bangkokDay, formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { scheduleDays } from '@/lib/schedule-days';
import { ChosenDayInView } from './chosen-day-in-view';

const NAV_ID = 'schedule-days';

/** Day picker: today ± 7 days as links (?date=YYYY-MM-DD), the chosen one marked and scrolled into view. */
export async function ScheduleDayNav({ date, locale, now }: { date: string; locale: string; now: Date }) {
  const t = await getTranslations('Schedule');
  const days = scheduleDays(now);
  const today = bangkokDay(now);
  return (
    <nav id={NAV_ID} aria-label={t('day')} className="relative -mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2">
        {days.map((day) => {
          const noon = `${day}T05:00:00Z`;
          return (
            <li key={day}>
              <Link
                href={{ pathname: routes.schedule(), query: { date: day } }}
                aria-current={day === date ? 'date' : undefined}
                className={`flex w-20 flex-col items-center rounded-xl border px-2 py-1.5 text-center text-xs ${day === date ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'}`}
              >
                <span className="font-semibold">{day === today ? t('today') : formatDate(noon, locale, { weekday: 'short' })}</span>
                <span>{formatDate(noon, locale, { day: 'numeric', month: 'short' })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <ChosenDayInView navId={NAV_ID} />
    </nav>
  );
}
