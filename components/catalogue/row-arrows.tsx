'use client';

import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/ui/use-reduced-motion';
import { KEEP_CLICK } from '@/lib/early-click';

interface RowArrowsProps {
  /** The id of the row's list, the element that scrolls. */
  list: string;
  previous: string;
  next: string;
}

const button =
  'grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700 aria-disabled:cursor-default aria-disabled:border-slate-200 aria-disabled:text-slate-400 aria-disabled:shadow-none';

/**
 * Previous and next buttons for a home row, for mouse users (with overlay scroll bars, as on macOS, a
 * row shows no way to reach its cards past the first few). Shown from 768 px with a fine pointer only:
 * touch screens swipe. They are real buttons in the Tab order, in the row's heading bar (so before its
 * cards, and never over them): a keyboard user reaches every card by Tab anyway, but one who also uses
 * a mouse, voice control ("click Scroll right") or a magnifier meets the same controls as everyone.
 * At an end the button says it is off (aria-disabled, not disabled: a focused button stays focused
 * there instead of dropping the focus to the page); both are hidden when the whole row fits.
 */
export function RowArrows({ list, previous, next }: RowArrowsProps) {
  // Until measured: most rows are longer than the screen, and at their start.
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    const scroller = document.getElementById(list);
    const box = scroller?.parentElement;
    if (!scroller || !box) return;
    // Measured only while the row is on screen: the browser skips laying out rows away from it
    // (content-visibility: auto on `box`), and reading their widths would make it lay them out.
    let onScreen = false;
    const update = () => {
      if (!onScreen) return;
      const left = scroller.scrollLeft;
      setCanPrevious(left > 1);
      setCanNext(left < scroller.scrollWidth - scroller.clientWidth - 1);
    };
    // The latest of the entries delivered together (several, oldest first, when it went off and on screen between deliveries).
    const seen = new IntersectionObserver((entries) => {
      onScreen = Boolean(entries.at(-1)?.isIntersecting);
      update();
    });
    seen.observe(box);
    const resized = new ResizeObserver(update);
    resized.observe(box);
    scroller.addEventListener('scroll', update, { passive: true });
    scroller.addEventListener('focusin', reveal);
    return () => {
      seen.disconnect();
      resized.disconnect();
      scroller.removeEventListener('scroll', update);
      scroller.removeEventListener('focusin', reveal);
    };
  }, [list]);

  /** Scrolls by the cards wholly in view (at least one), landing on a card's start like a swipe does. */
  const go = (direction: -1 | 1) => {
    const scroller = document.getElementById(list);
    const row = scroller && measure(scroller);
    if (!scroller || !row) return;
    const cards = Math.max(1, Math.floor((row.view + row.pitch - row.width) / row.pitch));
    scroller.scrollTo({ left: (Math.round(scroller.scrollLeft / row.pitch) + direction * cards) * row.pitch, behavior: motion() });
  };

  return (
    // -my-1.5: the 40 px buttons take no more height than the heading's line (the row's measured height
    // holds); relative: above the list, whose box begins just under the heading bar.
    <div className={`relative -my-1.5 hidden gap-2 md:pointer-fine:flex ${canPrevious || canNext ? '' : 'invisible'}`}>
      <button type="button" {...KEEP_CLICK} className={button} aria-label={previous} aria-controls={list} aria-disabled={!canPrevious} onClick={() => canPrevious && go(-1)}>
        <Chevron flip />
      </button>
      <button type="button" {...KEEP_CLICK} className={button} aria-label={next} aria-controls={list} aria-disabled={!canNext} onClick={() => canNext && go(1)}>
        <Chevron />
      </button>
    </div>
  );
}

/** Whether to move smoothly: not when the visitor asked the system for less motion. */
function motion(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/** A row's cards: their width, the distance from one to the next, and the width they show in (inside the padding). */
function measure(scroller: HTMLElement) {
  const [first, second] = scroller.children;
  if (!first) return null;
  const width = first.getBoundingClientRect().width;
  const pitch = second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : width;
  const style = getComputedStyle(scroller);
  const start = parseFloat(style.paddingLeft);
  const view = scroller.clientWidth - start - parseFloat(style.paddingRight);
  return pitch > 0 ? { width, pitch, start, view } : null;
}

/**
 * A card reached by the keyboard is brought wholly into view, its focus ring too: Chrome scrolls to a
 * focused element only when it is (nearly) out of view, so a card half in view at the row's end stayed
 * cut off. The row lands on a card's start (where it snaps). Not for a card focused by a click (no
 * focus-visible): the row would move under the pointer between press and release, and lose the click.
 */
function reveal(event: FocusEvent) {
  const scroller = event.currentTarget as HTMLElement;
  const target = event.target as HTMLElement;
  const card = target.closest('li');
  const row = measure(scroller);
  if (!card || card.parentElement !== scroller || !row || !target.matches(':focus-visible')) return;
  const rect = card.getBoundingClientRect();
  const start = scroller.getBoundingClientRect().left + scroller.clientLeft + row.start;
  let left = scroller.scrollLeft;
  if (rect.left < start - 0.5) left += rect.left - start;
  else if (rect.right > start + row.view + 0.5) left = Math.ceil((left + rect.right - start - row.view) / row.pitch - 0.01) * row.pitch;
  else return;
  scroller.scrollTo({ left, behavior: motion() });
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 ${flip ? '-scale-x-100' : ''}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m8 4 6 6-6 6" />
    </svg>
  );
}
