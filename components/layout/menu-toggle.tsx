'use client';

import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/icons';
import { KEEP_CLICK } from '@/lib/early-click';
import { MENU_TOGGLE_ID, useNavOpen, useShellActions } from './shell-context';

export function MenuToggle() {
  const t = useTranslations('TopBar');
  const { toggleNav } = useShellActions();
  const navOpen = useNavOpen();
  return (
    <button
      type="button"
      id={MENU_TOGGLE_ID}
      onClick={toggleNav}
      {...KEEP_CLICK}
      aria-expanded={navOpen}
      aria-controls="side-nav"
      aria-label={navOpen ? t('closeMenu') : t('openMenu')}
      className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <MenuIcon />
    </button>
  );
}
