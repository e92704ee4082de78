/** Seed cookies the browser sets itself (preferences, never secrets). */
export const PreferenceCookie = { acceptShowBanner: 'acceptShowBanner', notifyHome: 'notifyHome' } as const;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie.split('; ').find((entry) => entry.startsWith(prefix))?.slice(prefix.length);
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** What every preference cookie is set with, after its name and value. */
const cookieAttributes = (maxAgeSeconds: number) => `; path=/; max-age=${maxAgeSeconds}; samesite=lax`;

export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieAttributes(maxAgeSeconds)}`;
}

/** Inline-script source of a test: does cookie `name` hold `value`? */
const cookieHoldsSource = (name: string, value: string) => `document.cookie.split('; ').includes(${JSON.stringify(`${name}=${value}`)})`;

/**
 * Source of an inline script, placed right after server-rendered markup, that hides that markup
 * while the page is parsed (before the first paint) when cookie `name` holds `value`. Cached pages
 * are the same for everyone; this keeps cookie-dependent bars from flashing or shifting the layout.
 * The Content-Security-Policy allows the script by its hash.
 */
export function hideWhenCookieScript(name: string, value: string): string {
  return `if(${cookieHoldsSource(name, value)})document.currentScript.previousElementSibling.hidden=true`;
}

/** Set by the popup's inline script on its <dialog>: the page's parse decided whether it opens. */
export const POPUP_DECIDED = 'data-decided';

/**
 * Source of an inline script, placed right after a server-rendered <dialog>, that opens it as a modal
 * with the first paint unless cookie `name` holds `value`, and marks it as decided either way. From then
 * on it stores the dialog's checkbox in the cookie (true or false), before the page's scripts run. The
 * dialog opens in the next animation frame, at the start of the first paint's own rendering:
 * showModal() moves focus, and called while the page is parsed it forced a style and layout of its own
 * (over 100 ms at 1x in a fresh Chromium, in one task with the parse), before the first paint's.
 * `unless`, inline-script source of a further test, keeps it closed too when true.
 */
export function showModalUnlessCookieScript(name: string, value: string, unless?: string): string {
  return `(function(d){d.setAttribute(${JSON.stringify(POPUP_DECIDED)},'');if(${cookieHoldsSource(name, value)}${unless ? `||${unless}` : ''})return;d.addEventListener('change',function(e){if(e.target.type==='checkbox')document.cookie=${JSON.stringify(`${name}=`)}+e.target.checked+${JSON.stringify(cookieAttributes(ONE_YEAR))}});requestAnimationFrame(function(){if(!d.open&&d.isConnected)d.showModal()})})(document.currentScript.previousElementSibling)`;
}
