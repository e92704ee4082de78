import type { SocialId } from '@/lib/site';

const paths: Record<SocialId, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3-3.46V7.9A6.5 6.5 0 1 0 17 14.5V9a7 7 0 0 0 4 1.3V7a4 4 0 0 1-4-4h-3z',
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" fill={id === 'instagram' ? 'none' : 'currentColor'} stroke={id === 'instagram' ? 'currentColor' : 'none'} strokeWidth={1.8}>
      <path d={paths[id]} />
    </svg>
  );
}
