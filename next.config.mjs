import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
