import { runInNewContext } from 'node:vm';
import { deferPageScripts, pageScriptSources } from './deferred-scripts.mjs';

// The shape of a page as Next 16 writes it (abridged): the bootstrap's preload, the build's scripts in
// the head, Next's legacy polyfill, data blocks and inline scripts, the bootstrap at the end of the body.
const PAGE = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0xh4.css" data-precedence="next"/>',
  '<link rel="preload" href="/media/poster/video/1.webp" as="image" fetchPriority="high"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script src="https://elsewhere.example/widget.js" async=""></script>',
  '<title>ข่าวเช้า</title></head><body>',
  '<script type="application/ld+json">{"name":"</head> in a string"}</script>',
  '<main><video poster="/media/poster/video/1.webp"></video></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '</body></html>',
].join('');

/** Runs the page's loader in a stand-in for the browser; gives what it appended and the hooks it left. */
function runLoader(html, { hidden = false, paintTiming = true, pictures = [], posters = [] } = {}) {
  const code = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)[1];
  const appended = [];
  const timers = [];
  const frames = [];
  const observers = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint', 'resource'] : ['resource'];
    constructor(callback) {
      this.callback = callback;
      this.connected = true;
      observers.push(this);
    }
    observe(options) {
      this.options = options;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag) => ({ tag }),
    // The high-priority pictures, as the loader asks for them (a preload link has its address in href).
    querySelectorAll: (selector) => {
      if (selector === 'video[poster]') return posters.map((poster) => ({ poster }));
      if (selector !== 'img[fetchpriority=high],link[rel=preload][as=image][fetchpriority=high]') throw new Error(`unexpected selector ${selector}`);
      return pictures.map((href) => ({ href }));
    },
    head: { appendChild: (element) => appended.push(element) },
  };
  const sandbox = {
    document,
    PerformanceObserver,
    setTimeout: (callback, delay, ...args) => timers.push({ callback: () => callback(...args), delay }),
    requestAnimationFrame: (callback) => frames.push(callback),
  };
  sandbox.self = sandbox;
  runInNewContext(code, sandbox);
  const paint = (name) => {
    for (const observer of observers.filter((one) => one.connected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  };
  const largest = (url) => {
    for (const observer of observers.filter((one) => one.connected && one.options?.type === 'largest-contentful-paint')) {
      observer.callback({ getEntries: () => [{ entryType: 'largest-contentful-paint', url }] }, observer);
    }
  };
  return { appended, timers, frames, observers, paint, largest };
}

describe('deferPageScripts', () => {
  const page = deferPageScripts(PAGE);

  it("takes the build's async scripts and the bootstrap's preload out of the page", () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|turbopack-runtime|page|boot)\.js"/);
    expect(page).not.toContain('<link rel="preload" as="script"');
  });

  it('leaves everything else where it was', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/0xh4.css" data-precedence="next"/>',
      '<link rel="preload" href="/media/poster/video/1.webp" as="image" fetchPriority="high"/>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="https://elsewhere.example/widget.js" async=""></script>',
      '<script type="application/ld+json">{"name":"</head> in a string"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<title>ข่าวเช้า</title>',
    ]) {
      expect(page).toContain(kept);
    }
  });

  it('puts one loader at the end of the head, naming the scripts in the order the page had them', () => {
    const loaders = page.match(/<script>\(function\(s\)/g);
    expect(loaders).toHaveLength(1);
    expect(page.indexOf('<script>(function(s)')).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf('</head>') - page.lastIndexOf('</script>', page.indexOf('</head>'))).toBe('</script>'.length);
    expect(pageScriptSources(page)).toEqual([
      'https://elsewhere.example/widget.js',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/boot.js',
    ]);
  });

  const SOURCES = ['/_next/static/chunks/framework.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/page.js', '/_next/static/chunks/boot.js'];
  const preloads = (browser) => browser.appended.filter((element) => element.tag === 'link');
  const scripts = (browser) => browser.appended.filter((element) => element.tag === 'script');

  it('preloads every script at the first contentful paint, then adds them one by one, each after the one before has run', () => {
    const browser = runLoader(page);
    expect(browser.appended).toEqual([]);
    expect(browser.observers).toHaveLength(1);
    expect(browser.observers[0].options).toEqual({ type: 'paint', buffered: true });
    // A first paint with no content yet (the background) changes nothing.
    browser.paint('first-paint');
    expect(browser.timers.filter((timer) => timer.delay === 0)).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.observers[0].connected).toBe(false);
    expect(browser.appended).toEqual([]);
    // Right after the paint's task, not inside it; then one preload per task until every download has started.
    browser.timers.find((timer) => timer.delay === 0).callback();
    expect(preloads(browser)).toHaveLength(1);
    for (let more = 1; more < SOURCES.length; more += 1) browser.timers.filter((timer) => timer.delay === 0).pop().callback();
    expect(preloads(browser)).toEqual(SOURCES.map((href) => ({ tag: 'link', rel: 'preload', as: 'script', href })));
    // One script at a time, async (React and Turbopack's runtime find it as a script of the page).
    expect(scripts(browser)).toHaveLength(1);
    expect(scripts(browser)[0]).toMatchObject({ src: SOURCES[0], async: true });
    scripts(browser)[0].onload();
    expect(scripts(browser).map((script) => script.src)).toEqual(SOURCES.slice(0, 2));
    // A script that fails does not stop the others.
    scripts(browser)[1].onerror();
    scripts(browser)[2].onload();
    scripts(browser)[3].onload();
    expect(scripts(browser).map((script) => script.src)).toEqual(SOURCES);
    expect(scripts(browser).every((script) => script.async === true)).toBe(true);
    // The 3 s safety net finds them added already: each script is added once.
    browser.timers.find((timer) => timer.delay === 3000).callback();
    expect(browser.appended).toHaveLength(2 * SOURCES.length);
  });

  it('waits, after the first contentful paint, for the high-priority picture to be painted, for at most 1 s', () => {
    const map = 'http://localhost/radio-map.svg?v=1';
    const browser = runLoader(page, { pictures: [map] });
    browser.paint('first-contentful-paint');
    const waiting = browser.observers.filter((observer) => observer.connected);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    expect(browser.timers.filter((timer) => timer.delay === 0)).toEqual([]);
    // Another element's paint (text, the logo) is not the picture's.
    browser.largest('');
    browser.largest('http://localhost/logo.svg');
    expect(browser.timers.filter((timer) => timer.delay === 0)).toEqual([]);
    browser.largest(map);
    expect(waiting[0].connected).toBe(false);
    browser.timers.find((timer) => timer.delay === 0).callback();
    expect(preloads(browser)).toHaveLength(1);
    expect(scripts(browser)).toHaveLength(1);

    // A picture that is never the largest paint (below the fold, smaller than the heading): 1 s after.
    const hidden = runLoader(page, { pictures: [map] });
    hidden.paint('first-contentful-paint');
    hidden.timers.find((timer) => timer.delay === 1000).callback();
    expect(preloads(hidden)).toHaveLength(1);
    expect(scripts(hidden)).toHaveLength(1);
    // It stops listening for paints then: the picture's late paint starts nothing a second time.
    expect(hidden.observers.filter((observer) => observer.connected)).toEqual([]);
  });

  it("does not wait for a video's poster: the scripts are what plays it", () => {
    const poster = 'http://localhost/media/poster/video/1.webp';
    const browser = runLoader(page, { pictures: [poster], posters: [poster] });
    browser.paint('first-contentful-paint');
    expect(browser.observers.filter((observer) => observer.connected)).toEqual([]);
    browser.timers.find((timer) => timer.delay === 0).callback();
    expect(preloads(browser)).toHaveLength(1);
  });

  it('adds the preloads one per task, each once, and no more tasks after the last', () => {
    const many = Array.from({ length: 10 }, (_, index) => `<script src="/_next/static/chunks/c${index}.js" async=""></script>`).join('');
    const browser = runLoader(deferPageScripts(`<html><head>${many}</head><body></body></html>`), { hidden: true });
    expect(preloads(browser)).toHaveLength(1);
    const more = () => browser.timers.filter((timer) => timer.delay === 0).pop();
    for (let task = 2; task <= 10; task += 1) {
      more().callback();
      expect(preloads(browser)).toHaveLength(task);
    }
    expect(preloads(browser).map((link) => link.href)).toEqual(Array.from({ length: 10 }, (_, index) => `/_next/static/chunks/c${index}.js`));
    expect(browser.timers.filter((timer) => timer.delay === 0)).toHaveLength(9);
    expect(scripts(browser)).toHaveLength(1);
  });

  it('starts after 3 s when no paint is reported, at once in a hidden page, two frames later without paint timing', () => {
    const unpainted = runLoader(page);
    unpainted.timers.find((timer) => timer.delay === 3000).callback();
    expect(preloads(unpainted)).toHaveLength(1);
    expect(scripts(unpainted)).toHaveLength(1);

    const hidden = runLoader(page, { hidden: true });
    expect(preloads(hidden)).toHaveLength(1);
    expect(hidden.observers).toHaveLength(0);

    const old = runLoader(page, { paintTiming: false });
    expect(old.observers).toHaveLength(0);
    expect(old.appended).toHaveLength(0);
    old.frames.shift()();
    expect(old.appended).toHaveLength(0);
    old.frames.shift()();
    expect(preloads(old)).toHaveLength(1);
  });

  it('leaves a page without build scripts, or without a head, as it is (the same string)', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><script>one()</script></body></html>';
    expect(deferPageScripts(plain)).toBe(plain);
    const headless = '<script src="/_next/static/chunks/a.js" async=""></script><p>fragment</p>';
    expect(deferPageScripts(headless)).toBe(headless);
  });

  it("keeps a preload of a script that is not deferred, and names a script once when the page has it twice", () => {
    const html = [
      '<html><head><link rel="preload" as="script" href="/_next/static/chunks/other.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body>',
      '<script src="/_next/static/chunks/a.js" async=""></script></body></html>',
    ].join('');
    const served = deferPageScripts(html);
    expect(served).toContain('<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>');
    expect(pageScriptSources(served)).toEqual(['/_next/static/chunks/a.js']);
  });
});

describe('pageScriptSources', () => {
  it("gives a page's script tags (not noModule ones) when it has no loader", () => {
    expect(pageScriptSources(PAGE)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
      'https://elsewhere.example/widget.js',
      '/_next/static/chunks/boot.js',
    ]);
  });
});
