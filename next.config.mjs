import { createRequire } from 'node:module';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets a formatter without the ICU parser
  // (intl-messageformat, about 12 kB gzip on every page).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
const require = createRequire(import.meta.url);

/** Size of the in-process page and data cache without Redis (MB): about 600 catalogue pages. */
const memoryCacheMb = Number(process.env.NEXT_CACHE_MEMORY_MB) || 128;

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Pages get their ETag (and 304) from scripts/web/secure-handler.mjs, from the digest it makes of
  // each page anyway; Next's own runs a JavaScript loop over every character of every page it sends.
  // Also without one now: RSC payloads of client navigations (sent whole again) and files in public/
  // (still revalidated by Last-Modified).
  generateEtags: false,
  reactStrictMode: true,
  // No page uses next/image (pictures are drawn once at their sizes by the backend, see README "Media"):
  // its optimiser at /_next/image would only be a way for anyone to make the web process resize
  // pictures, uncached without Redis, for every new url/width/quality.
  images: { unoptimized: true },
  // The ISR pages, the tagged data cache and tag revalidations: with REDIS_URL in Redis, shared by
  // every web instance (entries with a TTL); without it in this process's memory only, an LRU of
  // bounded size. Not on disk: every unknown /vod/{id} is a cached 404, and a crawler of random ids
  // must not be able to fill the disk.
  ...(process.env.REDIS_URL
    ? { cacheHandler: require.resolve('./lib/cache/redis-cache-handler.cjs') }
    : { cacheMaxMemorySize: memoryCacheMb * 1024 * 1024, experimental: { isrFlushToDisk: false } }),
  async rewrites() {
    return {
      // The embeddable player's language comes from ?lang=en|th (Thai by default); its layout
      // needs it as a segment to render <html lang>.
      beforeFiles: [
        { source: '/embed/:kind(vod|live)/:id', has: [{ type: 'query', key: 'lang', value: 'en' }], destination: '/embed/en/:kind/:id' },
        { source: '/embed/:kind(vod|live)/:id', destination: '/embed/th/:kind/:id' },
      ],
    };
  },
};

export default withNextIntl(nextConfig);
