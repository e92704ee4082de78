/** Relative media paths stored in the database; the web app proxies /media to the backend. */
export type PosterKind = 'video' | 'audio' | 'playlist';
export type IconKind = 'channel' | 'radio';
export type BannerSize = 'xl' | 'md' | 'sm';
export const BANNER_SIZES: readonly BannerSize[] = ['xl', 'md', 'sm'];

export const mediaPath = {
  poster: (kind: PosterKind, id: number) => `/media/poster/${kind}/${id}.webp`,
  icon: (kind: IconKind, id: number) => `/media/icon/${kind}/${id}.webp`,
  banner: (id: number, size: BannerSize) => `/media/banner/${id}-${size}.webp`,
};
