import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { RefreshWhenStale } from '@/components/layout/refresh-when-stale';
import { FavoriteButton } from '@/components/members/favorite-button';
import { VideoPlayer } from '@/components/player/video-player';
import { getChannelEvent, getRecommended } from '@/lib/api/media';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { liveStaleAt } from './live-stale-at';
import { NowNext } from './now-next';
import { ProgrammeList } from './programme-list';
import { VideoGrid } from './video-grid';

/** /live/{id} (the stream, now/next, today's programmes) and /channel/{id} (plus the channel's videos). */
export async function LiveView({ locale, id, mode }: { locale: AppLocale; id: string; mode: 'live' | 'channel' }) {
  const t = await getTranslations('Live');
  const tp = await getTranslations('Player');
  const event = await getChannelEvent(locale, id);
  if (!event) notFound();
  const { channel } = event;
  const videos = mode === 'channel' ? await getRecommended(locale, { channel: channel.id }, 8) : [];
  return (
    <article>
      <PageHeading badge={<span className="rounded bg-live px-2 py-0.5 text-xs font-bold tracking-wide text-white">{tp('live')}</span>}>
        {channel.name}
      </PageHeading>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <VideoPlayer
            src={channel.stream}
            title={event.now?.title ?? channel.name}
            artist={channel.name}
            poster={channel.icon}
            live
            kind="live"
            itemId={channel.id}
            autoPlay
          />
          <NowNext now={event.now} next={event.next} locale={locale} />
          <p className="mt-4 flex items-center gap-3 text-slate-700">
            {/* Lazy, so React does not preload it at its default priority: it is the player's poster
                too, which the player preloads first (the page's largest paint). */}
            {/* eslint-disable-next-line @next/next/no-img-element -- channel icon from the media origin */}
            <img src={channel.icon} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-lg" />
            <span className="flex-1">{channel.description}</span>
            <FavoriteButton kind="channel" itemId={channel.id} message="end" />
          </p>
          {mode === 'channel' && (
            <Link href={routes.live(channel.id)} className="mt-4 inline-block rounded-full bg-live px-5 py-2 font-semibold text-white hover:opacity-90">
              {t('watchLive')}
            </Link>
          )}
        </div>
        <ProgrammeList programmes={event.programmes} nowId={event.now?.id ?? null} locale={locale} />
      </div>
      {mode === 'channel' && <VideoGrid videos={videos} locale={locale} title={t('videos')} empty={t('noVideos')} />}
      <RefreshWhenStale staleAt={liveStaleAt(event, new Date())} />
    </article>
  );
}
