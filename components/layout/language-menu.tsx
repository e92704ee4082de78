'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { KEEP_CLICK } from '@/lib/early-click';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { useSwitchLanguage } from './use-switch-language';

const LOCALES = routing.locales;

/**
 * The language menu of the top bar, on every page: the WAI-ARIA menu button pattern (arrow keys,
 * Home/End, Escape returns focus, Tab and outside clicks close). Written here rather than with
 * Headless UI's Menu, whose positioning library (floating-ui) added about 35 kB gzip to every page's first load;
 * the menus that only members see (account, notifications) use Headless UI and load on demand.
 */
export function LanguageMenu() {
  const t = useTranslations('Language');
  const locale = useLocale() as AppLocale;
  const switchLanguage = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : LOCALES.length - 1);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = LOCALES.length - 1;
    if (event.key === 'Tab') {
      // Focus goes back to the button first, so Tab continues from there.
      close();
      return;
    }
    const next = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (next !== undefined) setActive(next);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };

  const choose = (option: AppLocale) => {
    close();
    if (option !== locale) switchLanguage(option);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={`${t('label')}: ${t(locale)}`}
        data-open={open || undefined}
        onClick={() => (open ? setOpen(false) : show(0))}
        {...KEEP_CLICK}
        onKeyDown={onButtonKey}
        className="flex h-10 items-center gap-1 rounded-full px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 data-open:bg-slate-100"
      >
        <GlobeIcon className="size-5" />
        <span>{locale}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <div
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-50 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LOCALES.map((option, index) => (
            <button
              key={option}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => choose(option)}
              onPointerMove={() => active !== index && setActive(index)}
              className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm focus:bg-brand-50 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-700"
            >
              {t(option)}
              {option === locale && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
