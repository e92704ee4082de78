import { scriptJson } from '@/lib/inline-script';
import { isoDuration } from './duration';

/** A schema.org node (JSON-LD). */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no string
 * from the catalogue can close the script element (or open a comment).
 */
export function serializeJsonLd(node: JsonLdNode | JsonLdNode[]): string {
  return scriptJson(Array.isArray(node) ? node.map(withContext) : withContext(node));
}

function withContext(node: JsonLdNode) {
  return { '@context': CONTEXT, ...node };
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
}
export const organization = ({ name, url, logo }: OrganizationInput): JsonLdNode => ({ '@type': 'Organization', name, url, logo });

export interface MediaObjectInput {
  name: string;
  description: string;
  /** Absolute URLs. */
  thumbnailUrl: string[];
  uploadDate: string;
  /** Seconds. */
  duration: number;
  contentUrl: string;
  embedUrl?: string;
  url: string;
  inLanguage: string;
  views?: number;
  publisher?: JsonLdNode;
}

function mediaObject(type: 'VideoObject' | 'AudioObject', input: MediaObjectInput): JsonLdNode {
  return {
    '@type': type,
    name: input.name,
    description: input.description,
    thumbnailUrl: input.thumbnailUrl,
    uploadDate: input.uploadDate,
    duration: isoDuration(input.duration),
    contentUrl: input.contentUrl,
    ...(input.embedUrl ? { embedUrl: input.embedUrl } : {}),
    encodingFormat: 'application/vnd.apple.mpegurl',
    url: input.url,
    inLanguage: input.inLanguage,
    ...(input.views === undefined
      ? {}
      : { interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: input.views } }),
    ...(input.publisher ? { publisher: input.publisher } : {}),
  };
}

/** A video on demand (Google's video rich results read name, thumbnailUrl, uploadDate, duration, contentUrl, embedUrl). */
export const videoObject = (input: MediaObjectInput) => mediaObject('VideoObject', input);
export const audioObject = (input: MediaObjectInput) => mediaObject('AudioObject', input);

export interface BroadcastServiceInput {
  name: string;
  description: string;
  url: string;
  logo: string;
  inLanguage: string;
  broadcaster?: JsonLdNode;
}

export const broadcastService = (input: BroadcastServiceInput): JsonLdNode => ({
  '@type': 'BroadcastService',
  name: input.name,
  broadcastDisplayName: input.name,
  description: input.description,
  url: input.url,
  logo: input.logo,
  inLanguage: input.inLanguage,
  ...(input.broadcaster ? { broadcaster: input.broadcaster } : {}),
});

export interface BroadcastEventInput {
  /** The current programme (title, description, times), when the schedule knows one. */
  programme: { title: string; description: string; startsAt: string; endsAt: string } | null;
  url: string;
  service: JsonLdNode;
  embedUrl?: string;
  inLanguage: string;
}

/**
 * A live channel: what is on now as a live BroadcastEvent published on the channel's
 * BroadcastService; without a current programme, the service alone.
 */
export function liveBroadcast({ programme, url, service, embedUrl, inLanguage }: BroadcastEventInput): JsonLdNode {
  if (!programme) return service;
  return {
    '@type': 'BroadcastEvent',
    name: programme.title,
    description: programme.description,
    isLiveBroadcast: true,
    startDate: programme.startsAt,
    endDate: programme.endsAt,
    url,
    ...(embedUrl ? { embedUrl } : {}),
    inLanguage,
    publishedOn: service,
  };
}

export interface RadioStationInput {
  name: string;
  description: string;
  areaServed: string;
  latitude: number;
  longitude: number;
  logo: string;
  url: string;
}

/** Radio stations as an ItemList of RadioStation (with place and frequency). */
export function radioStationList(stations: RadioStationInput[]): JsonLdNode {
  return {
    '@type': 'ItemList',
    numberOfItems: stations.length,
    itemListElement: stations.map((station, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'RadioStation',
        name: station.name,
        description: station.description,
        areaServed: station.areaServed,
        geo: { '@type': 'GeoCoordinates', latitude: station.latitude, longitude: station.longitude },
        logo: station.logo,
        url: station.url,
      },
    })),
  };
}

/** Breadcrumbs from the home page down to the page itself (absolute URLs). */
export function breadcrumbList(items: { name: string; url: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
