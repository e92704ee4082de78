import type { Banner } from '@/lib/contract';

/** A banner's xl/md/sm images by the spec's breakpoints (md 768 px, xl 1200 px). */
export function BannerPicture({ banner, eager = false, className, setByScript = false }: { banner: Banner; eager?: boolean; className?: string; setByScript?: boolean }) {
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={banner.thumbnail.xl} />
      <source media="(min-width: 768px)" srcSet={banner.thumbnail.md} />
      {/* An eager banner (the slider's, the popup's) is the largest paint where it shows: fetched first. */}
      {/* setByScript: an inline script may make it eager before React hydrates it (the home popup). */}
      <img src={banner.thumbnail.sm} alt={banner.title} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding={eager ? 'sync' : undefined} className={className} suppressHydrationWarning={setByScript} />
    </picture>
  );
}
