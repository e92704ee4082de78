import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the portal promises (issue 5). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's structural best-practice rules that the issue asks for as well: one h1 and headings in
 * order, landmarks (one banner, main and contentinfo, unique labels, all content inside them),
 * a working skip link, unique ids.
 */
const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'region',
  'skip-link',
  'duplicate-id',
];

/**
 * Runs axe on the page as it is now and records every violation as a soft failure,
 * so one run lists all problems of all routes instead of stopping at the first.
 */
export async function expectNoAxeViolations(page: Page, label: string, { overlay = false } = {}) {
  // options() replaces all options, so it comes before withTags(); the rules run on top of the tags.
  // With a modal overlay open the page behind it is inert, so the page-level structure rules
  // (one main, one h1, everything in landmarks) do not apply; the WCAG rules still do.
  // resultTypes: only violations are reported in full (axe then skips collecting every passing node).
  // Legacy mode runs axe in the page itself, same-origin frames included, instead of opening a blank page
  // per analysis to merge the frames' results: 2–3× faster here. What it skips is cross-origin frames
  // (the social page's third-party embeds), whose markup is not ours to fix.
  const rules = overlay ? {} : { rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])) };
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], ...rules })
    .withTags(WCAG_TAGS);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 6)
        .map((node) => `      ${node.target.join(' ')} :: ${(node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim()}`)
        .join('\n'),
  );
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}

export type Locale = 'th' | 'en';

/** A path in a locale: Thai without a prefix (the default), English under /en. */
export const localized = (locale: Locale, path: string) => (locale === 'th' ? path : `/en${path === '/' ? '' : path}`);

/** Waits until the client-side parts (user area, cookie bar) have settled, so axe sees the final page. */
export async function settled(page: Page) {
  // The user area shows the login button or the account menu; on /?login=1 the login dialog may open
  // first, and then the rest of the page (the banner too) is inert until it closes.
  const userArea = page.getByRole('banner').getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).or(page.getByTestId('account-menu'));
  await expect(userArea.or(page.getByRole('dialog'))).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('load');
  // A page rendered per request streams its content after the shell, and React reveals it up to
  // 300 ms after the last paint (a timer, which the load event does not wait for): until then its
  // placeholder (<template id="B:…">) and the hidden content (<div hidden id="S:…">) are in the page.
  await page.waitForFunction(() => !document.querySelector('template[id^="B:"], div[hidden][id^="S:"]'), null, { timeout: 20_000 });
}
