'use client';

import { useEffect } from 'react';

/**
 * Centres the chosen day (`aria-current`) in the day picker with id `navId`, a scroller fifteen days
 * wide: on a phone, today (the eighth) and the days after it start off screen. A picker already
 * scrolled is left as it is.
 */
function showChosenDay(navId: string) {
  const nav = document.getElementById(navId);
  const chosen = nav?.querySelector<HTMLElement>('[aria-current]');
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
  // `<` escaped: nothing in the id can end the script element.
  const id = JSON.stringify(navId).replace(/</g, '\\u003c');
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `(function(){var n=document.getElementById(${id}),c=n&&n.querySelector('[aria-current]');if(c&&n.scrollLeft===0)n.scrollLeft=c.offsetLeft-(n.clientWidth-c.offsetWidth)/2})()`,
      }}
    />
  );
}
