'use client';

import type { KeyboardEvent } from 'react';

export interface PlayerKeyActions {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  volumeBy: (delta: number) => void;
  toggleFullscreen: () => void;
  toggleMute: () => void;
  toggleCaptions: () => void;
}

/**
 * The letter shortcuts by the key's place on the keyboard, for a layout whose keys type other letters:
 * with the Thai Kedmanee layout, often the one in use on this site, k f m c type า ด ท แ.
 */
const LETTER_AT: Record<string, string> = { KeyK: 'k', KeyF: 'f', KeyM: 'm', KeyC: 'c' };

/**
 * Player shortcuts: space/k play-pause, ←/→ seek 5 s, ↑/↓ volume, f fullscreen,
 * m mute, c captions (the same keys in a Thai layout). Keys aimed at a button, slider or menu keep
 * their own meaning.
 */
export function playerKeyHandler(actions: PlayerKeyActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (tag === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')) return;
    const map: Record<string, () => void> = {
      ' ': actions.togglePlay,
      k: actions.togglePlay,
      ArrowLeft: () => actions.seekBy(-5),
      ArrowRight: () => actions.seekBy(5),
      ArrowUp: () => actions.volumeBy(0.1),
      ArrowDown: () => actions.volumeBy(-0.1),
      f: actions.toggleFullscreen,
      m: actions.toggleMute,
      c: actions.toggleCaptions,
    };
    // By place only where the key types a letter of another script: on Dvorak or AZERTY the letter (or
    // the comma) typed decides.
    const byPlace = /^\p{L}$/u.test(event.key) && !/^[a-z]$/i.test(event.key) ? LETTER_AT[event.code] : undefined;
    const action = map[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? (byPlace && map[byPlace]);
    if (!action) return;
    event.preventDefault();
    action();
  };
}
