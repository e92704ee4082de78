import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * Sign-outs the backend has not taken yet (it was down or hung when the member signed out). Until it
 * takes one, the member's backend token is still valid there, so a copied session cookie would work
 * again once the backend is back. Kept where the next web process finds it (a restart in between
 * used to forget the retries, leaving the token valid for up to 30 days): in Redis with `REDIS_URL`
 * (shared by every web instance: any of them retries it and each refuses the token at once), else in
 * a file in `DATA_DIR` (the embedded default, one process), else in this process only. The token is
 * kept sealed (AES-256-GCM, a key derived from the session secret): neither the file nor Redis holds
 * a usable one. While a sign-out waits here its token opens no session and no member call in this web tier.
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
  /** Every pending sign-out; throws when the shared store cannot be read (the retries then go on). */
  list(): Promise<PendingSignOut[]>;
}

/** An entry as written to the file or to Redis: the token sealed. */
interface Sealed {
  memberId: number;
  sealed: string;
  until: number;
}

export interface Sealer {
  seal(token: string): string;
  /** The token, or undefined when the text was not sealed with this key (another secret, damaged). */
  open(sealed: string): string | undefined;
}

/** Seals tokens with a key derived from `secret` (the session secret, the same on every web instance). */
export function sealer(secret: string): Sealer {
  const key = createHash('sha256').update(`pending-sign-outs\0${secret}`).digest();
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The key an entry is kept under: a digest, so a lookup never needs the token itself. */
export const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

function toSealed({ memberId, token, until }: PendingSignOut, box: Sealer): Sealed {
  return { memberId, sealed: box.seal(token), until };
}

/** Back from the file or Redis: undefined for anything that is not a sealed entry this key opens. */
function fromSealed(value: unknown, box: Sealer): PendingSignOut | undefined {
  const entry = value as Sealed;
  if (typeof entry !== 'object' || entry === null || !Number.isInteger(entry.memberId) || typeof entry.sealed !== 'string' || !Number.isFinite(entry.until)) return undefined;
  const token = box.open(entry.sealed);
  return token === undefined ? undefined : { memberId: entry.memberId, token, until: entry.until };
}

/**
 * In this process, written through to `file` (JSON, owner-only) when one is given, with `box`
 * sealing the tokens there. One store per file and process (pendingSignOuts() keeps it process-wide).
 */
export function fileStore(file?: string, box?: Sealer): PendingSignOutStore {
  let entries: Map<string, PendingSignOut> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const read = async (): Promise<unknown> => {
    if (!file || !box) return [];
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`[auth] could not read ${file} (${(error as Error).message}): its pending sign-outs are not known here`);
      return [];
    }
  };
  const load = async () => {
    if (entries) return entries;
    const parsed = await read();
    const loaded = (Array.isArray(parsed) ? parsed : []).flatMap((value) => fromSealed(value, box!) ?? []);
    // Another call may have loaded it meanwhile: keep the first.
    entries ??= new Map(loaded.map((entry) => [tokenKey(entry.token), entry]));
    return entries;
  };
  // One write at a time, each of the whole list: a temporary file renamed over the old one.
  const save = (map: Map<string, PendingSignOut>) => {
    if (!file || !box) return Promise.resolve();
    writing = writing.then(async () => {
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, JSON.stringify([...map.values()].map((entry) => toSealed(entry, box))), { mode: 0o600 });
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
 * In a Redis hash (`key`: digest of the token → the entry, sealed, as JSON). When Redis does not take
 * an entry, it is kept in `fallback` (this process) and still counts: a sign-out is never dropped for
 * it. A lookup Redis cannot answer counts as not pending (the backend's own check still follows).
 */
export function redisStore(redis: Redis, key: string, box: Sealer, fallback: PendingSignOutStore = fileStore()): PendingSignOutStore {
  return {
    async add(entry) {
      await fallback.add(entry);
      await redis.hset(key, tokenKey(entry.token), JSON.stringify(toSealed(entry, box))).then(
        () => fallback.remove(entry.token),
        () => console.error('[auth] Redis did not take a pending sign-out: kept in this process'),
      );
    },
    async has(token) {
      if (await fallback.has(token)) return true;
      return (await redis.hexists(key, tokenKey(token)).catch(() => 0)) === 1;
    },
    async remove(token) {
      await fallback.remove(token);
      await redis.hdel(key, tokenKey(token)).catch(() => undefined);
    },
    async list() {
      const local = await fallback.list();
      const shared = (await redis.hvals(key)).flatMap((value) => {
        try {
          return fromSealed(JSON.parse(value), box) ?? [];
        } catch {
          return [];
        }
      });
      return [...shared, ...local];
    },
  };
}

/**
 * What a web process shares between its copies of this module: Next loads server code once for route
 * handlers and once more for pages, each with its own module cache, so module-level state would be
 * two stores (one never seeing the other's sign-outs) and two retry timers.
 */
interface ProcessState {
  store?: PendingSignOutStore;
  retry?: NodeJS.Timeout;
}
const processState = ((globalThis as Record<symbol, ProcessState>)[Symbol.for('prd.pendingSignOuts')] ??= {});

/** The process's store, chosen from the environment on first use. */
export function pendingSignOuts(): PendingSignOutStore {
  if (!processState.store) {
    const secret = process.env.NEXTAUTH_SECRET;
    if (secret && process.env.REDIS_URL) {
      // The offline queue stays on: a command sent before the connection is ready waits for it (at most
      // commandTimeout) instead of failing, so a new process's first lookups and sweeps see Redis.
      const redis = new Redis(process.env.REDIS_URL, { commandTimeout: 500, maxRetriesPerRequest: 1, connectTimeout: 2000 });
      redis.on('error', () => undefined);
      processState.store = redisStore(redis, `${process.env.REDIS_CACHE_PREFIX || 'next:'}pending-sign-outs`, sealer(secret));
    } else {
      processState.store = fileStore(secret && process.env.DATA_DIR ? join(process.env.DATA_DIR, 'pending-sign-outs.json') : undefined, secret ? sealer(secret) : undefined);
    }
  }
  return processState.store;
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

/** How long after a failed try the process tries the pending sign-outs again (ms). */
const RETRY_MS = 5_000;

/**
 * Sweeps the process's pending sign-outs in RETRY_MS, and again while any is left or the store could
 * not be read. One timer per process, whichever copy of this module asks.
 */
export function retryPendingSignOutsSoon(revoke: (entry: PendingSignOut) => Promise<boolean>): void {
  if (processState.retry) return;
  processState.retry = setTimeout(async () => {
    const left = await sweepPendingSignOuts(pendingSignOuts(), revoke).catch(() => 1);
    processState.retry = undefined;
    if (left > 0) retryPendingSignOutsSoon(revoke);
  }, RETRY_MS);
  processState.retry.unref();
}
