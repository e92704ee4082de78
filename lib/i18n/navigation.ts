export { redirect, usePathname, useRouter, getPathname } from './navigation-core';
export { Link } from './link';
