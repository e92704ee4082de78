import type { Language } from '@/lib/contract';

/** The signed-in member, as the session JSON tells it (no token, no id). */
export interface MemberSummary {
  name: string;
  email: string;
  image: string | null;
  language: Language;
}

export interface SessionState {
  member: MemberSummary | null;
  /** True until the first read has answered (or failed). */
  isLoading: boolean;
}

/** A focus or a tab shown again re-reads the session, at most once in this time (SWR's default). */
export const FOCUS_THROTTLE_MS = 5000;

/** A read that failed on the network is tried again after this, doubled at each failure (SWR's default). */
export const RETRY_MS = 5000;
/** The longest wait between two tries. */
export const RETRY_MAX_MS = 80_000;

const same = (a: MemberSummary | null, b: MemberSummary | null) =>
  a === b || (!!a && !!b && a.name === b.name && a.email === b.email && a.image === b.image && a.language === b.language);

/**
 * The session of the page, read once for every part of the page that shows it (the top bar, the side
 * menu, a heart, the player's history): read when the first part subscribes, again when the window
 * gets focus or the tab is shown (throttled), when the connection comes back, and on `refresh()`.
 * A read that fails on the network keeps what was known and is tried again (5 s, 10 s, … up to 80 s)
 * while the page shows and a part listens; `read` answers null for a visitor. Unlike SWR, a part
 * mounted later (a heart after a client navigation) does not read again: the top bar listens on every
 * page, so the answer is the page's, renewed on focus.
 *
 * Written for `useSyncExternalStore` rather than with SWR, whose 5.6 kB (gzip) would otherwise be in
 * the first load of pages that have no other use for it (the home page, the schedule, search…). SWR
 * stays for the favourites (the hearts of the media pages) and the members' lists.
 */
export function createSessionStore(read: () => Promise<MemberSummary | null>, now: () => number = Date.now) {
  /** What the server renders and the page hydrates with: never changed, whatever the reads answer. */
  const initial: SessionState = { member: null, isLoading: true };
  let state = initial;
  const listeners = new Set<() => void>();
  /** The read under way, shared by every caller but `refresh()`. */
  let running: Promise<void> | null = null;
  /** Only the latest read decides: an earlier one may have started before a change it cannot see. */
  let generation = 0;
  let lastStarted = -Infinity;
  let stopListening: (() => void) | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  /** A new snapshot only when something shows differently (the same member read again keeps the old object). */
  const set = (next: SessionState) => {
    const member = same(next.member, state.member) ? state.member : next.member;
    if (member === state.member && next.isLoading === state.isLoading) return;
    state = { member, isLoading: next.isLoading };
    for (const listener of listeners) listener();
  };

  const start = (): Promise<void> => {
    const mine = ++generation;
    lastStarted = now();
    cancelRetry();
    const task: Promise<void> = read()
      .then(
        (member) => {
          if (mine !== generation) return;
          failures = 0;
          set({ member, isLoading: false });
        },
        () => {
          if (mine !== generation) return;
          set({ member: state.member, isLoading: false });
          // A server restarting or a connection reset, not a visitor: try again while someone listens
          // (a hidden tab reads when it is shown).
          if (!listeners.size) return;
          const wait = Math.min(RETRY_MS * 2 ** failures, RETRY_MAX_MS);
          failures += 1;
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            if (listeners.size && document.visibilityState !== 'hidden') void revalidate();
          }, wait);
        },
      )
      .finally(() => {
        if (running === task) running = null;
      });
    running = task;
    return task;
  };

  /** A read, unless one is under way already (then that one). */
  const revalidate = () => running ?? start();

  const onFocus = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (now() - lastStarted >= FOCUS_THROTTLE_MS) void revalidate();
  };
  const onOnline = () => void revalidate();

  const listen = () => {
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onFocus);
    };
  };

  return {
    getSnapshot: (): SessionState => state,
    getServerSnapshot: (): SessionState => initial,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        stopListening = listen();
        // Read on the first subscription; again after every part had gone, if the answer is old.
        if (lastStarted === -Infinity || now() - lastStarted >= FOCUS_THROTTLE_MS) void revalidate();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = null;
          cancelRetry();
        }
      };
    },
    /** A new read, after the session changed (a profile saved): its answer wins over any earlier one. */
    refresh: (): Promise<void> => start(),
  };
}
