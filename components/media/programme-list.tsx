import { getTranslations } from 'next-intl/server';
import type { Programme } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatClock } from './format';

/** Today's programmes of a channel, the one on air highlighted. */
export async function ProgrammeList({ programmes, nowId, locale }: { programmes: Programme[]; nowId: number | null; locale: AppLocale }) {
  const t = await getTranslations('Live');
  return (
    <section aria-labelledby="programmes-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="programmes-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('today')}
      </h2>
      {programmes.length === 0 ? (
        <p className="text-slate-600">{t('noProgrammes')}</p>
      ) : (
        <ol tabIndex={0} aria-labelledby="programmes-title" className="-mx-2 max-h-[28rem] divide-y divide-slate-100 overflow-y-auto">
          {programmes.map((p) => {
            const onAir = p.id === nowId;
            return (
              // The list opens at the programme on air (scroll-initial-target, Chromium 133+; elsewhere it
              // opens at midnight, as before): late in the day it would otherwise show the morning. The
              // list must stay a scroll container at every width: without one the target moves the page.
              // Every row has the on-air row's inset (px-2, taken back from the section's padding by the list's
              // -mx-2), so its time and title line up with the others' and with the heading.
              <li key={p.id} aria-current={onAir ? 'time' : undefined} className={`flex gap-3 px-2 py-2 ${onAir ? 'rounded bg-brand-50 font-semibold [scroll-initial-target:nearest]' : ''}`}>
                <time dateTime={p.startsAt} className="w-14 shrink-0 text-slate-600 tabular-nums">
                  {formatClock(locale, p.startsAt)}
                </time>
                <span className="grow text-slate-900">{p.title}</span>
                {onAir && <span className="shrink-0 self-start rounded bg-live px-2 py-0.5 text-xs font-bold text-white">{t('onAir')}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
