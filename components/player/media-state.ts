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
  /** A seek is under way (the viewer's, or the player's own). */
  seeking: boolean;
  /**
   * An element that plays by itself (`autoplay`) has not yet started: it stays paused, without a
   * `waiting` event, until it has the data (a live channel, the mini-player; hls.js itself may still be
   * loading), or, asked to play after 2 s (use-media-state.ts), waits for its first frame.
   */
  starting: boolean;
  /** It has played something since its source was set (a live picture never played has no position yet). */
  played: boolean;
}

/** An element with nothing loaded: the state before its first event. */
export const IDLE_MEDIA_STATE: MediaState = { paused: true, currentTime: 0, duration: 0, seekStart: 0, seekEnd: 0, volume: 1, muted: false, rate: 1, waiting: false, seeking: false, starting: false, played: false };
