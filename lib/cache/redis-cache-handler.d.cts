import type { Redis } from 'ioredis';

/** What Next passes to a cache handler's constructor (the parts this handler reads). */
export interface CacheHandlerContext {
  serverDistDir?: string;
  [key: string]: unknown;
}

/** A stored entry as Next expects it back from `get`. */
export interface CacheHandlerValue {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export interface RedisCacheHandlerInstance {
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheHandlerValue | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export type RedisCacheHandlerClass = new (context?: CacheHandlerContext) => RedisCacheHandlerInstance;

export function createRedisCacheHandler(options: {
  redis: Redis;
  prefix?: string;
  localEntries?: number;
  log?: (message: string) => void;
}): RedisCacheHandlerClass;

export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;

declare const RedisCacheHandler: RedisCacheHandlerClass;
export default RedisCacheHandler;
