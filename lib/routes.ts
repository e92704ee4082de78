/** Every route of the spec, as typed helpers: no path strings scattered through components. */
export const routes = {
  home: () => '/',
  live: (id: number | string) => `/live/${id}`,
  vod: (id: number | string) => `/vod/${id}`,
  audio: (id: number | string) => `/audio/${id}`,
  schedule: () => '/schedule',
  radio: () => '/radio',
  channel: (id: number | string) => `/channel/${id}`,
  profile: () => '/profile',
  viewmore: (id: 'livestream' | 'livechannel' | number) => `/viewmore/${id}`,
  category: (id: number | string) => `/category/${id}`,
  search: () => '/search',
  history: () => '/history',
  favorite: () => '/favorite',
  social: () => '/social',
  contact: () => '/contact',
  policy: (page: string) => `/${page}`,
  apipublic: () => '/apipublic',
  /** The mailed password reset link's page (members issue). */
  resetPassword: () => '/resetpassword',
} as const;

export const SEARCH_PARAM = 'search_query';

/** Pages only members may see (visitors are sent home with the login dialog open). */
export const MEMBER_ROUTES = [routes.profile(), routes.history(), routes.favorite()] as const;

export function isMemberRoute(pathname: string): boolean {
  return MEMBER_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
