import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the browser needs: those read with `useTranslations` (client components;
 * a few server components use the hook too). Pages render the rest on the server (Seo, Pages, Footer,
 * Vod, Schedule, ...), so sending them would only add to every page's RSC payload.
 * `client-messages.test.ts` fails when a component starts using a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'AccountMenu',
  'Announcement',
  'AudioPage',
  'AuthErrors',
  'BannerSlider',
  'Common',
  'Contact',
  'CookieConsent',
  'ErrorPage',
  'Favorites',
  'ForgotPassword',
  'History',
  'Language',
  'Login',
  'NotFound',
  'Notifications',
  'Player',
  'PopupBanner',
  'Profile',
  'Radio',
  'Register',
  'ResetPassword',
  'Share',
  'SideNav',
  'Social',
  'TopBar',
  'Validation',
  'VideoList',
] as const;

/** The client namespaces of a locale's messages. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const name of CLIENT_NAMESPACES) {
    const namespace = messages[name];
    if (namespace !== undefined) picked[name] = namespace;
  }
  return picked;
}
