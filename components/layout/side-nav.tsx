import { getTranslations } from 'next-intl/server';
import type { MenuSlide } from '@/lib/contract';
import { APP_VERSION } from '@/lib/site';
import { routes } from '@/lib/routes';
import { CalendarIcon, ClockIcon, CodeIcon, GridIcon, HomeIcon, LiveIcon, RadioIcon, ShareIcon } from '@/components/ui/icons';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';
import { SideNavDrawer } from './side-nav-drawer';
import { SideNavMember } from './side-nav-member';

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-2">
      <h2 id={id} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/** Side navigation with every entry of the spec; categories and channels come from the backend. */
export async function SideNav({ menu }: { menu: MenuSlide | null }) {
  const t = await getTranslations('SideNav');
  const tc = await getTranslations('Common');
  return (
    <SideNavDrawer>
      <div className="flex-1 overflow-y-auto overscroll-contain px-2 py-2">
        <ul className="pb-2">
          <li><NavLink href={routes.home()}><HomeIcon className="size-5" />{t('home')}</NavLink></li>
          <li>
            <NavLink href={routes.viewmore('livestream')}>
              <LiveIcon className="size-5" />
              {t('liveStreams')}
              <span className="ml-auto rounded bg-live px-1.5 py-0.5 text-[11px] font-bold text-white">{tc('live')}</span>
            </NavLink>
          </li>
        </ul>
        <Group id="nav-watch-later" title={t('watchLater')}>
          {menu?.categories.map((category) => (
            <li key={category.id}>
              <NavLink href={routes.category(category.id)}><ClockIcon className="size-5" />{category.name}</NavLink>
            </li>
          ))}
        </Group>
        <Group id="nav-channels" title={t('channels')}>
          <li><NavLink href={routes.radio()}><RadioIcon className="size-5" />{t('radio')}</NavLink></li>
          {menu?.channels.map((channel) => (
            <li key={channel.id}>
              <NavLink href={routes.channel(channel.id)}>
                {/* Lazy: hidden in the drawer on a phone, and never worth a place ahead of the page's own
                    images (React preloads a page's eager images in the head). */}
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny channel icons from the media origin */}
                <img src={channel.icon} alt="" width={20} height={20} loading="lazy" className="size-5 rounded" />
                {channel.name}
              </NavLink>
            </li>
          ))}
          <li><NavLink href={routes.viewmore('livechannel')}><GridIcon className="size-5" />{t('allChannels')}</NavLink></li>
          <li><NavLink href={routes.schedule()}><CalendarIcon className="size-5" />{t('schedule')}</NavLink></li>
          <li><NavLink href={routes.social()}><ShareIcon className="size-5" />{t('social')}</NavLink></li>
          <li><NavLink href={routes.apipublic()}><CodeIcon className="size-5" />{t('api')}</NavLink></li>
        </Group>
        <SideNavMember />
      </div>
      <div className="flex items-center justify-between border-t border-slate-200 px-4 py-3">
        <LanguageSwitch />
        <span className="text-xs text-slate-600">{tc('version', { version: APP_VERSION })}</span>
      </div>
    </SideNavDrawer>
  );
}
