import { getTranslations } from 'next-intl/server';
import { UserArea } from '@/components/members/user-area';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MenuToggle } from './menu-toggle';
import { SearchBox } from './search-box';
import { SkipLink } from './skip-link';

export async function TopBar() {
  const t = await getTranslations('TopBar');
  const tc = await getTranslations('Common');
  return (
    <>
      <SkipLink />
      {/* Its parts show once it is parsed whole (globals.css, `parsing`): a paint between the search box and
          the login button would show the search button at the right end, then move it. */}
      <header className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 parsing:*:invisible sm:px-4">
        <MenuToggle />
        <Link href={routes.home()} aria-label={t('home', { site: tc('siteName') })} className="flex shrink-0 items-center gap-2">
          <Logo />
          <span className="hidden text-lg font-semibold text-brand-900 lg:inline">{tc('siteName')}</span>
        </Link>
        <div className="flex flex-1 justify-end md:justify-center md:px-4">
          <SearchBox />
        </div>
        <LanguageMenu />
        <UserArea />
        <span hidden data-parsed-end="" />
      </header>
    </>
  );
}
