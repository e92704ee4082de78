/** Constants of the portal that are not translations. */
export const APP_VERSION = '1.1.2';

/** The year in the Buddhist era (the Gregorian year plus 543), as the footer shows it. */
export function buddhistYear(date: Date = new Date()): number {
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(date));
  return year + 543;
}

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/prd.go.th' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/prdthailand' },
  { id: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@prdthailand' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@prdthailand' },
] as const;
export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

export const POLICY_PAGES = ['webpolicy', 'securitypolicy', 'privacypolicy', 'disclaimer', 'cookiespolicy', 'termandconditions'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** Cookie names of the seed that the browser may read (no secrets among them). */
export const ConsentCookie = { acceptCookie: 'acceptCookie' } as const;

/** Dispatched on `window` when the visitor accepts cookies, for what waits on consent in the open page. */
export const CONSENT_EVENT = 'prd:cookie-consent';
