'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hideWhenCookieScript, PreferenceCookie, readCookie, writeCookie } from '@/lib/browser-cookie';
import type { Announcement } from '@/lib/contract';
import { KEEP_CLICK } from '@/lib/early-click';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

// A visitor who closed the strip does not see it flash; one who did not sees it in place from the start.
const HIDE_IF_CLOSED = hideWhenCookieScript(PreferenceCookie.notifyHome, 'false');

/** Live announcement: shown when its flag is on and notifyHome is not 'false'; closing stores notifyHome=false. */
export function AnnouncementStrip({ announcement }: { announcement: Announcement }) {
  const t = useTranslations('Announcement');
  const common = useTranslations('Common');
  const [closed, setClosed] = useState(false);

  // After hydration the cookie decides (the script above only hid the server's markup).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading a browser-only value once
  useEffect(() => setClosed(readCookie(PreferenceCookie.notifyHome) === 'false'), []);

  if (!announcement.show || closed) return null;
  const close = () => {
    writeCookie(PreferenceCookie.notifyHome, 'false');
    setClosed(true);
  };
  return (
    <>
      <aside aria-label={t('label')} data-surface="dark" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-700 px-4 py-3 text-white">
        <span className="rounded bg-white px-1.5 text-xs font-bold text-red-700">{common('live')}</span>
        <p className="min-w-0 flex-1 text-sm font-medium">{announcement.message}</p>
        <Link href={routes.live(announcement.channel)} className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
          {t('watchNow')}
        </Link>
        <button type="button" onClick={close} {...KEEP_CLICK} aria-label={t('close')} className="grid size-8 place-items-center rounded-full hover:bg-white/20">
          <span aria-hidden="true">✕</span>
        </button>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_CLOSED }} />
    </>
  );
}
