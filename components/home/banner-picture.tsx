import type { Banner } from '@/lib/contract';

/** A banner's xl/md/sm images by the spec's breakpoints (md 768 px, xl 1200 px). */
export function BannerPicture({ banner, eager = false, className }: { banner: Banner; eager?: boolean; className?: string }) {
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={banner.thumbnail.xl} />
      <source media="(min-width: 768px)" srcSet={banner.thumbnail.md} />
      {/* An eager banner (the slider's, the popup's) is the largest paint where it shows: fetched first. */}
      <img src={banner.thumbnail.sm} alt={banner.title} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding={eager ? 'sync' : undefined} className={className} />
    </picture>
  );
}
