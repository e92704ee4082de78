/** Cache tags of the catalogue reads, revalidated together when the catalogue changes. */
export const CacheTag = {
  catalogue: 'catalogue',
  menu: 'menu',
  channels: 'channels',
  categories: 'categories',
} as const;
