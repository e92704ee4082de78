import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { PageMessages } from '@/components/i18n/page-messages';
import { ResetPasswordForm } from '@/components/members/reset-password-form';
import { resetLinkUsable } from '@/lib/auth/reset-link';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { NOINDEX, pageMetadata } from '@/lib/seo/metadata';

// The token is in the query: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const lang = locale === 'en' ? 'en' : 'th';
  const [tp, ts] = await Promise.all([getTranslations({ locale: lang, namespace: 'Pages' }), getTranslations({ locale: lang, namespace: 'Seo' })]);
  // The token is in the address: never indexed, never sent on as a referrer.
  const metadata = await pageMetadata({ locale: lang, path: routes.resetPassword(), title: tp('resetpassword'), description: ts('resetpassword'), robots: NOINDEX });
  return { ...metadata, referrer: 'no-referrer' };
}

type Props = LocaleParams & { searchParams: Promise<{ token?: string | string[] }> };

export default async function Page({ params, searchParams }: Props) {
  await activateLocale(params);
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw : '';
  // A used or expired link says so before a new password is typed.
  const usable = await resetLinkUsable(token, (await headers()).get('x-forwarded-for'));
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <PageMessages namespaces={['ResetPassword']}>
        {/* A new token (a client-side navigation to another link) starts a new form. */}
        <ResetPasswordForm key={token} token={token} usable={usable} />
      </PageMessages>
    </div>
  );
}
