import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the browser needs: those read with `useTranslations` (client components;
 * a few server components use the hook too). Pages render the rest on the server (Seo, Pages, Footer,
 * Vod, Schedule, ...), so sending them would only add to every page's RSC payload.
 *
 * - `SHELL_NAMESPACES` go with the root layout to every page: the top bar, side menu, account menu,
 *   sign-in dialogs, cookie bar, mini player, error and not-found views.
 * - `PAGE_NAMESPACES` go only with the pages whose client components read them: such a page wraps
 *   its content in `<PageMessages namespaces={[...]}>` (components/i18n/page-messages.tsx), which
 *   adds them to the layout's messages in the browser.
 *
 * `client-messages.test.ts` fails when a component starts using a namespace missing here, or when a
 * page namespace is reached from a page that does not send it (or from a layout).
 */
export const SHELL_NAMESPACES = [
  'AccountMenu',
  'AuthErrors',
  'Common',
  'CookieConsent',
  'ErrorPage',
  'ForgotPassword',
  'Language',
  'Login',
  'NotFound',
  'Notifications',
  'Player',
  'Register',
  'SideNav',
  'TopBar',
  'Validation',
] as const;

export const PAGE_NAMESPACES = [
  'Announcement',
  'AudioPage',
  'BannerSlider',
  'Contact',
  'Favorites',
  'History',
  'PopupBanner',
  'Profile',
  'Radio',
  'ResetPassword',
  'Share',
  'Social',
  'VideoList',
] as const;

export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export const CLIENT_NAMESPACES = [...SHELL_NAMESPACES, ...PAGE_NAMESPACES] as const;

/** The given namespaces of a locale's messages (those it has). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const name of namespaces) {
    const namespace = messages[name];
    if (namespace !== undefined) picked[name] = namespace;
  }
  return picked;
}

/** The namespaces every page's browser code gets from the root layout. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(messages, SHELL_NAMESPACES);
}
