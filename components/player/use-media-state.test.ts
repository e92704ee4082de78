import { jest } from '@jest/globals';
import { AUTOPLAY_PROBE_MS, read, watchMediaState, type MediaState } from './use-media-state';

/** The properties read() reads, as an element has them. */
function element(overrides: Partial<Record<keyof HTMLMediaElement, unknown>> = {}): HTMLMediaElement {
  const none = { length: 0, start: () => 0, end: () => 0 };
  return { paused: true, currentTime: 0, duration: NaN, seekable: none, volume: 1, muted: true, playbackRate: 1, seeking: false, autoplay: true, readyState: 0, error: null, played: none, ...overrides } as unknown as HTMLMediaElement;
}

describe('read: starting', () => {
  it('an autoplay element short of the data to start is starting, until it has enough (autoplay begins there)', () => {
    expect(read(element({ readyState: 0 }), false, false).starting).toBe(true);
    expect(read(element({ readyState: 3 }), false, false).starting).toBe(true);
    expect(read(element({ readyState: 4 }), false, false).starting).toBe(false);
  });

  it('not once it has played, been paused or ended (a paused picture seeking, an ended item short of data)', () => {
    expect(read(element({ readyState: 1, seeking: true }), false, true).starting).toBe(false);
  });

  it('still while asked to play and short of data (no frame yet), not once it has enough', () => {
    expect(read(element({ paused: false, readyState: 2 }), false, false).starting).toBe(true);
    expect(read(element({ paused: false, readyState: 4 }), false, false).starting).toBe(false);
  });

  it('has played once its played ranges hold something', () => {
    expect(read(element(), false, false).played).toBe(false);
    expect(read(element({ played: { length: 1 } }), false, true).played).toBe(true);
  });

  it('never without autoplay or after an error', () => {
    expect(read(element({ autoplay: false }), false, false).starting).toBe(false);
    expect(read(element({ error: { code: 2 } }), false, false).starting).toBe(false);
  });
});

/** A stand-in element: its events are real (EventTarget); play() answers as the test says. */
class FakeMedia extends EventTarget {
  paused = true;
  currentTime = 0;
  duration = NaN;
  seekable = { length: 0, start: () => 0, end: () => 0 };
  volume = 1;
  muted = true;
  playbackRate = 1;
  seeking = false;
  played = { length: 0 };
  autoplay = true;
  readyState = 0;
  networkState = 0;
  error: { code: number } | null = null;
  plays = 0;
  constructor(private readonly answer: () => Promise<void>) {
    super();
  }
  play() {
    this.plays += 1;
    return this.answer();
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

describe('watchMediaState: an element that should play by itself', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const refused = () => Promise.reject(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));

  function watch(media: FakeMedia) {
    const states: MediaState[] = [];
    const stop = watchMediaState(media as unknown as HTMLMediaElement, (state) => states.push(state));
    return { last: () => states.at(-1)!, stop };
  }

  it('is asked to play once it has waited AUTOPLAY_PROBE_MS after its source was set; refused, it is no longer starting', async () => {
    const media = new FakeMedia(refused);
    const { last } = watch(media);
    expect(last().starting).toBe(true);
    media.networkState = 2;
    media.fire('loadstart');
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS - 1);
    expect(media.plays).toBe(0);
    jest.advanceTimersByTime(1);
    expect(media.plays).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(last()).toMatchObject({ starting: false, paused: true });
    // A new source starts again, and is asked again.
    media.fire('emptied');
    expect(last().starting).toBe(true);
    media.fire('loadstart');
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(media.plays).toBe(2);
  });

  it('is not asked when it started by itself, and stays starting while a play asked for waits for data', async () => {
    const quick = new FakeMedia(() => Promise.resolve());
    watch(quick);
    quick.fire('loadstart');
    quick.paused = false;
    quick.fire('play');
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(quick.plays).toBe(0);

    // Slow data: asked, the play is taken (an AbortError or a late answer changes nothing either).
    const slow = new FakeMedia(() => new Promise(() => undefined));
    const { last } = watch(slow);
    slow.fire('loadstart');
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(slow.plays).toBe(1);
    slow.paused = false;
    slow.fire('play');
    expect(last()).toMatchObject({ starting: true, paused: false });
    slow.readyState = 4;
    slow.fire('playing');
    expect(last().starting).toBe(false);
  });

  it('is asked when its source was set before the watch began, and never after the watch ended', () => {
    const early = new FakeMedia(refused);
    early.networkState = 2;
    const { stop } = watch(early);
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(early.plays).toBe(1);

    const gone = new FakeMedia(refused);
    gone.networkState = 2;
    watch(gone).stop();
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(gone.plays).toBe(0);
    stop();

    const clicked = new FakeMedia(refused);
    clicked.autoplay = false;
    watch(clicked);
    clicked.fire('loadstart');
    jest.advanceTimersByTime(AUTOPLAY_PROBE_MS);
    expect(clicked.plays).toBe(0);
  });
});
