import { createSessionStore, FOCUS_THROTTLE_MS, type MemberSummary, RETRY_MAX_MS, RETRY_MS } from './session-store';

const ann: MemberSummary = { name: 'Ann', email: 'ann@example.com', image: null, language: 'en' };

/** A read whose answers the test gives, one per call, in any order. */
function controlledRead() {
  const calls: { resolve: (member: MemberSummary | null) => void; reject: (error: Error) => void }[] = [];
  const read = jest.fn(
    () =>
      new Promise<MemberSummary | null>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { read, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

// The browser's window and document, as far as the store listens to them.
const win = new EventTarget();
const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
beforeAll(() => {
  Object.assign(globalThis, { window: win, document: doc });
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});
beforeEach(() => {
  doc.visibilityState = 'visible';
});

test('is not known until the first subscriber makes the one read, shared by every later subscriber', async () => {
  const { read, calls } = controlledRead();
  const store = createSessionStore(read);
  expect(store.getSnapshot()).toEqual({ member: null, isLoading: true });
  expect(read).not.toHaveBeenCalled();
  const seen: unknown[] = [];
  const stopA = store.subscribe(() => seen.push(store.getSnapshot()));
  const stopB = store.subscribe(() => undefined);
  expect(read).toHaveBeenCalledTimes(1);
  calls[0]!.resolve(ann);
  await settle();
  expect(store.getSnapshot()).toEqual({ member: ann, isLoading: false });
  expect(seen).toEqual([{ member: ann, isLoading: false }]);
  stopA();
  stopB();
});

test('a first read that fails on the network ends the wait (a visitor, until a read answers)', async () => {
  const { read, calls } = controlledRead();
  const store = createSessionStore(read);
  const stop = store.subscribe(() => undefined);
  calls[0]!.reject(new TypeError('Failed to fetch'));
  await settle();
  expect(store.getSnapshot()).toEqual({ member: null, isLoading: false });
  // What the server rendered stays what the hydration renders.
  expect(store.getServerSnapshot()).toEqual({ member: null, isLoading: true });
  stop();
});

test('a failed read is tried again, 5 s then twice as long each time up to 80 s, while a part listens and the tab shows', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  try {
    const { read, calls } = controlledRead();
    const store = createSessionStore(read);
    const stop = store.subscribe(() => undefined);
    const fail = async (index: number) => {
      calls[index]!.reject(new TypeError('Failed to fetch'));
      await settle();
    };
    await fail(0);
    const waits = [RETRY_MS, 2 * RETRY_MS, 4 * RETRY_MS, 8 * RETRY_MS, RETRY_MAX_MS, RETRY_MAX_MS];
    for (const [index, wait] of waits.entries()) {
      jest.advanceTimersByTime(wait - 1);
      expect(read).toHaveBeenCalledTimes(index + 1);
      jest.advanceTimersByTime(1);
      expect(read).toHaveBeenCalledTimes(index + 2);
      await fail(index + 1);
    }
    // An answer ends the tries and starts the count again.
    jest.advanceTimersByTime(RETRY_MAX_MS);
    calls[7]!.resolve(ann);
    await settle();
    expect(store.getSnapshot().member).toEqual(ann);
    jest.advanceTimersByTime(10 * RETRY_MAX_MS);
    expect(read).toHaveBeenCalledTimes(8);

    // A hidden tab does not try (it reads when shown); nor does a page nobody listens to any more.
    void store.refresh();
    expect(read).toHaveBeenCalledTimes(9);
    await fail(8);
    doc.visibilityState = 'hidden';
    jest.advanceTimersByTime(RETRY_MS);
    expect(read).toHaveBeenCalledTimes(9);
    doc.visibilityState = 'visible';
    void store.refresh();
    await fail(9);
    stop();
    jest.advanceTimersByTime(10 * RETRY_MAX_MS);
    expect(read).toHaveBeenCalledTimes(10);
  } finally {
    jest.useRealTimers();
  }
});

test('a visitor reads as null, and a read that fails on the network keeps what was known', async () => {
  const { read, calls } = controlledRead();
  let clock = 0;
  const store = createSessionStore(read, () => clock);
  const stop = store.subscribe(() => undefined);
  calls[0]!.resolve(null);
  await settle();
  expect(store.getSnapshot()).toEqual({ member: null, isLoading: false });

  clock += FOCUS_THROTTLE_MS;
  void store.refresh();
  calls[1]!.resolve(ann);
  await settle();
  void store.refresh();
  calls[2]!.reject(new TypeError('Failed to fetch'));
  await settle();
  expect(store.getSnapshot()).toEqual({ member: ann, isLoading: false });
  stop();
});

test('the same answer again keeps the same snapshot (no re-render)', async () => {
  const { read, calls } = controlledRead();
  const store = createSessionStore(read);
  const listener = jest.fn();
  const stop = store.subscribe(listener);
  calls[0]!.resolve(ann);
  await settle();
  const first = store.getSnapshot();
  void store.refresh();
  calls[1]!.resolve({ ...ann });
  await settle();
  expect(store.getSnapshot()).toBe(first);
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

test('focus and a shown tab read again, at most once per throttle interval, and not while hidden', async () => {
  const { read, calls } = controlledRead();
  let clock = 1000;
  const store = createSessionStore(read, () => clock);
  const stop = store.subscribe(() => undefined);
  calls[0]!.resolve(ann);
  await settle();

  win.dispatchEvent(new Event('focus'));
  expect(read).toHaveBeenCalledTimes(1);
  clock += FOCUS_THROTTLE_MS;
  win.dispatchEvent(new Event('focus'));
  expect(read).toHaveBeenCalledTimes(2);
  // Signed out in another tab.
  calls[1]!.resolve(null);
  await settle();
  expect(store.getSnapshot().member).toBeNull();

  clock += FOCUS_THROTTLE_MS;
  doc.visibilityState = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(read).toHaveBeenCalledTimes(2);
  doc.visibilityState = 'visible';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(read).toHaveBeenCalledTimes(3);
  // A connection back reads at once, sharing the read under way.
  win.dispatchEvent(new Event('online'));
  expect(read).toHaveBeenCalledTimes(3);
  calls[2]!.resolve(ann);
  await settle();
  win.dispatchEvent(new Event('online'));
  expect(read).toHaveBeenCalledTimes(4);
  calls[3]!.resolve(ann);
  await settle();

  // Nobody subscribed: nothing listens.
  stop();
  clock += FOCUS_THROTTLE_MS;
  win.dispatchEvent(new Event('focus'));
  win.dispatchEvent(new Event('online'));
  expect(read).toHaveBeenCalledTimes(4);
});

test('refresh() starts a new read whose answer wins over an earlier read still under way', async () => {
  const { read, calls } = controlledRead();
  const store = createSessionStore(read);
  const stop = store.subscribe(() => undefined);
  const renamed = { ...ann, name: 'Ann B.' };
  const refreshed = store.refresh();
  expect(read).toHaveBeenCalledTimes(2);
  calls[1]!.resolve(renamed);
  await refreshed;
  // The first read, started before the change, answers late with the old name.
  calls[0]!.resolve(ann);
  await settle();
  expect(store.getSnapshot()).toEqual({ member: renamed, isLoading: false });

  // Its late end leaves the newer read the one under way: a connection back shares it.
  const again = store.refresh();
  const late = store.refresh();
  calls[2]!.resolve(ann);
  await settle();
  win.dispatchEvent(new Event('online'));
  expect(read).toHaveBeenCalledTimes(4);
  calls[3]!.resolve(renamed);
  await Promise.all([again, late]);
  expect(store.getSnapshot().member).toEqual(renamed);
  stop();
});

test('a page whose parts all went and came back reads again only when the answer is old', async () => {
  const { read, calls } = controlledRead();
  let clock = 0;
  const store = createSessionStore(read, () => clock);
  store.subscribe(() => undefined)();
  calls[0]!.resolve(ann);
  await settle();
  store.subscribe(() => undefined)();
  expect(read).toHaveBeenCalledTimes(1);
  clock += FOCUS_THROTTLE_MS;
  const stop = store.subscribe(() => undefined);
  expect(read).toHaveBeenCalledTimes(2);
  calls[1]!.resolve(ann);
  await settle();
  stop();
});
