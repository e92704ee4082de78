'use client';

import { useTranslations } from 'next-intl';
import type { CaptionTrack, QualityLevel } from './use-hls';
import { formatTime } from './format-time';
import type { MediaState } from './use-media-state';
import { CaptionsIcon, FullscreenIcon, MutedIcon, PauseIcon, PipIcon, PlayIcon, VolumeIcon } from './player-icons';
import { SeekBar } from './seek-bar';

export interface ControlActions {
  togglePlay: () => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
  seek: (seconds: number) => void;
  goLive: () => void;
  setRate: (rate: number) => void;
  toggleFullscreen: () => void;
  togglePip: () => void;
  setLevel: (index: number) => void;
  setCaption: (index: number) => void;
  /** Captions off, or on in the language captionToShow picks. */
  toggleCaptions: () => void;
}

interface Props {
  state: MediaState;
  live: boolean;
  atLiveEdge: boolean;
  levels: QualityLevel[];
  level: number;
  captions: CaptionTrack[];
  caption: number;
  /** The captions on screen now (use-caption-text.ts), drawn just above the bar. */
  captionText: string;
  pipSupported: boolean;
  fullscreenSupported: boolean;
  /** Whether the player fills the screen / plays in picture-in-picture (the toggles' pressed state). */
  fullscreen: boolean;
  pip: boolean;
  actions: ControlActions;
}

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];
const button = 'inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/20 aria-pressed:text-accent';
// shrink-0: a narrow control bar shrank the quality menu under its own label ("อัตโนมัติ").
const select = 'h-8 shrink-0 rounded bg-black/60 px-1 text-sm text-white';

export function PlayerControls({ state, live, atLiveEdge, levels, level, captions, caption, captionText, pipSupported, fullscreenSupported, fullscreen, pip, actions }: Props) {
  const t = useTranslations('Player');
  const captionsOn = caption >= 0;
  return (
    <div className="absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t [@media(scripting:none)]:hidden from-black/85 to-transparent px-2 pt-6 pb-1 text-white sm:px-3">
      {captionText ? (
        // Above the bar, never under it; sized with the picture (the player is a size container).
        <div className="pointer-events-none absolute inset-x-0 bottom-[calc(100%-1rem)] flex justify-center px-3" data-testid="player-caption">
          <p lang={captions.find((track) => track.index === caption)?.language || undefined} className="max-w-[92%] rounded bg-black/80 px-2 py-0.5 text-center text-[clamp(0.875rem,2.8cqw,2.25rem)] leading-snug whitespace-pre-line text-white">
            {captionText}
          </p>
        </div>
      ) : null}
      <SeekBar state={state} live={live} atLiveEdge={atLiveEdge} onSeek={actions.seek} />
      <div className="flex items-center gap-1 sm:gap-2">
        <button type="button" className={button} onClick={actions.togglePlay} aria-label={t(state.paused ? 'play' : 'pause')} data-play="">
          {state.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button type="button" className={button} onClick={actions.toggleMute} aria-label={t('mute')} aria-pressed={state.muted}>
          {state.muted || state.volume === 0 ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <input
          type="range"
          aria-label={t('volume')}
          aria-valuetext={state.muted ? t('mutedValue') : t('volumeValue', { percent: Math.round(state.volume * 100) })}
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          onChange={(event) => actions.setVolume(Number(event.target.value))}
          className="hidden w-20 accent-white sm:block"
        />
        {live ? (
          <>
            {/* Behind the edge on a phone, the badge itself is the way back (greyed, as the picture is not
                live): "Go to live" beside it wrapped onto three lines in a 375 px control bar. */}
            <span className={`ml-1 rounded bg-live px-2 py-0.5 text-xs font-bold tracking-wide ${atLiveEdge ? '' : 'hidden sm:inline'}`}>{t('live')}</span>
            {!atLiveEdge && (
              <button
                type="button"
                onClick={actions.goLive}
                aria-label={t('goLive')}
                className="ml-1 inline-flex min-h-6 shrink-0 items-center rounded border border-white/70 px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap text-white/80 hover:bg-white/20 sm:ml-0 sm:rounded-full sm:px-3 sm:font-semibold sm:tracking-normal sm:text-white"
              >
                <span className="sm:hidden">{t('live')}</span>
                <span className="hidden sm:inline">{t('goLive')}</span>
              </button>
            )}
          </>
        ) : (
          // A video's length is known once its player has started (at the visitor's first interest): no "0:00 / 0:00" before.
          state.duration > 0 && (
            <span className="ml-1 text-xs whitespace-nowrap tabular-nums sm:text-sm">
              {formatTime(state.currentTime)} / {formatTime(state.duration)}
            </span>
          )
        )}
        <span className="grow" />
        {captions.length > 0 && (
          <button type="button" className={`${button} max-sm:hidden`} aria-pressed={captionsOn} aria-label={t('captions')} onClick={actions.toggleCaptions}>
            <CaptionsIcon />
          </button>
        )}
        {captions.length > 1 && captionsOn && (
          <select aria-label={t('captionLanguage')} className={`${select} max-sm:hidden`} value={caption} onChange={(event) => actions.setCaption(Number(event.target.value))}>
            {captions.map((track) => (
              <option key={track.index} value={track.index}>{track.name}</option>
            ))}
          </select>
        )}
        {captions.length > 0 && (
          // A phone's bar has no room for a language menu beside the button: the button is the menu
          // (off, or a language), the phone's own picker opening on a tap.
          <span className="relative inline-flex size-9 shrink-0 sm:hidden">
            <select
              aria-label={t('captions')}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full bg-transparent text-transparent hover:bg-white/20 [&>option]:bg-white [&>option]:text-slate-900"
              value={caption}
              onChange={(event) => actions.setCaption(Number(event.target.value))}
            >
              <option value={-1}>{t('captionsOff')}</option>
              {captions.map((track) => (
                <option key={track.index} value={track.index}>{track.name}</option>
              ))}
            </select>
            <span className={`pointer-events-none absolute inset-0 inline-flex items-center justify-center ${captionsOn ? 'text-accent' : ''}`}>
              <CaptionsIcon />
            </span>
          </span>
        )}
        {levels.length > 1 && (
          <select aria-label={t('quality')} className={select} value={level} onChange={(event) => actions.setLevel(Number(event.target.value))}>
            <option value={-1}>{t('auto')}</option>
            {levels.map((l) => (
              <option key={l.index} value={l.index}>{l.height}p</option>
            ))}
          </select>
        )}
        {!live && (
          <select aria-label={t('speed')} className={`${select} hidden sm:block`} value={state.rate} onChange={(event) => actions.setRate(Number(event.target.value))}>
            {RATES.map((rate) => (
              <option key={rate} value={rate}>{rate === 1 ? t('normalSpeed') : `${rate}×`}</option>
            ))}
          </select>
        )}
        {pipSupported && (
          // max-sm:hidden, not `hidden sm:inline-flex`: the button's own inline-flex comes later in the style sheet and won.
          <button type="button" className={`${button} max-sm:hidden`} onClick={actions.togglePip} aria-label={t('pip')} aria-pressed={pip}>
            <PipIcon />
          </button>
        )}
        {fullscreenSupported && (
          <button type="button" className={button} onClick={actions.toggleFullscreen} aria-label={t('fullscreen')} aria-pressed={fullscreen}>
            <FullscreenIcon />
          </button>
        )}
      </div>
    </div>
  );
}
