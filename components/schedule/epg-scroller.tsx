'use client';

import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { fromTooltip, placeCallout } from './epg-callout-place';

interface Shown {
  /** The day shown when it opened: another day's page has none open. */
  day: string;
  box: HTMLElement;
  title: string;
  time: string;
  onAir: boolean;
  channel: string | null;
}

/** Between the callout and the viewport's edges (and the site's fixed bars). */
const MARGIN = 8;

/** The viewport less the site's fixed top bar and what stands at the bottom (cookie bar, mini-player). */
function freeArea() {
  const header = document.querySelector('header');
  const top = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
  const cookieBar = parseFloat(document.documentElement.style.getPropertyValue('--cookie-bar-height')) || 0;
  const player = document.querySelector('[data-mini-player]');
  const bottom = Math.min(window.innerHeight - cookieBar, player ? player.getBoundingClientRect().top : Infinity);
  return { left: MARGIN, top: top + MARGIN, right: document.documentElement.clientWidth - MARGIN, bottom: bottom - MARGIN };
}

/**
 * The EPG's scroller (the grid, server-rendered, is its children), and the one callout of the grid: a
 * programme's whole title and time, on a tap or click on its box. A box that is not a link (upcoming,
 * on air, aired without a recording) cannot be focused and a touch screen has no tooltip, so a title
 * cut short could not be read there. The programme on air's callout has its label and a link to its
 * channel's live page. Links (recordings, channels' names) do what they did: their boxes have no
 * `data-programme`.
 *
 * One client component for the whole grid, no state or effect per programme: one click handler on
 * the scroller finds the box (`data-programme`, its state), reads the title and time from its tooltip
 * and the channel from its row (`data-channel`); nothing of the programmes comes twice in the page's
 * payload. React's own handler, so a tap while the page hydrates is replayed, not lost. Closes on
 * Escape and its close button (focus back on the grid: the box itself takes none), on a press
 * elsewhere, on focus leaving it, on any scroll of the grid (it would leave its box), on another day;
 * another box's tap opens that one's.
 *
 * A non-modal dialog (role="dialog", named by the title, focused when it opens), not a tooltip: it holds
 * a button and a link, which a tooltip may not, and opens on an activation, not a hover. Focused, it is
 * announced with its title, and Tab reaches its link and button.
 *
 * Fixed in the viewport, placed by hand beside the box (epg-callout-place.ts: under it, or over it when
 * there is no room; shifted to stay on screen, clear of the site's fixed bars). A fixed box escapes the
 * scroller's clip, so a short grid or its last row has room for it, yet stays in the scroller's
 * stacking context (`isolate`), so the page's menus and dialogs still cover it; in that context it is
 * over everything (z-40): the programmes, the now line (z-20), the titles (z-25), the channel column
 * and time ruler (z-30). The page's scroll moves it with its box, and closes it once the box is out of sight.
 */
