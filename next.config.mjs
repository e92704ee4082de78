import { createRequire } from 'node:module';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const require = createRequire(import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // With REDIS_URL the ISR pages, the tagged data cache and tag revalidations live in Redis, shared by
  // every web instance; without it Next keeps its own per-process memory and file cache (.next/cache).
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./lib/cache/redis-cache-handler.cjs') } : {}),
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
