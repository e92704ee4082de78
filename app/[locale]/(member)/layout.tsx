import type { ReactNode } from 'react';
import { requireMember } from '@/lib/auth/require-member';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';

// Member-only pages: the visitor check runs above the loading view, so the redirect is a real 307.
export default async function MemberLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await requireMember(await activateLocale(params));
  return children;
}
