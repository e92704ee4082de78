'use client';

import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { KeyIcon, LogoutIcon, SettingsIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { Avatar } from './avatar';
import type { MemberSummary } from './use-member';
import { useSignOut } from './use-sign-out';

const itemClass = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-brand-50 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-brand-700';

export function AccountMenu({ member }: { member: MemberSummary }) {
  const t = useTranslations('AccountMenu');
  const tb = useTranslations('TopBar');
  const signOut = useSignOut();

  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={tb('accountMenu')} className="grid size-10 place-items-center rounded-full hover:bg-slate-100" data-testid="account-menu">
        <Avatar name={member.name} image={member.image} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <div className="flex items-center gap-3 px-3 py-3">
          <Avatar name={member.name} image={member.image} size={40} />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="member-name">{member.name}</p>
            <p className="truncate text-sm text-slate-600" data-testid="member-email">{member.email}</p>
          </div>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <Link href={routes.profile()} className={itemClass}>
            <SettingsIcon className="size-5" />
            {t('settings')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href={`${routes.profile()}#password`} className={itemClass}>
            <KeyIcon className="size-5" />
            {t('changePassword')}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={signOut} className={itemClass}>
            <LogoutIcon className="size-5" />
            {t('logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
