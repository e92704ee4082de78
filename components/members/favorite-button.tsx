'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShellActions } from '@/components/layout/shell-context';
import { HeartIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/client-value';
import type { FavoriteKind } from '@/lib/contract';
import { useFavorites } from './use-favorites';
import { useMember } from './use-member';

/** What every heart needs to know: read once per heart, or once for a whole list (FavoriteScope). */
interface FavoriteState {
  member: boolean;
  /**
   * Disabled until it works: in the server's HTML (a click before hydration would be lost) and while
   * the session is read (a member's click would open the login dialog).
   */
  ready: boolean;
  isFavorite: (kind: FavoriteKind, itemId: number) => boolean;
  toggle: (kind: FavoriteKind, itemId: number) => Promise<void>;
  openLogin: () => void;
}

const FavoriteContext = createContext<FavoriteState | null>(null);

function useFavoriteState(): FavoriteState {
  const { member, isLoading } = useMember();
  const hydrated = useHydrated();
  const { openLogin } = useShellActions();
  const signedIn = Boolean(member);
  const { isFavorite, toggle } = useFavorites(signedIn);
  const ready = hydrated && !isLoading;
  return useMemo(() => ({ member: signedIn, ready, isFavorite, toggle, openLogin }), [signedIn, ready, isFavorite, toggle, openLogin]);
}

/**
 * A list of many hearts (the radio page's 32 stations, an audio playlist): the session and the
 * favourites are read once for all of them. Each heart on its own read them through two SWR hooks of
 * its own, and their hydration and re-renders were a third of the radio page's scripting after its
 * first paint. Keep it and its hearts on the same side of any Suspense boundary: a heart hydrated after
 * the scope would find `ready` true against the server's disabled button, which React does not patch.
 */
export function FavoriteScope({ children }: { children: ReactNode }) {
  return <FavoriteContext.Provider value={useFavoriteState()}>{children}</FavoriteContext.Provider>;
}

interface FavoriteButtonProps {
  kind: FavoriteKind;
  itemId: number;
  name?: string;
  className?: string;
  /**
   * Where a failure message shows: beside the heart, over the page, lined up with its `start` or `end`
   * edge; or (`row`) on a line of its own at the end of the heart's flex-wrap parent, for an item of a
   * list that clips what overflows it (content-visibility).
   */
  message?: 'start' | 'end' | 'row';
}

/** How long a failure message stays beside the heart (it is announced when it appears). */
export const FAVORITE_FAILED_MS = 8_000;

/**
 * The heart on a video, audio, channel or radio item. Members toggle the
 * favourite; visitors get the login dialog.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const scope = useContext(FavoriteContext);
  return scope ? <Heart state={scope} {...props} /> : <LoneHeart {...props} />;
}

/** A heart outside a FavoriteScope (a video's or a channel's page: one heart). */
function LoneHeart(props: FavoriteButtonProps) {
  return <Heart state={useFavoriteState()} {...props} />;
}

function Heart({ state, kind, itemId, name, className, message = 'start' }: FavoriteButtonProps & { state: FavoriteState }) {
  const t = useTranslations('Favorites');
  const [busy, setBusy] = useState(false);
  // What a failed click meant to do: the heart shows the real state again, and this says it did not change.
  const [failed, setFailed] = useState<'add' | 'remove' | null>(null);
  const active = state.member && state.isFavorite(kind, itemId);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(null), FAVORITE_FAILED_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const onClick = async () => {
    if (!state.member) return state.openLogin();
    if (busy) return;
    setBusy(true);
    setFailed(null);
    try {
      await state.toggle(kind, itemId);
    } catch {
      // The optimistic change was rolled back; the heart shows the real state again.
      setFailed(active ? 'remove' : 'add');
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <button
      type="button"
      onClick={() => void onClick()}
      // Busy is aria-disabled, not disabled: a disabled button would drop the keyboard's focus mid-call.
      disabled={!state.ready}
      aria-disabled={busy || undefined}
      aria-pressed={active}
      aria-label={name ? t(active ? 'removeNamed' : 'addNamed', { name }) : t(active ? 'remove' : 'add')}
      title={active ? t('remove') : t('add')}
      data-testid="favorite-button"
      className={`grid size-10 place-items-center rounded-full border transition-colors disabled:opacity-60 aria-disabled:opacity-60 ${
        active ? 'border-live bg-live/10 text-live' : 'border-slate-300 bg-white text-slate-600 hover:text-live'
      } ${message === 'row' ? (className ?? '') : ''}`}
    >
      <HeartIcon className="size-5" fill={active ? 'currentColor' : 'none'} />
    </button>
  );
  const text = failed ? t(failed === 'add' ? 'addFailed' : 'removeFailed') : null;

  if (message === 'row') {
    return (
      <>
        {button}
        {text ? (
          <span role="alert" data-testid="favorite-button-failed" className="basis-full text-right text-sm font-semibold text-red-700">
            {text}
          </span>
        ) : null}
      </>
    );
  }
  return (
    <span className={`relative inline-flex ${className ?? ''}`}>
      {button}
      {text ? (
        <span
          role="alert"
          data-testid="favorite-button-failed"
          className={`absolute top-full z-20 mt-2 w-max max-w-[min(16rem,calc(100vw-2rem))] rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-700 shadow-md ${
            message === 'end' ? 'right-0' : 'left-0'
          }`}
        >
          {text}
        </span>
      ) : null}
    </span>
  );
}
