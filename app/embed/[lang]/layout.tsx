import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { sarabunLatin, sarabunThai } from '@/lib/fonts';
import { isAppLocale } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/seo/origin';
import '../../globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

/**
 * The embeddable player (/embed/vod/{id}, /embed/live/{id}; next.config.mjs rewrites ?lang=en
 * to this [lang] segment). Outside app/[locale]: no portal shell, no locale middleware, and
 * meant to be framed by any site (frame-ancestors * on /embed/*).
 */
export async function generateMetadata(): Promise<Metadata> {
  return { metadataBase: new URL(publicOrigin()), icons: { icon: '/favicon.svg' } };
}

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export default async function EmbedLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isAppLocale(lang)) notFound();
  setRequestLocale(lang);
  const { Player, Embed, ErrorPage } = await getMessages({ locale: lang });
  return (
    <html lang={lang} className={`${sarabunThai.variable} ${sarabunLatin.variable}`}>
      <body className="bg-black font-sans text-white">
        <NextIntlClientProvider locale={lang} messages={{ Player, Embed, ErrorPage }} timeZone="Asia/Bangkok">
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
