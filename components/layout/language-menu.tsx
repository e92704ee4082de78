'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { useSwitchLanguage } from './use-switch-language';

export function LanguageMenu() {
  const t = useTranslations('Language');
  const locale = useLocale() as AppLocale;
  const switchLanguage = useSwitchLanguage();

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={`${t('label')}: ${t(locale)}`}
        className="flex h-10 items-center gap-1 rounded-full px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 data-open:bg-slate-100"
      >
        <GlobeIcon className="size-5" />
        <span>{locale}</span>
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none"
      >
        {routing.locales.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => option !== locale && switchLanguage(option)}
              className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm data-focus:bg-brand-50 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-brand-700"
            >
              {t(option)}
              {option === locale && <span aria-hidden="true">✓</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
