import { loadOnce } from '@/lib/load-once';

/** hls.js's module, asked for once per page; a failed request is asked again on the next try. */
export const loadHls = loadOnce(() => import('hls.js'));
