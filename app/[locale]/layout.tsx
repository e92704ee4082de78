import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AudioProvider } from '@/components/layout/audio-provider';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { ShellProvider } from '@/components/layout/shell-context';
import { SideNav } from '@/components/layout/side-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { TopBar } from '@/components/layout/top-bar';
import { getMenuSlide } from '@/lib/api/catalogue';
import { sarabunLatin, sarabunThai } from '@/lib/fonts';
import { routing } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/seo/origin';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Pages render per request from the tagged data cache (lib/api): no build-time snapshot of the
// catalogue can go stale, and a backend that is down at build time cannot poison a page.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return {
    // Relative URLs in any page's metadata resolve against the public origin (lib/seo/origin.ts).
    metadataBase: new URL(publicOrigin()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('siteTagline'),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0b2266', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const menu = await getMenuSlide(locale).catch(() => null);

  return (
    <html lang={locale} className={`${sarabunThai.variable} ${sarabunLatin.variable}`}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider>
          <ShellProvider>
            <AudioProvider>
              <TopBar />
              <SideNav menu={menu} />
              <div className="pt-14 xl:group-data-[nav=default]/shell:pl-64 xl:group-data-[nav=open]/shell:pl-64">
                <main id="main" className="mx-auto min-h-[60vh] max-w-[1600px] px-4 py-6 sm:px-6">
                  {children}
                </main>
                <SiteFooter />
              </div>
              <CookieConsent />
            </AudioProvider>
          </ShellProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
