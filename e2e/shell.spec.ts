import { expect } from '@playwright/test';
import { MenuSlideResponseSchema } from '../lib/contract';
import { acceptCookies, holdPageScripts, refusesScripts, test } from './fixtures';

/** Every simple route of the spec with its Thai and English heading. */
const ROUTES: [string, string, string][] = [
  ['/schedule', 'ผังรายการ', 'Programme schedule'],
  ['/radio', 'วิทยุ', 'Radio'],
  ['/search', 'ค้นหา', 'Search'],
  ['/social', 'โซเชียล', 'Social'],
  ['/contact', 'ติดต่อเรา', 'Contact us'],
  ['/termandconditions', 'ข้อกำหนดและเงื่อนไข', 'Terms and conditions'],
  ['/webpolicy', 'นโยบายเว็บไซต์', 'Website policy'],
  ['/securitypolicy', 'นโยบายการรักษาความมั่นคงปลอดภัย', 'Security policy'],
  ['/privacypolicy', 'นโยบายคุ้มครองข้อมูลส่วนบุคคล', 'Privacy policy'],
  ['/disclaimer', 'ข้อจำกัดความรับผิดชอบ', 'Disclaimer'],
  ['/cookiespolicy', 'นโยบายคุกกี้', 'Cookie policy'],
  ['/apipublic', 'API สาธารณะ', 'Public API'],
  ['/test', 'หน้าทดสอบ', 'Test page'],
  ['/viewmore/livestream', 'ถ่ายทอดสด', 'Live streams'],
  ['/viewmore/livechannel', 'ช่องทั้งหมด', 'All channels'],
];

