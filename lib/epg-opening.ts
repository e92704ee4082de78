/** How far before the hour on air the grid may open to show a programme on air from its start. */
export const OPENING_LOOKBACK_MINUTES = 120;

/**
 * Where the EPG opens, in minutes into the day: at the start of the hour on air, or earlier, at the
 * start of the earliest programme on air when it began before that hour (at most two hours before it).
 *
 * The programmes' titles stick beside the channel column, but a title cannot leave its programme's
 * box: opened at 21:00 on a programme of 20:00–21:30, the box showed 30 minutes (90 px), narrower
 * than its title, whose first words lay under the channel column. Opened where it began, the
 * programme on air is seen from its start. On a screen too narrow for that much of the day the page's
 * script scrolls further on anyway, to keep the now line in view (scroll-to-now.tsx).
 */
export function epgOpeningMinute(nowMinute: number, onAirStarts: readonly number[]): number {
  const hour = Math.floor(nowMinute / 60) * 60;
  const earliest = Math.min(hour, ...onAirStarts);
  return Math.max(0, hour - OPENING_LOOKBACK_MINUTES, earliest);
}
