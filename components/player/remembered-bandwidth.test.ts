import { BANDWIDTH_KEY, MAX_AGE_MS, rememberBandwidth, rememberedBandwidth } from './remembered-bandwidth';

/** localStorage's two methods over a Map. */
function memoryStore() {
  const map = new Map<string, string>();
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

const NOW = Date.UTC(2026, 10, 27, 7, 0, 0);

describe('remembered bandwidth', () => {
  it('gives back what was measured, in bit/s', () => {
    const store = memoryStore();
    rememberBandwidth(8_432_100.4, store, NOW);
    expect(JSON.parse(store.map.get(BANDWIDTH_KEY) ?? '')).toEqual({ bps: 8_432_100, at: NOW });
    expect(rememberedBandwidth(store, NOW + 60_000)).toBe(8_432_100);
  });

  it('has nothing to say before a measurement, or after a week', () => {
    const store = memoryStore();
    expect(rememberedBandwidth(store, NOW)).toBeUndefined();
    rememberBandwidth(3_000_000, store, NOW);
    expect(rememberedBandwidth(store, NOW + MAX_AGE_MS)).toBe(3_000_000);
    expect(rememberedBandwidth(store, NOW + MAX_AGE_MS + 1)).toBeUndefined();
    // A time in the future (a clock set back since) is not trusted either.
    expect(rememberedBandwidth(store, NOW - 1)).toBeUndefined();
  });

  it('bounds the figure: loopback measures gigabits, a stalled segment almost nothing', () => {
    const store = memoryStore();
    rememberBandwidth(4_000_000_000, store, NOW);
    expect(rememberedBandwidth(store, NOW)).toBe(50_000_000);
    rememberBandwidth(1_000, store, NOW);
    expect(rememberedBandwidth(store, NOW)).toBe(100_000);
  });

  it('keeps nothing of a figure that is not one, and the last good one stays', () => {
    const store = memoryStore();
    rememberBandwidth(2_000_000, store, NOW);
    for (const bad of [NaN, Infinity, 0, -5]) rememberBandwidth(bad, store, NOW + 1);
    expect(rememberedBandwidth(store, NOW + 2)).toBe(2_000_000);
  });

  it('ignores what it cannot read, and storage that refuses', () => {
    const store = memoryStore();
    for (const junk of ['not json', '{"bps":"fast","at":1}', '[]', '{"bps":1e6}', 'null']) {
      store.map.set(BANDWIDTH_KEY, junk);
      expect(rememberedBandwidth(store, NOW)).toBeUndefined();
    }
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberedBandwidth(refusing, NOW)).toBeUndefined();
    expect(() => rememberBandwidth(1_000_000, refusing, NOW)).not.toThrow();
    expect(rememberedBandwidth(null, NOW)).toBeUndefined();
  });

  it('starts low for a visitor who asked the browser to save data', () => {
    const store = memoryStore();
    rememberBandwidth(9_000_000, store, NOW);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { connection: { saveData: true } }, configurable: true });
    try {
      expect(rememberedBandwidth(store, NOW)).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
    expect(rememberedBandwidth(store, NOW)).toBe(9_000_000);
  });
});
