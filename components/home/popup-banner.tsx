'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { POPUP_DECIDED, PreferenceCookie, readCookie, showModalUnlessCookieScript, writeCookie } from '@/lib/browser-cookie';
import type { Banner } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { ASKS_FOR_LOGIN_SOURCE, asksForLogin } from '@/lib/login-address';
import { BannerPicture } from './banner-picture';

// Nor over the login dialog: a visitor sent to /?login=1 by a member-only page came to sign in, and a
// modal <dialog> is in the top layer, above the login dialog, with everything else inert.
const OPEN_UNLESS_DECLINED = showModalUnlessCookieScript(PreferenceCookie.acceptShowBanner, 'true', ASKS_FOR_LOGIN_SOURCE);

/**
 * The home popup (only on /), shown unless the visitor ticked "do not show again"
 * (acceptShowBanner=true); the checkbox stores true or false.
 *
 * A native modal <dialog>, rendered with the page (which is cached, the same for everyone) and opened
 * by the inline script after it in the first paint's animation frame: it is there with the first
 * paint, its picture is the page's largest paint, and nothing waits for the page's scripts. The browser makes the
 * rest of the page inert, moves focus in, closes it on Escape and gives focus back. Its close button is
 * a form of method "dialog", and the inline script stores the checkbox, so both work before the page's
 * scripts have run too. Rendered by a client-side visit to the home page, the effect opens it.
 */
export function PopupBanner({ banner }: { banner: Banner }) {
  const t = useTranslations('PopupBanner');
  const dialog = useRef<HTMLDialogElement>(null);
  /** Whether the press that makes the current click began on the backdrop (not dragged out of the panel). */
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Rendered here rather than parsed from the page: the inline script never ran.
    if (!element.hasAttribute(POPUP_DECIDED)) {
      element.setAttribute(POPUP_DECIDED, '');
      // React writes autofocus into the server's HTML only (on the client it focuses form controls itself).
      heading.current?.setAttribute('autofocus', '');
      if (readCookie(PreferenceCookie.acceptShowBanner) !== 'true' && !asksForLogin(window.location.search) && !element.open) element.showModal();
    }
    // Nothing to undo: a dialog taken out of the page leaves the top layer with it.
  }, []);

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // The inline script below opens it and marks it before React sees it.
        suppressHydrationWarning
        // A press and release on the dimmed backdrop land on the <dialog> itself; the panel's content is inside it.
        onPointerDown={(event) => {
          pressedBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget && pressedBackdrop.current) close();
        }}
        // Opened by itself with nothing focused, it gives focus back to nothing, and the keyboard went
        // on from where the dialog sits in the page (past the header, the menu and the first banner):
        // it goes on from the top instead.
        onClose={(event) => {
          // Focus is still on the dialog when it says it closed (a click on the backdrop focuses it).
          const focused = document.activeElement;
          if (focused && focused !== document.body && !event.currentTarget.contains(focused)) return;
          const { body } = document;
          body.tabIndex = -1;
          body.focus({ preventScroll: true });
          body.removeAttribute('tabindex');
        }}
        // The backdrop's colour is matched in the scrollbar's gutter, which the page keeps while it is open (globals.css).
        className="m-auto w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-black/60"
      >
        <div>
          {/* Where focus goes as it opens (autofocus: the dialog's focusing steps take it, the inline script's
              showModal too): the dialog's name, read first, and no ring to draw. On the banner's link, the first
              control, the ring showed as a stray bar under the picture; Tab goes on to it. */}
          <h2 ref={heading} id={titleId} tabIndex={-1} autoFocus className="sr-only">
            {t('title')}
          </h2>
          {/* Its ring inside it, over the picture, rounded as the panel's corners: outside, the panel cut it to a bar. */}
          <Link href={banner.link} onClick={close} className="block rounded-t-2xl focus-visible:-outline-offset-3">
            {/* Boxes of the images' shapes (sm 16:9, md 64:25, xl 16:5), so the panel keeps its size while they
                load. Eager and urgent: the largest paint of a first visit, fetched as soon as the HTML names it; a
                visitor who declined gets it too (a few kB, which the browser keeps: pictures are cached for a year). */}
            <BannerPicture banner={banner} eager className="aspect-video w-full bg-slate-100 object-cover md:aspect-[64/25] xl:aspect-[16/5]" />
          </Link>
          <form method="dialog" className="flex items-center gap-3 p-3">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                onChange={(event) => writeCookie(PreferenceCookie.acceptShowBanner, String(event.target.checked))}
                className="size-4 accent-brand-700"
              />
              {t('dontShow')}
            </label>
            <button type="submit" className="ml-auto h-9 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
              {t('close')}
            </button>
          </form>
        </div>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: OPEN_UNLESS_DECLINED }} />
    </>
  );
}
