'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hideWhenCookieScript, readCookie } from '@/lib/browser-cookie';
import { Link } from '@/lib/i18n/navigation';
import { CONSENT_EVENT, ConsentCookie } from '@/lib/site';
import { routes } from '@/lib/routes';

const YEAR = 60 * 60 * 24 * 365;

const hasConsent = () => readCookie(ConsentCookie.acceptCookie) === 'true';

/** The bar's height while it shows, for what else sits at the bottom of the screen (the mini-player). */
const HEIGHT_VARIABLE = '--cookie-bar-height';

/**
 * The bar's ref: while the bar is in the page, its height is published on <html>, so the mini-player
 * (also fixed at the bottom) stands on it instead of under it, its controls in reach before the
 * visitor answers. The border box's exact height (offsetHeight rounds it: a gap or an overlap under a
 * pixel).
 */
function publishHeight(element: HTMLDivElement | null) {
  if (!element) return;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) root.setProperty(HEIGHT_VARIABLE, `${box.blockSize}px`);
  });
  observer.observe(element, { box: 'border-box' });
  return () => {
    observer.disconnect();
    root.removeProperty(HEIGHT_VARIABLE);
  };
}

const AUDIENCE_STATS = '/audience-stats.js';
let statsAdded = false;

/**
 * Adds the audience-statistics script to the page, once per page load (the bar is in the layout, kept
 * across client navigations). A plain script element: next/script's loader (about 2 kB gzip on every
 * page's first load) would do the same for this one same-origin file.
 */
function addAudienceStats() {
  if (statsAdded) return;
  statsAdded = true;
  const script = document.createElement('script');
  script.src = AUDIENCE_STATS;
  script.async = true;
  document.body.append(script);
}

// A visitor who accepted never sees the bar flash; a new one sees it with the first paint.
const HIDE_IF_ACCEPTED = hideWhenCookieScript(ConsentCookie.acceptCookie, 'true');

/** The cookie bar; the audience-statistics script loads only once the visitor has accepted. */
export function CookieConsent() {
  const t = useTranslations('CookieConsent');
  const [accepted, setAccepted] = useState<boolean | null>(null);

  // Every page is served from the cache, so the server renders the bar for everyone; the script
  // below hides it at once where the cookie says so, and after hydration the cookie decides. Until
  // then (null) Accept is disabled: a click before hydration would be lost and the bar would stay.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading a browser-only value once
  useEffect(() => setAccepted(hasConsent()), []);
  useEffect(() => {
    if (accepted) addAudienceStats();
  }, [accepted]);

  const accept = () => {
    document.cookie = `${ConsentCookie.acceptCookie}=true; path=/; max-age=${YEAR}; samesite=lax`;
    setAccepted(true);
    window.dispatchEvent(new Event(CONSENT_EVENT));
  };

  if (accepted) return null;
  return (
    <>
      {/* Shown once parsed up to Accept (globals.css, `parsing`): painted half-parsed, the bar would grow upward. */}
      <div ref={publishHeight} role="region" aria-label={t('policy')} className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] parsing:invisible">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-800">
            {t('message')}{' '}
            <Link href={routes.policy('cookiespolicy')} className="font-semibold text-brand-700 underline">{t('policy')}</Link>
          </p>
          <button type="button" onClick={accept} disabled={accepted === null} data-parsed-end="" className="h-10 shrink-0 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {t('accept')}
          </button>
        </div>
      </div>
      {accepted === null && <script dangerouslySetInnerHTML={{ __html: HIDE_IF_ACCEPTED }} />}
    </>
  );
}