export function EpgScroller({ label, day, labels, children }: { label: string; day: string; labels: { onAir: string; watchLive: string; close: string }; children: ReactNode }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const calloutRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<HTMLSpanElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState<Shown | null>(null);
  const shown = open && open.day === day ? open : null;

  const openBox = (event: MouseEvent<HTMLDivElement>) => {
    const box = (event.target as Element).closest<HTMLElement>('[data-programme]');
    if (!box || !event.currentTarget.contains(box)) return;
    const row = box.closest<HTMLElement>('[data-channel]');
    setOpen({ day, box, ...fromTooltip(box.title), onAir: box.dataset.programme === 'onAir', channel: row ? (row.dataset.channel ?? null) : null });
  };

  const closeToGrid = () => {
    setOpen(null);
    scrollerRef.current?.focus({ preventScroll: true });
  };

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const callout = calloutRef.current;
    const arrow = arrowRef.current;
    if (!shown || !scroller || !callout || !arrow) return;
    const { box } = shown;
    // Closed from outside (a press elsewhere, a scroll, its box gone or out of sight): the keyboard, if
    // it was in the callout, waits on the grid rather than falling to the page's body.
    const close = () => {
      if (callout.contains(document.activeElement)) scroller.focus({ preventScroll: true });
      setOpen(null);
    };
    const place = () => {
      if (!box.isConnected) return close();
      const rect = box.getBoundingClientRect();
      const area = freeArea();
      // The page scrolled its box out of sight (under the top bar, off screen): pinned to the edge, the
      // callout would point at nothing and cover other rows.
      if (rect.bottom <= area.top || rect.top >= area.bottom) return close();
      // Its part in view: right of the channel column (its row's first cell), inside the scroller.
      const column = box.parentElement?.previousElementSibling?.getBoundingClientRect().right ?? rect.left;
      const grid = scroller.getBoundingClientRect();
      const inView = { left: Math.max(rect.left, column), top: rect.top, right: Math.min(rect.right, grid.right), bottom: rect.bottom };
      const at = placeCallout(inView, { width: callout.offsetWidth, height: callout.offsetHeight }, area);
      callout.style.left = `${at.left}px`;
      callout.style.top = `${at.top}px`;
      arrow.style.left = `${at.arrow}px`;
      arrow.dataset.side = at.below ? 'top' : 'bottom';
    };
    place();
    callout.focus({ preventScroll: true });
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // A press elsewhere closes it; one on a box leaves it to the click, which opens that box's.
    const pressed = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!callout.contains(target) && !(scroller.contains(target) && target.closest('[data-programme]'))) close();
    };
    document.addEventListener('keydown', escape);
    document.addEventListener('pointerdown', pressed, true);
    scroller.addEventListener('scroll', close, { passive: true });
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('pointerdown', pressed, true);
      scroller.removeEventListener('scroll', close);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [shown]);

  return (
    <div ref={scrollerRef} className="isolate overflow-x-auto rounded-xl border border-slate-200 bg-white" data-epg-scroller role="region" aria-label={label} tabIndex={0} onClick={openBox}>
      {children}
      <div
        ref={calloutRef}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!shown}
        onKeyDown={(event) => {
          // Shift+Tab out of it goes back to the grid (the box takes no focus), not to the last row's last
          // link, which the callout follows in the page: that would scroll the grid far from the box.
          if (event.key !== 'Tab' || !event.shiftKey) return;
          const first = event.currentTarget.querySelector<HTMLElement>('a[href], button');
          if (document.activeElement !== event.currentTarget && document.activeElement !== first) return;
          event.preventDefault();
          closeToGrid();
        }}
        onBlur={(event) => {
          // Focus gone elsewhere in the page: Tab past its button, or a tap on another box focusing the grid.
          if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(null);
        }}
        className="fixed z-40 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-sm text-slate-900 shadow-lg outline-none"
      >
        <span
          ref={arrowRef}
          aria-hidden="true"
          className="absolute size-3 -translate-x-1/2 rotate-45 border-slate-300 bg-white data-[side=bottom]:-bottom-1.5 data-[side=bottom]:border-r data-[side=bottom]:border-b data-[side=top]:-top-1.5 data-[side=top]:border-t data-[side=top]:border-l"
        />
        {shown ? (
          <>
            <p id={titleId} className="font-semibold break-words">
              {shown.title}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
              <span>{shown.time}</span>
              {shown.onAir ? <span className="rounded bg-red-600 px-1.5 py-0.5 font-semibold text-white">{labels.onAir}</span> : null}
            </p>
            {shown.onAir && shown.channel ? (
              <Link href={routes.live(shown.channel)} className="mt-2 inline-flex min-h-8 items-center rounded-full bg-brand-700 px-3 text-xs font-semibold text-white hover:bg-brand-800">
                {labels.watchLive}
              </Link>
            ) : null}
            <button type="button" aria-label={labels.close} onClick={closeToGrid} className="absolute top-1 right-1 grid size-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900">
              <CloseIcon className="size-4" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
