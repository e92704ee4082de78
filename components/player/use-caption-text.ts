'use client';

import { useEffect, useState, type RefObject } from 'react';

const isSubtitles = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions';

/** The caption track in use: the subtitles or captions track that is not disabled (hls.js keeps one). */
export function chosenTrack(tracks: TextTrackList): TextTrack | null {
  let chosen: TextTrack | null = null;
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i];
    if (!track || !isSubtitles(track) || track.mode === 'disabled') continue;
    if (track.mode === 'showing') return track;
    chosen ??= track;
  }
  return chosen;
}

/** The character references WebVTT's cue text may hold by name. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** A cue's words without WebVTT's markup (`<i>`, `<v Speaker>`, `<c.yellow>`), its line breaks kept. */
export function cueText(cue: TextTrackCue): string {
  const vtt = cue as VTTCue;
  if (typeof vtt.getCueAsHTML === 'function') return vtt.getCueAsHTML().textContent ?? '';
  // A browser without getCueAsHTML (none known): the markup taken out by hand.
  return (typeof vtt.text === 'string' ? vtt.text : '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => NAMED[name] ?? '')
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) => String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code)));
}

/** The words of the cues now active on a track, one cue a line. */
export function activeText(track: TextTrack | null): string {
  const cues = track?.activeCues;
  const lines: string[] = [];
  for (let i = 0; cues && i < cues.length; i++) {
    const cue = cues[i];
    const text = cue ? cueText(cue).trim() : '';
    if (text) lines.push(text);
  }
  return lines.join('\n');
}

/**
 * The captions to draw over the picture, drawn by the player rather than the browser: the browser
 * draws a track it shows at the bottom of the picture, under the player's control bar. The track in
 * use is kept `hidden` (its cues still load and turn active), and its active cues are read on each
 * change. Where the element is on screen alone (iPhone's own full screen, picture-in-picture), only
 * the browser can draw them: the track is `showing` while it is.
 */
export function useCaptionText(ref: RefObject<HTMLMediaElement | null>, on: boolean): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const media = ref.current;
    if (!media || !on) {
      setText('');
      return;
    }
    const tracks = media.textTracks;
    const webkit = media as HTMLMediaElement & { webkitDisplayingFullscreen?: boolean };
    let track: TextTrack | null = null;
    const read = () => setText(track && track.mode === 'hidden' ? activeText(track) : '');
    const pick = () => {
      const next = chosenTrack(tracks);
      if (next !== track) {
        track?.removeEventListener('cuechange', read);
        next?.addEventListener('cuechange', read);
        track = next;
      }
      const alone = webkit.webkitDisplayingFullscreen === true || document.pictureInPictureElement === media;
      const mode = alone ? 'showing' : 'hidden';
      // Setting the mode fires the list's change event again: set only when it differs.
      if (track && track.mode !== mode) track.mode = mode;
      read();
    };
    const events = ['webkitbeginfullscreen', 'webkitendfullscreen', 'enterpictureinpicture', 'leavepictureinpicture'];
    for (const name of ['change', 'addtrack', 'removetrack']) tracks.addEventListener(name, pick);
    for (const name of events) media.addEventListener(name, pick);
    pick();
    return () => {
      track?.removeEventListener('cuechange', read);
      for (const name of ['change', 'addtrack', 'removetrack']) tracks.removeEventListener(name, pick);
      for (const name of events) media.removeEventListener(name, pick);
      setText('');
    };
  }, [ref, on]);
  return text;
}
