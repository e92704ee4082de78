import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type PageNamespace } from '@/lib/i18n/client-messages';
import { MergedMessages } from './merged-messages';

/**
 * Sends the browser the message namespaces only this page's client components read (see
 * PAGE_NAMESPACES), on top of the shell's that the root layout sends to every page.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly PageNamespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <MergedMessages messages={pickMessages(messages, namespaces)}>{children}</MergedMessages>;
}
