'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon, HistoryIcon, LogoutIcon, SettingsIcon } from '@/components/ui/icons';
import { useSignOut } from '@/components/members/use-sign-out';
import { routes } from '@/lib/routes';
import { NavLink } from './nav-link';

/** The member's entries of the side navigation: history, favourites, settings and logout. */
export default function SideNavMemberLinks() {
  const t = useTranslations('SideNav');
  const signOut = useSignOut();
  return (
    <section aria-labelledby="nav-member" className="border-t border-slate-200 py-2">
      <h2 id="nav-member" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('member')}
      </h2>
      <ul>
        <li><NavLink href={routes.history()}><HistoryIcon className="size-5" />{t('history')}</NavLink></li>
        <li><NavLink href={routes.favorite()}><HeartIcon className="size-5" />{t('favorite')}</NavLink></li>
        <li><NavLink href={routes.profile()}><SettingsIcon className="size-5" />{t('settings')}</NavLink></li>
        <li>
          <button type="button" onClick={signOut} className="flex min-h-10 w-full items-center gap-4 rounded-lg px-3 py-2 text-left text-[15px] text-slate-800 hover:bg-slate-100">
            <LogoutIcon className="size-5" />
            {t('logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
