/**
 * Window events about the member's session, heard by the session watch (session-watch.tsx), which is
 * mounted while someone is signed in. A module of its own: the top bar of every page names one.
 */

/** The BFF answered 401: the session has ended (signed out in another tab, revoked, expired). */
export const SESSION_LOST = 'prd:session-lost';

/**
 * Ask the backend now whether the session stands: a member page sent this tab to `/?login=1` (the
 * server found the session gone) while the browser still holds its cookie.
 */
export const SESSION_CHECK = 'prd:session-check';
