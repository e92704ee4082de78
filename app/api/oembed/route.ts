import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { getChannelEvent, getVideo } from '@/lib/api/media';
import { ErrorCode } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { localeOfPath } from '@/lib/i18n/routing';
import { embedIframe, embedSize, parsePortalUrl, sizeParam, type OEmbedTarget } from '@/lib/seo/oembed';
import { publicOrigin } from '@/lib/seo/origin';
import { absoluteUrl, embedPath, OG_IMAGE, pageUrl, shareImagePath } from '@/lib/seo/urls';

type ErrorKey = 'urlRequired' | 'notFound' | 'formatUnsupported' | 'invalidSize';

async function fail(locale: AppLocale, status: number, code: string, key: ErrorKey) {
  const t = await getTranslations({ locale, namespace: 'OEmbed' });
  return NextResponse.json({ error: { code, message: t(key) } }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The item behind a portal URL: title, author, picture; undefined when the catalogue has none. */
async function lookUp({ kind, id, locale }: OEmbedTarget) {
  if (kind === 'vod') {
    const video = await getVideo(locale, id);
    return video && { id: video.id, title: video.title, author: video.channel.name, authorPath: `/channel/${video.channel.id}`, thumbnail: video.thumbnail };
  }
  const event = await getChannelEvent(locale, id);
  return event && { id: event.channel.id, title: event.channel.name, author: event.channel.name, authorPath: `/channel/${event.channel.id}`, thumbnail: event.channel.icon };
}

/**
 * GET /api/oembed?url=<portal /vod/{id} or /live/{id} URL>&format=json&maxwidth=&maxheight= —
 * oEmbed 1.0 (type video): an iframe of the embed page, so partners can embed a video.
 * Errors in the house shape `{ error: { code, message } }`, in the language of the URL.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const url = params.get('url');
  const origin = publicOrigin();
  let urlLocale: AppLocale = params.get('lang') === 'en' ? 'en' : 'th';
  if (url) {
    try {
      urlLocale = localeOfPath(new URL(url).pathname);
    } catch {
      // not a URL: answered below as not found
    }
  }
  const format = params.get('format') ?? 'json';
  if (format !== 'json') return fail(urlLocale, 501, ErrorCode.notImplemented, 'formatUnsupported');
  if (!url) return fail(urlLocale, 400, ErrorCode.badRequest, 'urlRequired');
  const maxWidth = sizeParam(params.get('maxwidth'));
  const maxHeight = sizeParam(params.get('maxheight'));
  if (maxWidth === null || maxHeight === null) return fail(urlLocale, 400, ErrorCode.badRequest, 'invalidSize');

  const target = parsePortalUrl(url, origin);
  const item = target ? await lookUp(target).catch(() => undefined) : undefined;
  if (!target || !item) return fail(urlLocale, 404, ErrorCode.notFound, 'notFound');

  const t = await getTranslations({ locale: target.locale, namespace: 'Common' });
  const size = embedSize(maxWidth, maxHeight);
  const thumbnail = shareImagePath(item.thumbnail);
  return NextResponse.json(
    {
      version: '1.0',
      type: 'video',
      title: item.title,
      author_name: item.author,
      author_url: pageUrl(origin, target.locale, item.authorPath),
      provider_name: t('siteName'),
      provider_url: pageUrl(origin, target.locale, '/'),
      cache_age: 3600,
      html: embedIframe(absoluteUrl(origin, embedPath(target.kind, item.id, target.locale)), item.title, size),
      ...size,
      // oEmbed wants a thumbnail's size with it: known for the pictures /og/ makes.
      ...(thumbnail !== item.thumbnail ? { thumbnail_url: absoluteUrl(origin, thumbnail), thumbnail_width: OG_IMAGE.width, thumbnail_height: OG_IMAGE.height } : {}),
    },
    { headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' } },
  );
}
