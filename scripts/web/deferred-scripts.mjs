// The page's own scripts are fetched once the page has painted its content, not while it is still
// waiting for its stylesheet, fonts and largest picture.
//
// Next.js writes each script of the build as `<script src="/_next/static/chunks/…js" async="">` (the
// framework, the router, the page's client components, and the bootstrap at the end of the body) and
// preloads the bootstrap. A browser's preload scanner starts all of them with the stylesheet, so on a
// slow connection about 100 kB of script share the bandwidth with what the first paint needs (the
// stylesheet, the fonts, the poster or the popup's picture). Lighthouse's simulation of a mid-range
// phone on a slow 4G connection counts every script that had arrived before the first paint as
// needed for it (the evaluation of a short script is not in its graph, so it cannot tell that the
// script ran afterwards): LCP 2.3-3.1 s with them, about 1.4 s without.
//
// deferPageScripts() takes those tags out of a page and puts one inline loader (allowed by its hash, as
// the page's other inline scripts) before </head>. Once the browser reports the first contentful paint
// (PerformanceObserver, `paint`; two frames on where that report is not available) and, when the page
// has a picture it asks for at high priority (`img[fetchpriority=high]`, or the `<link rel=preload
// as=image fetchpriority=high>` React writes for the radio map; not a video's poster: there the scripts
// are what starts playback, and a tap on play waits for them), once the browser reports
// that picture as the largest paint so far (`largest-contentful-paint` with its address) or 1 s after the
// first contentful paint, whichever is first (a picture that arrives after the first paint would
// otherwise share the connection with the scripts, and Lighthouse counts every script that had arrived
// before the largest paint toward it: the radio page's map, 2.65-3.09 s in first runs), at once in a hidden
// page (a background tab or a prerender: nothing is painted there), and in any case 3 s after the head
// was read, the loader preloads every script (all downloads start within a few tasks; one per task, as
// adding a preload costs the main thread 0.5-8 ms while the page is still loading, and four in one task
// made tasks of 30-50 ms on a slow machine, which a phone's four-times-slower CPU turns into blocking
// time) and adds them as async scripts
// one after the other, each once the one before it has run, in the page's order:
//  - each runs in a task of its own, and the bootstrap (last in the page) after all the others, so the
//    framework's evaluation and the start of the app (module instantiation, then hydration) are two
//    tasks instead of one long one whenever the framework, the largest file, arrived last;
//  - every script keeps its `async` attribute: React looks for `script[async][src]` before adding a
//    client component's script itself, and Turbopack's runtime finds the chunks it needs already in the
//    page (each script is fetched and run once).
// Until they run, the server's HTML works on its own: links are links, and the inline scripts of the
// popup, the cookie bar and the player (a tap on play is kept) do their part.

const SCRIPT_DIR = '/_next/static/';
/** A build script exactly as React writes it for Next (anything else is left where it is). */
const BUILD_SCRIPT = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;
/** The preload Next adds for its bootstrap script (the same file is among the scripts above). */
const BUILD_SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[\w./-]+\.js)"\/>/g;
/**
 * The loader's code up to its list of scripts: the list is the call's only argument. (A page holds
 * the loader when an inline script starts with it: e2e/fixtures.ts tells pages to wait for by it.)
 */
export const LOADER_START =
  '(function(s){var d=0,h=document.head;function go(){if(d)return;d=1;' +
  '(function pre(i){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=s[i];h.appendChild(l);if(s[i+1])setTimeout(pre,0,i+1)})(0);' +
  '(function run(i){if(s[i]){var e=document.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=function(){run(i+1)};h.appendChild(e)}})(0)}' +
  'var P=self.PerformanceObserver,T=P&&P.supportedEntryTypes||[];setTimeout(go,3000);' +
  'function big(){var q=document.querySelectorAll("img[fetchpriority=high],link[rel=preload][as=image][fetchpriority=high]"),v=document.querySelectorAll("video[poster]"),w=[],u=[],i,x;' +
  'for(i=0;i<v.length;i++)w.push(v[i].poster);' +
  'for(i=0;i<q.length;i++){x=q[i].currentSrc||q[i].src||q[i].href;if(w.indexOf(x)<0)u.push(x)}' +
  'if(!u.length||T.indexOf("largest-contentful-paint")<0)return setTimeout(go,0);' +
  'var O=new P(function(l){var e=l.getEntries();for(i=0;i<e.length;i++)if(u.indexOf(e[i].url)>=0){O.disconnect();return setTimeout(go,0)}});' +
  'O.observe({type:"largest-contentful-paint",buffered:true});setTimeout(function(){O.disconnect();go()},1000)}' +
  'if(document.visibilityState==="hidden")go();' +
  'else if(T.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();big()}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(go)})})(';
const LOADER = new RegExp(`<script>${LOADER_START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\[[^\\]<]*\\])\\)</script>`);

/** The page with its build scripts loaded after the first paint; unchanged when it has none or no </head>. */
export function deferPageScripts(html) {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes(SCRIPT_DIR)) return html;
  const sources = [];
  const withoutScripts = html.replace(BUILD_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  // Only a preload of a script that is now deferred goes (it would fetch that script at once).
  const page = withoutScripts.replace(BUILD_SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  const loader = `<script>${LOADER_START}${JSON.stringify(sources)})</script>`;
  const at = page.indexOf('</head>');
  return page.slice(0, at) + loader + page.slice(at);
}

/** Every script a page loads: its `<script src>` tags (but `noModule` ones) and the loader's list. */
export function pageScriptSources(html) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = tags.flatMap((tag) => [...tag.matchAll(/\bsrc="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&')));
  const deferred = LOADER.exec(html);
  if (deferred) sources.push(...JSON.parse(deferred[1]));
  return [...new Set(sources)];
}
