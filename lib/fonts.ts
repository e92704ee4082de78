import localFont from 'next/font/local';

// Sarabun, self-hosted from @fontsource (no font CDN is reachable, and none is needed).
export const sarabunThai = localFont({
  src: [
    { path: '../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/sarabun/files/sarabun-thai-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-sarabun-thai',
  display: 'swap',
  preload: true,
});

export const sarabunLatin = localFont({
  src: [
    { path: '../node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/sarabun/files/sarabun-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-sarabun-latin',
  display: 'swap',
  preload: true,
});
