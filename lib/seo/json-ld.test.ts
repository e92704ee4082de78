import { breadcrumbList, broadcastService, liveBroadcast, radioStationList, serializeJsonLd, videoObject } from './json-ld';

const video = {
  name: 'ข่าวค่ำ </script><script>alert(1)</script>',
  description: 'News',
  thumbnailUrl: ['https://tv.example/media/poster/video/1.svg'],
  uploadDate: '2026-01-02T03:04:05.000Z',
  duration: 125,
  contentUrl: 'https://tv.example/media/hls/a/master.m3u8',
  embedUrl: 'https://tv.example/embed/vod/1',
  url: 'https://tv.example/vod/1',
  inLanguage: 'th',
  views: 42,
};

describe('serializeJsonLd', () => {
  it('adds the schema.org context and escapes < so catalogue text cannot end the script', () => {
    const json = serializeJsonLd(videoObject(video));
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed.name).toBe(video.name);
  });
  it('gives every node of an array its context', () => {
    const parsed = JSON.parse(serializeJsonLd([videoObject(video), breadcrumbList([])])) as Record<string, unknown>[];
    expect(parsed.map((node) => node['@context'])).toEqual(['https://schema.org', 'https://schema.org']);
  });
});

describe('videoObject', () => {
  it('carries what video rich results need, the duration in ISO 8601', () => {
    expect(videoObject(video)).toMatchObject({
      '@type': 'VideoObject',
      name: video.name,
      thumbnailUrl: video.thumbnailUrl,
      uploadDate: video.uploadDate,
      duration: 'PT2M5S',
      contentUrl: video.contentUrl,
      embedUrl: video.embedUrl,
      interactionStatistic: { userInteractionCount: 42 },
    });
  });
});

describe('liveBroadcast', () => {
  const service = broadcastService({ name: 'NBT 2HD', description: 'd', url: 'https://tv.example/channel/1', logo: 'https://tv.example/l.svg', inLanguage: 'en' });
  it('is a live BroadcastEvent of the current programme on the channel service', () => {
    const node = liveBroadcast({
      programme: { title: 'Morning news', description: 'x', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-01-01T01:00:00.000Z' },
      url: 'https://tv.example/en/live/1',
      service,
      inLanguage: 'en',
    });
    expect(node).toMatchObject({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      name: 'Morning news',
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-01-01T01:00:00.000Z',
      publishedOn: { '@type': 'BroadcastService', name: 'NBT 2HD' },
    });
  });
  it('is the service alone when nothing is scheduled now', () => {
    expect(liveBroadcast({ programme: null, url: 'u', service, inLanguage: 'en' })).toBe(service);
  });
});

describe('lists', () => {
  it('numbers breadcrumbs from 1', () => {
    expect(breadcrumbList([{ name: 'Home', url: 'https://a/' }, { name: 'V', url: 'https://a/vod/1' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a/' },
      { '@type': 'ListItem', position: 2, name: 'V', item: 'https://a/vod/1' },
    ]);
  });
  it('lists radio stations with their place', () => {
    const list = radioStationList([{ name: 'FM 92.5', description: 'FM 92.5 MHz', areaServed: 'Bangkok', latitude: 13.7, longitude: 100.5, logo: 'l', url: 'u' }]);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ position: 1, item: { '@type': 'RadioStation', areaServed: 'Bangkok', geo: { latitude: 13.7, longitude: 100.5 } } }],
    });
  });
});
