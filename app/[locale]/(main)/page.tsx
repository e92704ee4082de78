import { getTranslations } from 'next-intl/server';
import { ChannelGrid } from '@/components/catalogue/channel-grid';
import { LiveBadge } from '@/components/catalogue/live-badge';
import { MediaRow } from '@/components/catalogue/media-row';
import { UnavailableNote } from '@/components/catalogue/unavailable-note';
import { VideoCard } from '@/components/catalogue/video-card';
import { AnnouncementStrip } from '@/components/home/announcement-strip';
import { BannerSlider } from '@/components/home/banner-slider';
import { PlaylistCard } from '@/components/home/playlist-card';
import { PopupBanner } from '@/components/home/popup-banner';
import { RadioCard } from '@/components/home/radio-card';
import { getChannels } from '@/lib/api/catalogue';
import { getAnnouncement, getBanners, getHomePlaylists, getHomeVideoRows, getRadioStations, getRecommended } from '@/lib/api/portal';
import { Link } from '@/lib/i18n/navigation';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';

/** A failed section shows a note; the rest of the home page still renders. */
const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);

export default async function HomePage({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const [t, tf, tc, tr] = await Promise.all([getTranslations('Home'), getTranslations('HomeFeed'), getTranslations('Common'), getTranslations('Radio')]);
  const [channels, slides, popup, announcement, recommended, rows, stations, playlists] = await Promise.all([
    orNull(getChannels(locale)),
    orNull(getBanners(locale, 'slide')),
    orNull(getBanners(locale, 'popup')),
    orNull(getAnnouncement(locale)),
    orNull(getRecommended(locale)),
    orNull(getHomeVideoRows(locale)),
    orNull(getRadioStations(locale)),
    orNull(getHomePlaylists(locale)),
  ]);
  const popupBanner = popup?.[0];

  return (
    <div className="space-y-10">
      <h1 className="sr-only">{tc('siteName')}</h1>
      {announcement ? <AnnouncementStrip announcement={announcement} /> : null}
      {slides && slides.length > 0 ? <BannerSlider banners={slides} /> : null}
      {popupBanner ? <PopupBanner banner={popupBanner} /> : null}
      <section aria-labelledby="home-live">
        <div className="mb-4 flex items-center gap-3">
          <h2 id="home-live" className="text-xl font-semibold">{t('liveChannels')}</h2>
          <LiveBadge />
          <Link href={routes.viewmore('livechannel')} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">{t('viewAll')}</Link>
        </div>
        {channels ? <ChannelGrid channels={channels} label={t('liveChannels')} /> : <UnavailableNote />}
      </section>
      {recommended && recommended.length > 0 ? (
        <MediaRow id="home-recommended" title={tf('recommended')}>
          {recommended.slice(0, 8).map((video) => <li key={video.id}><VideoCard video={video} /></li>)}
        </MediaRow>
      ) : null}
      {(rows ?? []).map((row) => (
        <MediaRow key={row.category.id} id={`home-category-${row.category.id}`} title={row.category.name} moreHref={routes.category(row.category.id)} moreLabel={t('viewAll')}>
          {row.videos.map((video) => <li key={video.id}><VideoCard video={video} /></li>)}
        </MediaRow>
      ))}
      {rows === null ? <UnavailableNote /> : null}
      {stations && stations.length > 0 ? (
        <MediaRow id="home-radio" title={tf('radio')} moreHref={routes.radio()} moreLabel={t('viewAll')}>
          {stations.slice(0, 8).map((station) => (
            <li key={station.id}><RadioCard station={station} frequency={tr('frequency', { band: station.band, frequency: station.frequency })} /></li>
          ))}
        </MediaRow>
      ) : null}
      {playlists && playlists.length > 0 ? (
        <MediaRow id="home-playlists" title={tf('playlists')} scrollFocus>
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
