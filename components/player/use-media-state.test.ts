import { read } from './use-media-state';

/** The properties read() reads, as an element has them. */
function element(overrides: Partial<Record<keyof HTMLMediaElement, unknown>> = {}): HTMLMediaElement {
  const none = { length: 0, start: () => 0, end: () => 0 };
  return { paused: true, currentTime: 0, duration: NaN, seekable: none, volume: 1, muted: true, playbackRate: 1, seeking: false, autoplay: true, readyState: 0, error: null, ...overrides } as unknown as HTMLMediaElement;
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

  it('never without autoplay, while playing, or after an error', () => {
    expect(read(element({ autoplay: false }), false, false).starting).toBe(false);
    expect(read(element({ paused: false }), false, false).starting).toBe(false);
    expect(read(element({ error: { code: 2 } }), false, false).starting).toBe(false);
  });
});
