'use client';

import { useLocale, useTranslations } from 'next-intl';
import { KEEP_CLICK } from '@/lib/early-click';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { useSwitchLanguage } from './use-switch-language';

/** The Thai/English switch in the side navigation's footer. */
export function LanguageSwitch() {
  const t = useTranslations('Language');
  const locale = useLocale() as AppLocale;
  const switchLanguage = useSwitchLanguage();
  return (
    <div role="group" aria-label={t('switchTo')} className="inline-flex rounded-full border border-slate-300 p-0.5 text-sm">
      {routing.locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => option !== locale && switchLanguage(option)}
          {...KEEP_CLICK}
          className={`rounded-full px-3 py-1 ${option === locale ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {option === 'th' ? 'ไทย' : 'English'}
        </button>
      ))}
    </div>
  );
}
