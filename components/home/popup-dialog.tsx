'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { PreferenceCookie, writeCookie } from '@/lib/browser-cookie';
import type { Banner } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { BannerPicture } from './banner-picture';

/**
 * The popup's dialog; the checkbox stores "do not show again" as true or false.
 *
 * A native modal <dialog>: the browser makes the rest of the page inert, moves focus in, closes it on
 * Escape and gives focus back on close, with no script of ours. It opens on every first visit to the
 * home page while the page is still starting, so it must cost little there: a dialog library's chunk
 * and mount made a long task of its own (about 120 ms at Lighthouse's 4x CPU slowdown).
 */
export default function PopupDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const t = useTranslations('PopupBanner');
  const [dontShow, setDontShow] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const toggle = (checked: boolean) => {
    setDontShow(checked);
    writeCookie(PreferenceCookie.acceptShowBanner, String(checked));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape, or a close by the browser: the same as the close button.
      onClose={onClose}
      // A click on the dimmed backdrop lands on the <dialog> itself; the panel's content is inside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl overflow-hidden rounded-2xl bg-white p-0 shadow-xl backdrop:bg-black/60"
    >
      <div>
        <h2 id={titleId} className="sr-only">
          {t('title')}
        </h2>
        <Link href={banner.link} onClick={onClose} className="block">
          {/* Boxes of the images' shapes (sm 16:9, md 64:25, xl 16:5), so the panel keeps its size while they load. */}
          <BannerPicture banner={banner} eager className="aspect-video w-full bg-slate-100 object-cover md:aspect-[64/25] xl:aspect-[16/5]" />
        </Link>
        <div className="flex items-center gap-3 p-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={dontShow} onChange={(event) => toggle(event.target.checked)} className="size-4 accent-brand-700" />
            {t('dontShow')}
          </label>
          <button type="button" onClick={onClose} className="ml-auto h-9 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
            {t('close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
