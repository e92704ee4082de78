import type { FavoriteKind, MediaKind } from '@/lib/contract';
import { routes } from '@/lib/routes';

/** Where a history or favourite entry leads (radio stations play on /radio). */
export function mediaHref(kind: MediaKind | FavoriteKind, itemId: number): string {
  switch (kind) {
    case 'vod':
      return routes.vod(itemId);
    case 'audio':
      return routes.audio(itemId);
    case 'live':
      return routes.live(itemId);
    case 'channel':
      return routes.channel(itemId);
    case 'radio':
      return routes.radio();
  }
}
