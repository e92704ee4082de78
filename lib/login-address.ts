/**
 * The address a member-only page sends a visitor to, `/?login=1`: the home page with the login dialog
 * open (components/members/user-area.tsx opens it).
 */
export const LOGIN_QUERY = { login: '1' } as const;

/** Whether an address's query (`location.search`) asks for the login dialog. */
export const asksForLogin = (search: string) => new URLSearchParams(search).get('login') === LOGIN_QUERY.login;

/** The same test as inline-script source, for scripts that run while the page is parsed. */
export const ASKS_FOR_LOGIN_SOURCE = `new URLSearchParams(location.search).get('login')===${JSON.stringify(LOGIN_QUERY.login)}`;
