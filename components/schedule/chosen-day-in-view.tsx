'use client';

import { useEffect } from 'react';

import { inlineCall } from '@/lib/inline-script';

/**
 * Centres the chosen day (`aria-current`) in the day picker with id `navId`, a scroller fifteen days
 * wide: on a phone, today (the eighth) and the days after it start off screen. A picker already
 * scrolled is left as it is. Self-contained: it is also sent as an inline script (lib/inline-script.ts).
 */
export function showChosenDay(navId: string) {
  const nav = document.getElementById(navId);
  const chosen = nav && nav.querySelector<HTMLElement>('[aria-current]');
  if (nav && chosen && nav.scrollLeft === 0) nav.scrollLeft = chosen.offsetLeft - (nav.clientWidth - chosen.offsetWidth) / 2;
}

/**
 * showChosenDay as soon as the picker is parsed, by an inline script (allowed by its CSP hash, like the
 * site's other inline scripts): the picker shows the chosen day from its first frame. Rendered on the
 * client (a day picked, a visit from another page of the app), where no inline script runs, the effect
 * does it.
 */
export function ChosenDayInView({ navId }: { navId: string }) {
  useEffect(() => showChosenDay(navId), [navId]);
  return <script dangerouslySetInnerHTML={{ __html: inlineCall(showChosenDay, navId) }} />;
}
