'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PreferenceCookie, writeCookie } from '@/lib/browser-cookie';
import type { Banner } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { BannerPicture } from './banner-picture';

/** The popup's dialog; the checkbox stores "do not show again" as true or false. */
export default function PopupDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const t = useTranslations('PopupBanner');
  const [dontShow, setDontShow] = useState(false);

  const toggle = (checked: boolean) => {
    setDontShow(checked);
    writeCookie(PreferenceCookie.acceptShowBanner, String(checked));
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-3xl overflow-hidden rounded-2xl bg-white shadow-xl">
          <DialogTitle className="sr-only">{t('title')}</DialogTitle>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
