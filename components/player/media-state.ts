/** A media element's state, as the players show it (useMediaState reads it from the element). */
export interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  /** Seekable window [start, end] in seconds (the DVR window on live). */
  seekStart: number;
  seekEnd: number;
  volume: number;
  muted: boolean;
  rate: number;
  waiting: boolean;
}

/** An element with nothing loaded: the state before its first event. */
export const IDLE_MEDIA_STATE: MediaState = { paused: true, currentTime: 0, duration: 0, seekStart: 0, seekEnd: 0, volume: 1, muted: false, rate: 1, waiting: false };
