import type { ReactNode } from 'react';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';

// A member's pages are rendered for each request and never cached (Cache-Control: private, no-store),
// even if no session read were left to make them dynamic.
export const dynamic = 'force-dynamic';

// Member-only pages: the visitor check runs above the loading view, so the redirect is a real 307.
export default async function MemberLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await requireMember(await activateLocale(params));
  return children;
}