test.describe('app shell', () => {
  test('links are prefetched on intent (hover, focus), not every link in view after load', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] || /[?&]_rsc=/.test(request.url())) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    // Intent: the side menu's schedule link is fetched ahead of the click, and the click navigates.
    const schedule = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule', exact: true });
    await schedule.hover();
    await expect.poll(() => prefetched).toContain('/en/schedule');
    await schedule.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme schedule' })).toBeVisible();
  });

  test('a page load does not shift the layout, even on a slow phone whose parser paints mid-page', async ({ page, context, request }) => {
    // When a page's HTML held the loading view first and the content after the footer (React's
    // streaming order, as member pages still do), a slow CPU painted in between: the footer showed
    // there and was then pushed down (CLS 0.27 on every page). It must not shift either way.
    test.setTimeout(90_000);
    const paths = ['/', '/en/vod/1'];
    for (const path of paths) expect((await request.get(path)).status()).toBe(200);
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of paths) {
      // Parsed (the swap is an inline script of the document); the shift, if any, is reported with the next frame.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main h1').first()).toBeAttached();
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, `${path}: layout shift`).toBeLessThan(0.02);
    }
  });

  test('the top bar and the cookie bar show only once parsed whole, so a paint mid-parse does not move them', async ({ request, context }) => {
    // A slow phone painted the page with the parser inside the cookie bar (29 px tall, then 145 px:
    // CLS 0.025 alone) or inside the top bar (the search button at the right end, then 140 px to the
    // left). The page is cut where such a paint happened: what there is of either bar stays unseen.
    const html = await (await request.get('/en/vod/1')).text();
    const cuts = {
      // The markers as HTML attributes (the page's inlined RSC data names them too, as JSON): the top
      // bar's comes first in the page, the cookie bar's (its Accept button) last.
      'the top bar, before the login button': html.lastIndexOf('<button', html.indexOf('data-parsed-end=""')),
      'the cookie bar, before Accept': html.lastIndexOf('<button', html.lastIndexOf('data-parsed-end=""')),
    };
    for (const [name, cut] of Object.entries(cuts)) {
      expect(cut, name).toBeGreaterThan(0);
      const tab = await context.newPage();
      await tab.setViewportSize({ width: 412, height: 823 });
      // The server's HTML alone: no script may complete the page.
      refusesScripts(tab);
      await tab.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
      await tab.route('**/en/vod/1', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }));
      await tab.goto('/en/vod/1');
      // CSS locators: a role query would not find what is unseen, and could not fail.
      const header = tab.locator('header').first();
      const parts = [header.locator('button').first(), header.locator('a[href]').first()];
      const cookieBar = tab.locator('[role="region"][aria-label="cookie policy"]');
      for (const part of parts) await expect(part).toBeAttached();
      if (name.startsWith('the top bar')) {
        for (const part of parts) await expect(part).toBeHidden();
      } else {
        // The top bar is whole by then; the cookie bar's text is there but unseen.
        for (const part of parts) await expect(part).toBeVisible();
        await expect(cookieBar.getByText('We use cookies')).toBeAttached();
        await expect(cookieBar).toBeHidden();
      }
      await tab.close();
    }
    // Whole, both show.
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 412, height: 823 });
    await tab.goto('/en/vod/1');
    await expect(tab.locator('header').first().locator('button').first()).toBeVisible();
    await expect(tab.locator('[role="region"][aria-label="cookie policy"]')).toBeVisible();
  });

  test('catalogue pages arrive whole, in document order: the content before the footer', async ({ request }) => {
    for (const path of ['/en', '/schedule', '/en/vod/1', '/live/1', '/en/radio', '/category/1', '/viewmore/livechannel']) {
      const html = await (await request.get(path)).text();
      // No streamed Suspense boundary (a loading view with the page sent after the footer).
      expect(html, path).not.toContain('<template id="B:');
      const h1 = html.indexOf('<h1');
      expect(h1, `${path}: h1`).toBeGreaterThan(0);
      expect(h1, `${path}: h1 before the footer`).toBeLessThan(html.indexOf('<footer'));
    }
  });

  test("the head asks first for the page's largest picture, not for the menu's icons", async ({ request }) => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    /** The head's image preloads, as [href, fetchpriority]. */
    const imagePreloads = (html: string) =>
      [...head(html).matchAll(/<link\b[^>]*>/gi)]
        .filter(([tag]) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'image')
        .map(([tag]) => [attribute(tag, 'href'), attribute(tag, 'fetchpriority')?.toLowerCase()]);
    const beforeScripts = (html: string, href: string) => head(html).indexOf(`href="${href}"`) < head(html).search(/<script\b[^>]*\ssrc=/i);
    for (const path of ['/en/vod/1', '/live/1']) {
      const html = await (await request.get(path)).text();
      // A video's poster is fetched only once the browser has built the element: preloaded instead.
      const poster = /<video[^>]* poster="([^"]+)"/.exec(html)?.[1];
      expect(poster, `${path}: poster`).toBeTruthy();
      expect(imagePreloads(html), path).toEqual([[poster, 'high']]);
      expect(beforeScripts(html, poster!), `${path}: the poster's preload before the scripts`).toBe(true);
    }
    const home = await (await request.get('/en')).text();
    // The slider's banner is the home page's largest paint; the side menu's channel icons (in a
    // closed drawer on a phone) are not preloaded ahead of it.
    const carousel = home.slice(home.indexOf('aria-roledescription="carousel"'));
    const banner = /<img\b[^>]*>/i.exec(carousel.slice(0, carousel.indexOf('</section>')))?.[0] ?? '';
    expect(attribute(banner, 'fetchpriority')?.toLowerCase(), banner).toBe('high');
    expect(imagePreloads(home)).toEqual([]);
  });

  test("the RSC payload carries each video card's and programme's fields, not their markup", async ({ request }) => {
    /** The flight data React hydrates from (the strings of the inline self.__next_f scripts) and the rest of the HTML. */
    const parts = (html: string) => ({
      flight: [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
        .map(([, chunk]) => JSON.parse(chunk!) as unknown[])
        .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
        .join(''),
      markup: html.replace(/<script\b[^>]*>.*?<\/script>/gs, ''),
    });
    const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    // The home page's video cards (their title's classes) and the schedule's programmes (their box's).
    for (const [path, classes, least] of [
      ['/en', 'line-clamp-2 text-sm font-semibold text-slate-900', 20],
      ['/en/schedule', 'absolute inset-y-1 overflow-clip rounded-md border', 50],
    ] as const) {
      const { flight, markup } = parts(await (await request.get(path)).text());
      expect(markup.split(`class="${classes}`).length - 1, `${path}: items rendered on the server`).toBeGreaterThanOrEqual(least);
      expect(flight.length, `${path}: flight data found`).toBeGreaterThan(10_000);
      expect(flight.split(classes).length - 1, `${path}: an item's class names in the RSC payload`).toBe(0);
      // …while the first item's text is there for hydration.
      const first = unescape(new RegExp(`class="${classes}[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)<`).exec(markup)?.[1] ?? '');
      expect(first.length, `${path}: the first item's text`).toBeGreaterThan(0);
      expect(flight, path).toContain(JSON.stringify(first));
    }
  });

  test('a page that takes a while to fetch shows the loading view until it is there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await acceptCookies(page);
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    // The router's request for the schedule (prefetch on intent, then the navigation) is slow.
    await page.route(/\/en\/schedule\?_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule', exact: true }).click();
    const loading = page.getByTestId('loading-view');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText('Loading...');
    await expect(page.getByRole('heading', { level: 1, name: 'Programme schedule' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    // A click that stays on the page (same address) shows nothing, nor a form sent by script (the
    // login dialog's, refused here for its empty fields).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible();
    // Well past the view's 0.4 s wait, on a busy machine too.
    await page.waitForTimeout(1_200);
    await expect(loading).toHaveCount(0);
    await page.keyboard.press('Escape');
    // It never holds the page: the visitor's next key or pointer press ends it (a navigation that
    // ends on the address it started from would otherwise leave it up).
    await page.route(/\/en\/radio\?_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Radio', exact: true }).click();
    await expect(loading).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Radio' })).toBeVisible();
  });

  test('the side menu lists the categories and channels of the database', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const locale of ['th', 'en'] as const) {
      const menu = MenuSlideResponseSchema.parse(await (await request.get(`/api/v1/menu/slide?language=${locale}`)).json()).result;
      expect(menu.categories.length).toBeGreaterThanOrEqual(8);
      expect(menu.channels.length).toBeGreaterThanOrEqual(8);

      await page.goto(locale === 'th' ? '/' : '/en');
      const nav = page.getByRole('navigation', { name: locale === 'th' ? 'เมนูหลัก' : 'Main menu' });
      await expect(nav).toBeVisible();
      for (const category of menu.categories) {
        await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', new RegExp(`/category/${category.id}$`));
      }
      for (const channel of menu.channels) {
        await expect(nav.getByRole('link', { name: channel.name, exact: true })).toHaveAttribute('href', new RegExp(`/channel/${channel.id}$`));
      }
      await expect(nav.getByText('LIVE')).toBeVisible();
      await expect(nav).toContainText('1.1.2');
    }
  });

  test('the menu toggles, and a click on the backdrop closes it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.getByTestId('nav-backdrop').click({ position: { x: 350, y: 400 } });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/en\/schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Programme schedule' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test("a phone's tap on the menu before the page's scripts ran opens it once they do", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdPageScripts(page);
    await page.goto('/en/schedule', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    // Opened once, not opened and closed again: it stays open.
    await page.waitForTimeout(500);
    await expect(nav).toBeVisible();
    await expect(page.locator('#menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  test('search submits to /search?search_query=, with a mobile search mode', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search').getByRole('searchbox').fill('ข่าวเกษตร');
    await page.getByRole('search').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(/\/search\?search_query=%E0%B8%82/);
    await expect(page.getByTestId('search-summary')).toContainText('ข่าวเกษตร');
    // The top bar's box shows the query on the search page, and is empty again once the visitor leaves it.
    const topBox = page.getByRole('banner').getByRole('searchbox');
    await expect(topBox).toHaveValue('ข่าวเกษตร');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(topBox).toHaveValue('');
    // The box is in every page's HTML as the server sends it (before any script, or without scripts).
    const html = await (await page.request.get('/en/schedule')).text();
    expect(html).toMatch(/<form[^>]*role="search"[^>]*>.*?<input[^>]*id="site-search"[^>]*name="search_query"/s);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en');
    await expect(page.getByRole('search')).toBeHidden();
    const open = page.getByRole('button', { name: 'Open search' });
    await open.click();
    await expect(page.getByRole('search')).toBeVisible();
    // The box takes the focus (the phone's keyboard opens); Back and Escape give it back to the button.
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('search')).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('search')).toBeHidden();
    await expect(open).toBeFocused();
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox').fill('news');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?search_query=news$/);
  });

  test('footer: social links, policies, Buddhist-era year and the visit counter', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookiespolicy');
    await expect(footer).toContainText(String(new Date().getFullYear() + 543));
    await expect(page.getByTestId('visit-counter')).toHaveText(/^Visitors: [\d,]+$/);
  });

  test('cookie consent: accept stores acceptCookie and only then loads the statistics script', async ({ page, context }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'นโยบายคุกกี้' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookiespolicy');
    expect(await page.locator('script[src="/audience-stats.js"]').count()).toBe(0);
    await bar.getByRole('button', { name: 'ยอมรับ' }).click();
    await expect(bar).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'acceptCookie')?.value).toBe('true');
    await expect.poll(() => page.evaluate(() => (window as { __audienceStats?: { loaded: boolean } }).__audienceStats?.loaded)).toBe(true);
    await page.reload();
    await expect(bar).toBeHidden();
  });

  // Thai first: visiting an /en page stores language=en, after which unprefixed paths lead to English.
  for (const [path, th, en] of ROUTES) {
    test(`${path} answers with its localized page in Thai and English`, async ({ page }) => {
      await acceptCookies(page);
      const thai = await page.goto(path);
      expect(thai?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(th);
      const english = await page.goto(`/en${path}`);
      expect(english?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    });
  }

  test('the test page reaches the backend', async ({ page }) => {
    await page.goto('/en/test');
    await expect(page.getByTestId('backend-status')).toHaveText('reachable');
  });

  test('channel, live and category pages show the database names', async ({ page, request }) => {
    const menu = MenuSlideResponseSchema.parse(await (await request.get('/api/v1/menu/slide?language=en')).json()).result;
    const channel = menu.channels[0]!;
    const category = menu.categories[0]!;
    await page.goto(`/en/channel/${channel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(channel.name);
    await page.goto(`/en/live/${channel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(channel.name);
    await page.goto(`/en/category/${category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  });

  test('member pages send visitors home with the login dialog open, and there after signing in', async ({ page }) => {
    for (const path of ['/history', '/favorite', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/\\?login=1&next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    // The demo member (Thai): signed in from the English page's dialog, the page asked for, in Thai.
    await page.goto('/en/favorite');
    await expect(page).toHaveURL(/\/en\?login=1&next=%2Ffavorite$/);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('E-mail or username').fill('demo@prd.example');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo12345');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/favorite$/);
    expect(new URL(page.url()).pathname).toBe('/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'รายการโปรด' })).toBeVisible();
  });
});
