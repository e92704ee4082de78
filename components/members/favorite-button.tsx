'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShellActions } from '@/components/layout/shell-context';
import { HeartIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/client-value';
import type { FavoriteKind } from '@/lib/contract';
import { useFavorites } from './use-favorites';
import { useMember } from './use-member';

/**
 * The heart on a video, audio, channel or radio item. Members toggle the
 * favourite; visitors get the login dialog.
 */
export function FavoriteButton({ kind, itemId, name, className }: { kind: FavoriteKind; itemId: number; name?: string; className?: string }) {
  const t = useTranslations('Favorites');
  const { member, isLoading } = useMember();
  // Disabled until it works: in the server's HTML (a click before hydration would be lost) and while
  // the session is read (a member's click would open the login dialog).
  const hydrated = useHydrated();
  const { openLogin } = useShellActions();
  const { isFavorite, toggle } = useFavorites(Boolean(member));
  const [busy, setBusy] = useState(false);
  const active = Boolean(member) && isFavorite(kind, itemId);

  const onClick = async () => {
    if (!member) return openLogin();
    setBusy(true);
    try {
      await toggle(kind, itemId);
    } catch {
      // The optimistic change was rolled back; the heart shows the real state again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy || !hydrated || isLoading}
      aria-pressed={active}
      aria-label={name ? t(active ? 'removeNamed' : 'addNamed', { name }) : t(active ? 'remove' : 'add')}
      title={active ? t('remove') : t('add')}
      data-testid="favorite-button"
      className={`grid size-10 place-items-center rounded-full border transition-colors disabled:opacity-60 ${
        active ? 'border-live bg-live/10 text-live' : 'border-slate-300 bg-white text-slate-600 hover:text-live'
      } ${className ?? ''}`}
    >
      <HeartIcon className="size-5" fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
