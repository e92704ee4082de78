import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { findChannel } from '@/lib/api/catalogue';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { FavoriteButton } from '@/components/members/favorite-button';
import { ComingSoon } from './coming-soon';
import { LiveBadge } from './live-badge';

/** Shared body of /live/{id} and /channel/{id} until the player arrives. */
export async function ChannelPage({ locale, id, live }: { locale: AppLocale; id: string; live: boolean }) {
  const t = await getTranslations('Pages');
  const channel = await findChannel(locale, id);
  if (!channel) notFound();
  return (
    <article>
      <PageHeading badge={live ? <LiveBadge /> : undefined}>
        {channel.name}
        <span className="sr-only"> · {t(live ? 'live' : 'channel')}</span>
      </PageHeading>
      <div className="mb-6 flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- channel icon from the media origin */}
        <img src={channel.icon} alt="" width={96} height={96} className="size-24 rounded-xl" />
        {!live && (
          <Link href={routes.live(channel.id)} className="rounded-full bg-live px-5 py-2 font-semibold text-white hover:opacity-90">
            {t('watchLive')}
          </Link>
        )}
        <FavoriteButton kind="channel" itemId={channel.id} />
      </div>
      <ComingSoon />
    </article>
  );
}
