import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Audio, ChannelEvent, RadioStation, Video } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import {
  audioObject,
  breadcrumbList,
  broadcastService,
  liveBroadcast,
  organization,
  radioStationList,
  videoObject,
  type JsonLdNode,
} from './json-ld';
import { pageMetadata } from './metadata';
import { publicOrigin } from './origin';
import { absoluteUrl, embedPath, pageUrl } from './urls';

async function publisher(locale: AppLocale, origin: string): Promise<JsonLdNode> {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return organization({ name: t('siteName'), url: pageUrl(origin, locale, routes.home()), logo: absoluteUrl(origin, '/favicon.svg') });
}

async function crumbs(locale: AppLocale, origin: string, trail: { name: string; path: string }[]): Promise<JsonLdNode> {
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return breadcrumbList([{ name: t('home'), path: routes.home() }, ...trail].map(({ name, path }) => ({ name, url: pageUrl(origin, locale, path) })));
}

// ---- /vod/{id}

export function videoMetadata(locale: AppLocale, video: Video): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: routes.vod(video.id),
    title: video.title,
    description: video.description,
    share: { type: 'video.other', thumbnail: video.thumbnail, embed: embedPath('vod', video.id, locale), publishedTime: video.publishedAt, oembed: true },
  });
}

export async function videoJsonLd(locale: AppLocale, video: Video): Promise<JsonLdNode[]> {
  const origin = publicOrigin();
  return [
    videoObject({
      name: video.title,
      description: video.description,
      thumbnailUrl: [absoluteUrl(origin, video.thumbnail)],
      uploadDate: video.publishedAt,
      duration: video.duration,
      contentUrl: absoluteUrl(origin, video.stream),
      embedUrl: absoluteUrl(origin, embedPath('vod', video.id, locale)),
      url: pageUrl(origin, locale, routes.vod(video.id)),
      inLanguage: locale,
      views: video.views,
      publisher: await publisher(locale, origin),
    }),
    await crumbs(locale, origin, [
      { name: video.category.name, path: routes.category(video.category.id) },
      { name: video.title, path: routes.vod(video.id) },
    ]),
  ];
}

// ---- /audio/{id}

export function audioMetadata(locale: AppLocale, item: Audio): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: routes.audio(item.id),
    title: item.title,
    description: item.description,
    share: { thumbnail: item.thumbnail, publishedTime: item.publishedAt },
  });
}

export async function audioJsonLd(locale: AppLocale, item: Audio): Promise<JsonLdNode[]> {
  const origin = publicOrigin();
  return [
    audioObject({
      name: item.title,
      description: item.description,
      thumbnailUrl: [absoluteUrl(origin, item.thumbnail)],
      uploadDate: item.publishedAt,
      duration: item.duration,
      contentUrl: absoluteUrl(origin, item.stream),
      url: pageUrl(origin, locale, routes.audio(item.id)),
      inLanguage: locale,
      publisher: await publisher(locale, origin),
    }),
    await crumbs(locale, origin, [{ name: item.title, path: routes.audio(item.id) }]),
  ];
}

// ---- /live/{id} and /channel/{id}

export type ChannelMode = 'live' | 'channel';
const channelPath = (mode: ChannelMode, id: number) => (mode === 'live' ? routes.live(id) : routes.channel(id));

export function channelMetadata(locale: AppLocale, event: ChannelEvent, mode: ChannelMode): Promise<Metadata> {
  const { channel } = event;
  return pageMetadata({
    locale,
    path: channelPath(mode, channel.id),
    title: channel.name,
    description: event.now ? `${event.now.title} · ${channel.description}` : channel.description,
    share: { type: 'video.other', thumbnail: channel.icon, embed: embedPath('live', channel.id, locale), oembed: true },
  });
}

export async function channelJsonLd(locale: AppLocale, event: ChannelEvent, mode: ChannelMode): Promise<JsonLdNode[]> {
  const origin = publicOrigin();
  const { channel } = event;
  const tp = await getTranslations({ locale, namespace: 'Pages' });
  const service = broadcastService({
    name: channel.name,
    description: channel.description,
    url: pageUrl(origin, locale, routes.channel(channel.id)),
    logo: absoluteUrl(origin, channel.icon),
    inLanguage: locale,
    broadcaster: await publisher(locale, origin),
  });
  const list = mode === 'live' ? 'livestream' : 'livechannel';
  return [
    liveBroadcast({
      programme: event.now,
      url: pageUrl(origin, locale, routes.live(channel.id)),
      embedUrl: absoluteUrl(origin, embedPath('live', channel.id, locale)),
      service,
      inLanguage: locale,
    }),
    await crumbs(locale, origin, [
      { name: tp(list), path: routes.viewmore(list) },
      { name: channel.name, path: channelPath(mode, channel.id) },
    ]),
  ];
}

// ---- /radio

export async function radioJsonLd(locale: AppLocale, stations: RadioStation[]): Promise<JsonLdNode> {
  const origin = publicOrigin();
  const t = await getTranslations({ locale, namespace: 'Radio' });
  const url = pageUrl(origin, locale, routes.radio());
  return radioStationList(
    stations.map((station) => ({
      name: station.name,
      description: t('frequency', { band: station.band, frequency: station.frequency }),
      areaServed: station.province,
      latitude: station.latitude,
      longitude: station.longitude,
      logo: absoluteUrl(origin, station.icon),
      url,
    })),
  );
}
