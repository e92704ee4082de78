import type { Banner } from '@/lib/contract';

/** A banner's xl/md/sm images by the spec's breakpoints (md 768 px, xl 1200 px). */
export function BannerPicture({ banner, eager = false, className }: { banner: Banner; eager?: boolean; className?: string }) {
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={banner.thumbnail.xl} />
      <source media="(min-width: 768px)" srcSet={banner.thumbnail.md} />
      <img src={banner.thumbnail.sm} alt={banner.title} loading={eager ? 'eager' : 'lazy'} className={className} />
    </picture>
  );
}
