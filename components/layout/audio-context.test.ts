import { IDLE_MEDIA_STATE, type MediaState } from '@/components/player/media-state';
import { shownState } from './audio-context';

const element = (overrides: Partial<MediaState>): MediaState => ({ ...IDLE_MEDIA_STATE, ...overrides });

describe('shownState: what the audio bar shows', () => {
  it('before the engine reports: starting when asked to play, paused when the visitor paused first', () => {
    expect(shownState(null, true)).toMatchObject({ paused: false, waiting: true });
    expect(shownState(null, false)).toMatchObject({ paused: true, waiting: false });
    // The engine's first report, before its first read of the element: not known yet either (no Play between).
    expect(shownState(IDLE_MEDIA_STATE, true)).toMatchObject({ paused: false, waiting: true });
    expect(shownState({ ...IDLE_MEDIA_STATE }, true)).toMatchObject({ paused: true });
  });

  it('an element waiting to play by itself is starting while the visitor wants it, paused once they do not', () => {
    const waitingForData = element({ paused: true, starting: true, currentTime: 0 });
    expect(shownState(waitingForData, true)).toMatchObject({ paused: false, waiting: true });
    expect(shownState(waitingForData, false)).toMatchObject({ paused: true, waiting: false });
  });

  it('once the element has played, paused or been refused, the element says, whatever the visitor last asked', () => {
    const playing = element({ paused: false, currentTime: 12 });
    expect(shownState(playing, false)).toBe(playing);
    const pausedByAnotherSound = element({ paused: true, starting: false, currentTime: 12 });
    expect(shownState(pausedByAnotherSound, true)).toBe(pausedByAnotherSound);
  });
});
