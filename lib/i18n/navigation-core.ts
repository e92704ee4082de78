import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation APIs for our routing; the app imports them from ./navigation. */
export const { Link: IntlLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
