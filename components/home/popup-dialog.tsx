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
 * Escape and gives focus back when it closes, with no script of ours. It opens on every first visit to
 * the home page while the page is still starting, so it must cost little there: a dialog library's
 * chunk and mount made a long task of its own (about 120 ms at Lighthouse's 4x CPU slowdown).
 *
 * Every way out (Escape, the button, the backdrop, the banner's link) closes the element itself, and
 * its `close` event tells the parent, so focus always goes back before the dialog is removed.
 */
export default function PopupDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const t = useTranslations('PopupBanner');
  const [dontShow, setDontShow] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Whether the press that makes the current click began on the backdrop (not dragged out of the panel). */
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const close = () => dialog.current?.close();

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
      // Closed (by any way out). Not when it is open again: in development React runs the effect twice,
      // and the first cleanup's close event arrives after the second showModal().
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // A press and release on the dimmed backdrop land on the <dialog> itself; the panel's content is inside it.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-black/60"
    >
      <div>
        <h2 id={titleId} className="sr-only">
          {t('title')}
        </h2>
        <Link href={banner.link} onClick={close} className="block">
          {/* Boxes of the images' shapes (sm 16:9, md 64:25, xl 16:5), so the panel keeps its size while they load. */}
          <BannerPicture banner={banner} eager className="aspect-video w-full bg-slate-100 object-cover md:aspect-[64/25] xl:aspect-[16/5]" />
        </Link>
        <div className="flex items-center gap-3 p-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={dontShow} onChange={(event) => toggle(event.target.checked)} className="size-4 accent-brand-700" />
            {t('dontShow')}
          </label>
          <button type="button" onClick={close} className="ml-auto h-9 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
            {t('close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
