'use client';

import type { FocusEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { programmeTooltip } from './epg-callout-place';

export interface EpgProgrammeData {
  title: string;
  /** "18:30–19:00", Bangkok time. */
  time: string;
  state: 'aired' | 'onAir' | 'upcoming';
  /** Position on the day's axis, in pixels. */
  left: number;
  width: number;
  /** The recording of an aired programme, if there is one. */
  video: number | null;
  /** "On air", given to the programme on air. */
  onAirLabel?: string;
  /** "Watch the recording", given to an aired programme with a video. */
  recordingLabel?: string;
}

// Every programme but the one on air skips its contents' style, layout and paint while it is off screen
// (content-visibility: auto; its box's size is set from outside, by left, width and the row's insets): on
// a phone most of the day lies left and right of the screen, and /schedule's first frame laid out some
// 1,300 objects. Containment makes the box a stacking context, so its title could no longer rise over the
// now line (z-20): the programme on air, the only one the line crosses, keeps none, and says so
// (aria-current="time").
const BOX = {
  onAir: 'border-red-600 text-red-900',
  aired: 'border-slate-200 text-slate-600 [content-visibility:auto]',
  upcoming: 'border-brand-100 text-slate-900 [content-visibility:auto]',
} as const;
const BACKGROUND = { onAir: 'bg-red-50', aired: 'bg-slate-50', upcoming: 'bg-brand-50' } as const;

/**
 * A recording's link focused from the keyboard comes out from under the channel column. The column is
 * sticky inside the scroller, so Chromium's focus scroll takes a link under it for one in view; and it
 * leaves alone a link partly past the scroller's edge too: it scrolls only one wholly out of view
 * (centred, scroll-margin and all). So the link's scroll-margin-left (the column and a gap: pure CSS
 * wherever a browser honours it) is kept here: a link whose left edge is nearer the scroller's than that
 * moves the grid until it is not; one partly past the right edge moves it the other way. Only focus from the keyboard (:focus-visible): a click's focus, on
 * the press, would move the link from under the pointer before the release. The channels' names (no
 * margin, no handler) never move the grid; a scroll-padding on the scroller made each of them pull it
 * back by half a screen.
 */
function clearOfChannelColumn(event: FocusEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const scroller = link.closest('[data-epg-scroller]');
  if (!scroller || !link.matches(':focus-visible')) return;
  const inner = scroller.getBoundingClientRect().left + scroller.clientLeft;
  const from = inner + parseFloat(getComputedStyle(link).scrollMarginLeft);
  const rect = link.getBoundingClientRect();
  if (rect.left < from) {
    scroller.scrollLeft -= Math.ceil(from - rect.left);
    return;
  }
  // Partly past the right edge (focused, it is as wide as its whole title): brought in as far as it
  // goes without its start going under the column.
  const past = rect.right - (inner + scroller.clientWidth);
  if (past > 0) scroller.scrollLeft += Math.floor(Math.min(past, rect.left - from));
}

/**
 * One programme of the EPG, as a client component: the schedule's RSC payload then carries each
 * programme's fields instead of its element tree and class names (about 130 programmes a day).
 */
export function EpgProgramme({ title, time, state, left, width, video, onAirLabel, recordingLabel }: EpgProgrammeData) {
  // The text sticks beside the channel column while the grid scrolls, so a long programme that began
  // off screen (the one on air, when the grid opens at the now line) still shows its title. The box
  // clips (overflow: clip) instead of hiding its overflow, which would make it the text's scroller.
  // The text has the box's background and lies over the now line, which would cross it out.
  // A recording's link, focused from the keyboard, shows its whole text over the boxes after it (the
  // box stays its size: nothing moves); the mouse has the box's tooltip.
  const body = (
    <span className={`sticky left-[calc(var(--epg-name)+0.5rem)] z-[25] block w-max max-w-full group-focus-visible:max-w-none ${BACKGROUND[state]}`}>
      <span className="block truncate font-semibold">{title}</span>
      <span className="block truncate text-[11px]">{time}{state === 'onAir' && onAirLabel ? ` · ${onAirLabel}` : ''}</span>
    </span>
  );
  // The box is as wide as its time, however short: its padding gives way rather than widen it past the
  // next programme's start (2 px of border and 16 of padding made a floor of 18 px, 6 minutes and more).
  // Below that, none: the title starts at the box's edge (and, focused, from there over the next ones).
  const padding = width < 18 ? 0 : undefined;
  const recording = state === 'aired' && video !== null;
  // A box that is not a link shows its whole title, time (and on air, a link to the live page) in the
  // grid's one callout when tapped or clicked (epg-scroller.tsx, which finds it by data-programme and
  // reads its tooltip). The pointer says so, and lets iOS Safari send the click.
  return (
    <li
      className={`absolute inset-y-1 overflow-clip rounded-md border px-2 py-1 text-xs has-focus-visible:z-[26] has-focus-visible:overflow-visible has-focus-visible:[content-visibility:visible] ${BOX[state]} ${BACKGROUND[state]}${recording ? '' : ' cursor-pointer'}`}
      style={{ left, width, paddingInline: padding }}
      title={programmeTooltip(title, time)}
      aria-current={state === 'onAir' ? 'time' : undefined}
      data-programme={recording ? undefined : state}
    >
      {recording ? (
        <Link
          href={routes.vod(video)}
          className="group block scroll-ml-[calc(var(--epg-name)+0.5rem)] underline decoration-dotted hover:text-brand-700 focus-visible:w-max focus-visible:min-w-full"
          onFocus={clearOfChannelColumn}
          aria-label={recordingLabel ? `${title}, ${time} — ${recordingLabel}` : undefined}
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
