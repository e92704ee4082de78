import { runInNewContext } from 'node:vm';

import { showChosenDay } from '@/components/schedule/chosen-day-in-view';
import { scrollToNow } from '@/components/schedule/scroll-to-now';

import { inlineCall, scriptJson } from './inline-script';

/** A page with a day picker: a scroller 300 px wide whose chosen pill sits at 700 px. */
function pickerPage(navId: string) {
  const chosen = { offsetLeft: 700, offsetWidth: 60 };
  const nav = { scrollLeft: 0, clientWidth: 300, querySelector: (selector: string) => (selector === '[aria-current]' ? chosen : null) };
  const document = { getElementById: (id: string) => (id === navId ? nav : null) };
  return { nav, document };
}

describe('scriptJson', () => {
  it('gives a JSON expression in which nothing can end or comment out the script element', () => {
    const id = 'x</script><script>alert(1)</script><!--';
    const source = scriptJson(id);
    expect(source).not.toMatch(/</);
    expect(runInNewContext(source)).toBe(id);
    expect(scriptJson(48)).toBe('48');
  });
});

describe('inlineCall', () => {
  it('is a script that runs the function in a page where nothing of its module exists', () => {
    const page = pickerPage('schedule-days');
    // A fresh context: only `document`, as an inline script has the page's globals and no module.
    runInNewContext(inlineCall(showChosenDay, 'schedule-days'), { document: page.document });
    expect(page.nav.scrollLeft).toBe(700 - (300 - 60) / 2);
  });

  it('refuses a function whose own source could end the script element', () => {
    function closing() {
      document.title = '</SCRIPT><img src=x>';
    }
    expect(() => inlineCall(closing)).toThrow(/closing: its source cannot sit in a script element/);
  });

  it('leaves a picker the visitor already scrolled as it is', () => {
    const page = pickerPage('d');
    page.nav.scrollLeft = 5;
    runInNewContext(inlineCall(showChosenDay, 'd'), { document: page.document });
    expect(page.nav.scrollLeft).toBe(5);
  });

  it('passes every argument: the grid scrolls to its opening, or far enough that the now line stays inside', () => {
    class HTMLElement {
      scrollLeft = 0;
      clientWidth = 320;
    }
    const grid = () => {
      const scroller = new HTMLElement();
      const line = { offsetLeft: 900, closest: (selector: string) => (selector === '[data-epg-scroller]' ? scroller : null) };
      const document = { getElementById: (id: string) => (id === 'epg-now' ? line : null) };
      return { scroller, line, run: (left: number, anyway: boolean) => runInNewContext(inlineCall(scrollToNow, 'epg-now', left, 48, anyway), { document, HTMLElement }) };
    };
    const narrow = grid();
    narrow.run(400, false);
    expect(narrow.scroller.scrollLeft).toBe(900 - 320 + 48);
    const wide = grid();
    wide.run(700, false);
    expect(wide.scroller.scrollLeft).toBe(700);
    // Left where it was put, it follows the line and the opening when the page is refreshed.
    wide.line.offsetLeft = 1_200;
    wide.run(800, false);
    expect(wide.scroller.scrollLeft).toBe(1_200 - 320 + 48);
    // Scrolled by the visitor (to 00:00 too), it stays, unless asked to move anyway (a new day on today's page).
    wide.scroller.scrollLeft = 0;
    wide.run(900, false);
    expect(wide.scroller.scrollLeft).toBe(0);
    wide.run(1_000, true);
    expect(wide.scroller.scrollLeft).toBe(1_000);
    // A grid the visitor scrolled before the first run is left as it is.
    const early = grid();
    early.scroller.scrollLeft = 3_000;
    early.run(700, false);
    expect(early.scroller.scrollLeft).toBe(3_000);
  });
});
