import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChannelGrid } from '@/components/catalogue/channel-grid';
import { LiveBadge } from '@/components/catalogue/live-badge';
import { MediaRow } from '@/components/catalogue/media-row';
import { VideoCard } from '@/components/catalogue/video-card';
import { AnnouncementStrip } from '@/components/home/announcement-strip';
import { BannerSlider } from '@/components/home/banner-slider';
import { PlaylistCard } from '@/components/home/playlist-card';
import { PopupBanner } from '@/components/home/popup-banner';
import { RadioCard } from '@/components/home/radio-card';
import { PageMessages } from '@/components/i18n/page-messages';
import { getChannels } from '@/lib/api/catalogue';
import { getAnnouncement, getBanners, getHomePlaylists, getHomeVideoRows, getRadioStations, getRecommended } from '@/lib/api/portal';
import { Link } from '@/lib/i18n/navigation';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = raw === 'en' ? 'en' : 'th';
  const [tc, ts] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getTranslations({ locale, namespace: 'Seo' })]);
  return pageMetadata({ locale, path: routes.home(), title: { absolute: tc('siteName') }, description: ts('homeDescription') });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const [t, tf, tc, tr] = await Promise.all([getTranslations('Home'), getTranslations('HomeFeed'), getTranslations('Common'), getTranslations('Radio')]);
  // A failed read throws (the page is cached: Next keeps serving the last good copy); a section
  // with genuinely no data is left out.
  const [channels, slides, popup, announcement, recommended, rows, stations, playlists] = await Promise.all([
    getChannels(locale),
    getBanners(locale, 'slide'),
    getBanners(locale, 'popup'),
    getAnnouncement(locale),
    getRecommended(locale),
    getHomeVideoRows(locale),
    getRadioStations(locale),
    getHomePlaylists(locale),
  ]);
  const popupBanner = popup[0];

  return (
    <div className="space-y-10">
      <h1 className="sr-only">{tc('siteName')}</h1>
      <PageMessages namespaces={['Announcement', 'BannerSlider', 'PopupBanner']}>
        {/* First: the parser reaches its inline script, which opens it with the next frame, before the rest. */}
        {popupBanner ? <PopupBanner banner={popupBanner} /> : null}
        {announcement ? <AnnouncementStrip announcement={announcement} /> : null}
        {slides.length > 0 ? <BannerSlider banners={slides} /> : null}
      </PageMessages>
      <section aria-labelledby="home-live">
        <div className="mb-4 flex items-center gap-3">
          <h2 id="home-live" className="text-xl font-semibold">{t('liveChannels')}</h2>
          <LiveBadge />
          <Link href={routes.viewmore('livechannel')} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">{t('viewAll')}</Link>
        </div>
        <ChannelGrid channels={channels} label={t('liveChannels')} />
      </section>
      {recommended.length > 0 ? (
        <MediaRow id="home-recommended" title={tf('recommended')}>
          {recommended.slice(0, 8).map((video) => <li key={video.id}><VideoCard video={video} /></li>)}
        </MediaRow>
      ) : null}
      {rows.map((row) => (
        <MediaRow key={row.category.id} id={`home-category-${row.category.id}`} title={row.category.name} moreHref={routes.category(row.category.id)} moreLabel={t('viewAll')}>
          {row.videos.map((video) => <li key={video.id}><VideoCard video={video} /></li>)}
        </MediaRow>
      ))}
      {stations.length > 0 ? (
        <MediaRow id="home-radio" title={tf('radio')} moreHref={routes.radio()} moreLabel={t('viewAll')} cards="station">
          {stations.slice(0, 8).map((station) => (
            <li key={station.id}><RadioCard station={station} frequency={tr('frequency', { band: station.band, frequency: station.frequency })} /></li>
          ))}
        </MediaRow>
      ) : null}
      {playlists.length > 0 ? (
        <MediaRow id="home-playlists" title={tf('playlists')} cards="playlist" scrollFocus>
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} kind={playlist.type === 'audio' ? tf('audioPlaylist') : tf('videoPlaylist')} items={tf('items', { count: playlist.count })} />
            </li>
          ))}
        </MediaRow>
      ) : null}
    </div>
  );
}
