'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { PreferenceCookie, readCookie } from '@/lib/browser-cookie';
import type { Banner } from '@/lib/contract';

// The dialog's code loads only for visitors who will see it.
const PopupDialog = dynamic(() => import('./popup-dialog'), { ssr: false });

/**
 * The home popup (only on /). Shown unless the visitor ticked "do not show
 * again" (acceptShowBanner=true).
 */
export function PopupBanner({ banner }: { banner: Banner }) {
  const [open, setOpen] = useState(false);
  // Read after hydration so the page itself stays cacheable.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading a browser-only value once
  useEffect(() => setOpen(readCookie(PreferenceCookie.acceptShowBanner) !== 'true'), []);
  return open ? <PopupDialog banner={banner} onClose={() => setOpen(false)} /> : null;
}
