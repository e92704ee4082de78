import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * Sign-outs the backend has not taken yet (it was down or hung when the member signed out). Until it
 * takes one, the member's backend token is still valid there, so a copied session cookie would work
 * again once the backend is back. Kept where the next web process finds it (a restart in between
 * used to forget the retries, leaving the token valid for up to 30 days): in Redis with `REDIS_URL`
 * (shared by every web instance: any of them retries it and each refuses the token at once), else in
 * a file in `DATA_DIR` (the embedded default, one process), else in this process only. While a
 * sign-out waits here its token opens no session and no member call in this web tier.
 */
export interface PendingSignOut {
  memberId: number;
  token: string;
  /** When the session would have ended anyway (ms since the epoch): after it nothing is left to revoke. */
  until: number;
}

export interface PendingSignOutStore {
  add(entry: PendingSignOut): Promise<void>;
  has(token: string): Promise<boolean>;
  remove(token: string): Promise<void>;
  list(): Promise<PendingSignOut[]>;
}

/** The key an entry is kept under: a digest, so a lookup never needs the token itself. */
export const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

function isPending(value: unknown): value is PendingSignOut {
  const entry = value as PendingSignOut;
  return typeof entry === 'object' && entry !== null && Number.isInteger(entry.memberId) && typeof entry.token === 'string' && Number.isFinite(entry.until);
}

/** In this process, written through to `file` (JSON, owner-only) when one is given. */
export function fileStore(file?: string): PendingSignOutStore {
  let entries: Map<string, PendingSignOut> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const load = async () => {
    if (entries) return entries;
    const read = file ? await readFile(file, 'utf8').catch(() => '[]') : '[]';
    let parsed: unknown = [];
    try {
      parsed = JSON.parse(read);
    } catch {
      console.error(`[auth] ${file} is not JSON: its pending sign-outs are lost`);
    }
    // Another call may have loaded it meanwhile: keep the first.
    entries ??= new Map((Array.isArray(parsed) ? parsed.filter(isPending) : []).map((entry) => [tokenKey(entry.token), entry]));
    return entries;
  };
  // One write at a time, each of the whole list: a temporary file renamed over the old one.
  const save = (map: Map<string, PendingSignOut>) => {
    if (!file) return Promise.resolve();
    writing = writing.then(async () => {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, JSON.stringify([...map.values()]), { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        console.error(`[auth] could not write ${file}: ${(error as Error).message}`);
      }
    });
    return writing;
  };
  return {
    async add(entry) {
      const map = await load();
      map.set(tokenKey(entry.token), entry);
      await save(map);
    },
    async has(token) {
      return (await load()).has(tokenKey(token));
    },
    async remove(token) {
      const map = await load();
      if (map.delete(tokenKey(token))) await save(map);
    },
    async list() {
      return [...(await load()).values()];
    },
  };
}

/**
 * In a Redis hash (`key`: digest of the token → the entry as JSON). When Redis does not answer, the
 * entry is kept in `fallback` (this process) and still counts: a sign-out is never dropped for it.
 */
export function redisStore(redis: Redis, key: string, fallback: PendingSignOutStore = fileStore()): PendingSignOutStore {
  return {
    async add(entry) {
      await fallback.add(entry);
      await redis.hset(key, tokenKey(entry.token), JSON.stringify(entry)).then(
        () => fallback.remove(entry.token),
        () => console.error('[auth] Redis did not take a pending sign-out: kept in this process'),
      );
    },
    async has(token) {
      if (await fallback.has(token)) return true;
      // Unanswered: taken as not pending (the backend check that follows still applies).
      return (await redis.hexists(key, tokenKey(token)).catch(() => 0)) === 1;
    },
    async remove(token) {
      await fallback.remove(token);
      await redis.hdel(key, tokenKey(token)).catch(() => undefined);
    },
    async list() {
      const shared = await redis.hvals(key).catch(() => [] as string[]);
      const parsed = shared.flatMap((value) => {
        try {
          const entry: unknown = JSON.parse(value);
          return isPending(entry) ? [entry] : [];
        } catch {
          return [];
        }
      });
      return [...parsed, ...(await fallback.list())];
    },
  };
}

let store: PendingSignOutStore | undefined;

/** The process's store, chosen from the environment on first use. */
export function pendingSignOuts(): PendingSignOutStore {
  if (!store) {
    if (process.env.REDIS_URL) {
      const redis = new Redis(process.env.REDIS_URL, { commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
      redis.on('error', () => undefined);
      store = redisStore(redis, `${process.env.REDIS_CACHE_PREFIX || 'next:'}pending-sign-outs`);
    } else {
      store = fileStore(process.env.DATA_DIR ? join(process.env.DATA_DIR, 'pending-sign-outs.json') : undefined);
    }
  }
  return store;
}

/**
 * Tries every pending sign-out once with `revoke` (true when the backend took it or no longer knows
 * the token); drops those taken and those whose session has ended anyway. Returns how many are left.
 */
export async function sweepPendingSignOuts(target: PendingSignOutStore, revoke: (entry: PendingSignOut) => Promise<boolean>, now = Date.now()): Promise<number> {
  let left = 0;
  for (const entry of await target.list()) {
    if (entry.until <= now || (await revoke(entry))) await target.remove(entry.token);
    else left += 1;
  }
  return left;
}
