import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AudioProvider } from '@/components/layout/audio-provider';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { EarlyClicks } from '@/components/layout/early-clicks';
import { NavigationLoading } from '@/components/layout/navigation-loading';
import { ShellProvider } from '@/components/layout/shell-context';
import { SideNav } from '@/components/layout/side-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { TopBar } from '@/components/layout/top-bar';
import { getMenuSlide } from '@/lib/api/catalogue';
import { sarabunLatin, sarabunThai } from '@/lib/fonts';
import { shellMessages } from '@/lib/i18n/client-messages';
import { renderOnDemand } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/seo/origin';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Catalogue pages are static with ISR: each renders on its first request, is served from the cache
// and re-rendered in the background at most every 60 s (sooner where a read asks for less, e.g. live
// now/next) or when a catalogue tag is revalidated. No locale is listed, so `next build` prerenders
// nothing and never needs the backend; a render that fails (backend down) throws, so Next keeps the
// last good copy instead of caching a degraded one. Member-only pages stay dynamic ((member)/layout).
export const revalidate = 60;

export const generateStaticParams = renderOnDemand;

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
  const [menu, messages] = await Promise.all([getMenuSlide(locale), getMessages()]);

  return (
    <html lang={locale} className={`${sarabunThai.variable} ${sarabunLatin.variable}`}>
      <body className="min-h-screen font-sans">
        <EarlyClicks />
        <NextIntlClientProvider messages={shellMessages(messages)}>
          <ShellProvider>
            <AudioProvider>
              <TopBar />
              <SideNav menu={menu} />
              <div className="pt-14 xl:group-data-[nav=default]/shell:pl-64 xl:group-data-[nav=open]/shell:pl-64">
                {/* At least a screen high (below the top bar): while a page streams in, the footer
                    waits below the fold instead of showing and then being pushed down (layout shift). */}
                <main id="main" className="mx-auto min-h-[calc(100vh-3.5rem)] max-w-[1600px] supports-[min-height:100svh]:min-h-[calc(100svh-3.5rem)] px-4 py-6 sm:px-6">
                  {children}
                </main>
                <SiteFooter />
              </div>
            </AudioProvider>
            {/* After the audio provider, so after the mini-player in the page: the player is shown standing on
                the cookie bar, and Tab reaches its controls before the bar's (top to bottom, as seen). */}
            <CookieConsent />
            <NavigationLoading />
          </ShellProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
