import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import type { Schedule } from '@/lib/contract';
import { epgOpeningMinute } from '@/lib/epg-opening';
import { formatTime, minutesIntoDay } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { EpgProgramme } from './epg-programme';
import { EpgScroller } from './epg-scroller';
import { ScrollToNow } from './scroll-to-now';

const PX_PER_MINUTE = 3;
const DAY_MINUTES = 24 * 60;
const NAME_COLUMN = 'w-28 sm:w-40';

/** EPG: one row per channel on a 24-hour time axis (Asia/Bangkok), with a now line on today. */
export async function EpgGrid({ schedule, now, label }: { schedule: Schedule; now: Date; label: string }) {
  const [t, tl] = await Promise.all([getTranslations('Schedule'), getTranslations('Live')]);
  const nowMinute = minutesIntoDay(now, schedule.date);
  const showNow = nowMinute >= 0 && nowMinute < DAY_MINUTES;
  const clamp = (m: number) => Math.min(DAY_MINUTES, Math.max(0, m));
  const width = DAY_MINUTES * PX_PER_MINUTE;
  // One rule for a programme's state: its box's (aria-current on the one on air) and where the grid opens.
  const stateOf = (p: { startsAt: string; endsAt: string }) => (new Date(p.endsAt) <= now ? 'aired' : new Date(p.startsAt) <= now ? 'onAir' : 'upcoming');
  const onAirStarts = schedule.channels.flatMap(({ programmes }) => programmes.filter((p) => stateOf(p) === 'onAir').map((p) => clamp(minutesIntoDay(p.startsAt, schedule.date))));
  return (
    // The scroller, a client component for the grid's one callout (a programme's whole title and time, on a tap).
    <EpgScroller label={label} day={schedule.date} labels={{ onAir: t('onAir'), watchLive: tl('watchLive'), close: t('close') }}>
      <div className="relative [--epg-name:7rem] sm:[--epg-name:10rem]" style={{ width: `calc(${width}px + var(--epg-name))` }}>
        {/* Stacking, inside the scroller (isolate: none of it rises above the page's menus and dialogs):
            programmes, the now line (z-20), the programmes' titles over it (z-[25]), then the channel
            column and the time ruler (z-30), which the line and the titles pass under, and over them all
            the callout of a programme tapped (z-40, epg-scroller.tsx). */}
        <div className="sticky top-0 z-30 flex border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <div className={`${NAME_COLUMN} sticky left-0 z-10 shrink-0 bg-slate-50 p-2 font-semibold`}>{t('channel')}</div>
          {/* One box per hour, its label sticky beside the channel column like the programmes' titles: the
              hour at the grid's left edge is read whole, not half under the column. */}
          <div className="flex h-8" style={{ width }}>
            {Array.from({ length: 24 }, (_, h) => (
              <div key={h} className="shrink-0 border-l border-slate-300 pt-2" style={{ width: 60 * PX_PER_MINUTE }}>
                <span className="sticky left-[var(--epg-name)] block w-max pl-1">{`${String(h).padStart(2, '0')}:00`}</span>
              </div>
            ))}
          </div>
        </div>
        <ul>
          {schedule.channels.map(({ channel, programmes }) => (
            <li key={channel.id} className="flex border-b border-slate-100">
              <Link href={routes.live(channel.id)} className={`${NAME_COLUMN} sticky left-0 z-30 flex shrink-0 items-center gap-2 bg-white p-2 text-sm font-semibold text-slate-900 hover:text-brand-700`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small icons from the media origin */}
                <img src={channel.icon} alt="" width={28} height={28} className="hidden size-7 rounded sm:block" />
                {/* Up to two lines (2 × 20 px and the link's padding fit the 64 px row): on a phone one line cut the
                    Thai names to "เอ็นบีที ตะวันอ…". Only a name longer than that ends in an ellipsis (max-h-10: a
                    single word wider than the column, broken inside its box, is cut at two lines too). Each word is
                    a box of its own, so a name breaks at its spaces ("เอ็นบีที | ตะวันออก"), not inside a word where
                    the Thai dictionary allows it ("เอ็นบีที ตะวัน | ออก"; balancing gave "เอ็นบี | ที กรุงเทพฯ"). */}
                <span className="line-clamp-2 max-h-10 min-w-0 wrap-break-word">
                  {channel.name.split(' ').map((word, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' '}
                      <span className="inline-block max-w-full">{word}</span>
                    </Fragment>
                  ))}
                </span>
              </Link>
              <ol className="relative h-16" style={{ width }} aria-label={channel.name} data-channel={channel.id}>
                {programmes.length === 0 ? <li className="p-3 text-xs text-slate-600">{t('noProgrammes')}</li> : null}
                {programmes.map((p) => {
                  const start = clamp(minutesIntoDay(p.startsAt, schedule.date));
                  const end = clamp(minutesIntoDay(p.endsAt, schedule.date));
                  const state = stateOf(p);
                  return (
                    <EpgProgramme
                      key={p.id}
                      title={p.title}
                      time={`${formatTime(p.startsAt)}–${formatTime(p.endsAt)}`}
                      state={state}
                      left={start * PX_PER_MINUTE + 1}
                      width={Math.max(0, (end - start) * PX_PER_MINUTE - 2)}
                      video={p.video}
                      onAirLabel={state === 'onAir' ? t('onAir') : undefined}
                      recordingLabel={state === 'aired' && p.video !== null ? t('watchRecording') : undefined}
                    />
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
        {showNow ? (
          <>
            <div id="epg-now" aria-hidden="true" className="pointer-events-none absolute top-0 bottom-0 z-20 w-0.5 bg-red-600" style={{ left: `calc(${nowMinute * PX_PER_MINUTE}px + var(--epg-name))` }} data-testid="epg-now" />
            <ScrollToNow targetId="epg-now" left={epgOpeningMinute(nowMinute, onAirStarts) * PX_PER_MINUTE} day={schedule.date} now={nowMinute} />
          </>
        ) : null}
      </div>
    </EpgScroller>
  );
}
