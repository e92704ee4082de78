'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatTime } from '@/components/player/format-time';
import type { MediaState } from '@/components/player/use-media-state';

/**
 * The audio bar's controls of an on-demand item: its seek bar and 10 s skip buttons. They come with the
 * audio engine's code (audio-engine.tsx re-exports them), at the visitor's first play: no page's first
 * load carries them (issue #6's budget for `/`). The bar (mini-player.tsx) keeps their room until then.
 */

/** The skip buttons' step. */
const SKIP_SECONDS = 10;
/** The seek bar's keys: an arrow 5 s, Page Up / Page Down 30 s. */
const KEY_STEPS: Record<string, number> = { ArrowRight: 5, ArrowUp: 5, ArrowLeft: -5, ArrowDown: -5, PageUp: 30, PageDown: -30 };

/** Circular arrows with "10" inside, back or on (the lock screen's and the podcast apps' sign). */
function SkipIcon({ forward }: { forward?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {/* A circle open at its top left, the arrow at its top pointing back (mirrored: on). */}
      <g transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M12 5A8 8 0 1 1 5.07 9" />
        <path d="M13.5 2 10.5 5l3 3" />
      </g>
      <text x="12" y="15.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none">
        {SKIP_SECONDS}
      </text>
    </svg>
  );
}

export interface SkipButtonProps {
  forward?: boolean;
  disabled: boolean;
  /** Moves the element by so many seconds (negative: back). */
  onSkip: (seconds: number) => void;
  className: string;
}

/** Ten seconds back, or on. */
export function SkipButton({ forward, disabled, onSkip, className }: SkipButtonProps) {
  const t = useTranslations('Player');
  return (
    <button
      type="button"
      className={className}
      // aria-disabled, not disabled: a stream failing while it has the focus does not drop the keyboard's focus to the page.
      onClick={() => !disabled && onSkip(forward ? SKIP_SECONDS : -SKIP_SECONDS)}
      aria-disabled={disabled || undefined}
      aria-label={t(forward ? 'skipForward' : 'skipBack', { seconds: SKIP_SECONDS })}
    >
      <SkipIcon forward={forward} />
    </button>
  );
}

export interface SeekRowProps {
  state: MediaState;
  disabled: boolean;
  /** Puts the element at this time (seconds, within the item). */
  onSeek: (seconds: number) => void;
}

/**
 * The item's place in it: the elapsed time, a seek bar, the length. A drag moves the thumb alone (the
 * clock's ticks do not pull it back) and the element once let go (the native `change`); the keys and
 * a value set by assistive technology seek at once. Until the element has its length the bar is off.
 */
export function SeekRow({ state, disabled, onSeek }: SeekRowProps) {
  const t = useTranslations('Player');
  const input = useRef<HTMLInputElement>(null);
  /** The thumb while it is dragged. */
  const [draft, setDraft] = useState<number | null>(null);
  /** A seek just asked for, shown until the element's next report (which has it): no flick back to the time before. */
  const [asked, setAsked] = useState<{ to: number; before: MediaState } | null>(null);
  const duration = state.duration;
  const off = disabled || !(duration > 0);
  const position = draft ?? (asked && asked.before === state ? asked.to : state.currentTime);
  const value = off ? 0 : Math.min(duration, Math.max(0, position));
  const seek = (seconds: number) => {
    const to = Math.min(duration, Math.max(0, seconds));
    setDraft(null);
    setAsked({ to, before: state });
    onSeek(to);
  };
  const latestSeek = useRef(seek);
  useEffect(() => {
    latestSeek.current = seek;
  });
  // The native `change` comes when a drag ends (React's onChange is each `input` on the way).
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const commit = () => latestSeek.current(Number(element.value));
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, []);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? duration : step === undefined ? null : value + step;
    if (to === null) return;
    event.preventDefault();
    seek(to);
  };
  const time = 'shrink-0 text-xs tabular-nums text-white/80 sm:text-sm';
  return (
    <>
      {/* The seek bar says the same to assistive technology (aria-valuetext). */}
      <span className={time} aria-hidden="true">{formatTime(value)}</span>
      <input
        ref={input}
        type="range"
        aria-label={t('seek')}
        aria-valuetext={t('seekValue', { current: formatTime(value), total: formatTime(duration) })}
        min={0}
        max={off ? 1 : duration}
        step="any"
        value={value}
        disabled={off}
        onChange={(event) => setDraft(Number(event.target.value))}
        onKeyDown={keyDown}
        onBlur={() => setDraft(null)}
        onPointerCancel={() => setDraft(null)}
        // 24 px high: the touch target around the thin track and its thumb.
        className="h-6 min-w-0 grow cursor-pointer accent-white disabled:cursor-default disabled:opacity-50"
      />
      <span className={time} aria-hidden="true">{formatTime(duration)}</span>
    </>
  );
}

/** What the bar is handed once the engine's code has come. */
export interface OnDemandControls {
  SeekRow: typeof SeekRow;
  SkipButton: typeof SkipButton;
}
