'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isDesktop, useShellActions } from './shell-context';

/** A side-navigation entry; marks the current page and closes the drawer on small screens. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const { closeNav } = useShellActions();
  const current = pathname === href;
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        if (!isDesktop()) closeNav();
      }}
      className={`flex min-h-10 items-center gap-4 rounded-lg px-3 py-2 text-[15px] hover:bg-slate-100 ${current ? 'bg-slate-100 font-semibold text-brand-800' : 'text-slate-800'}`}
    >
      {children}
    </Link>
  );
}
