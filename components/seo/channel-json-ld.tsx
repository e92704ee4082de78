import { getChannelEvent } from '@/lib/api/media';
import type { AppLocale } from '@/lib/i18n/routing';
import { channelJsonLd, type ChannelMode } from '@/lib/seo/catalogue';
import { JsonLd } from './json-ld';

/** BroadcastEvent/BroadcastService and breadcrumbs of /live/{id} and /channel/{id}. */
export async function ChannelJsonLd({ locale, id, mode }: { locale: AppLocale; id: string; mode: ChannelMode }) {
  const event = await getChannelEvent(locale, id).catch(() => undefined);
  return event ? <JsonLd data={await channelJsonLd(locale, event, mode)} /> : null;
}
