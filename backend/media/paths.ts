/**
 * The banner sizes of the generated pictures (`/media/banner/<id>-<size>.webp`). The seed writes the
 * stored paths in SQL (the database assigns the ids); backend/media/svg.ts parses them back.
 */
export type BannerSize = 'xl' | 'md' | 'sm';
export const BANNER_SIZES: readonly BannerSize[] = ['xl', 'md', 'sm'];
