import type { Channel } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/** Live channels as cards, each to its live page. */
export function ChannelGrid({ channels, label }: { channels: Channel[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6 2xl:grid-cols-8">
      {channels.map((channel) => (
        <li key={channel.id}>
          <Link
            href={routes.live(channel.id)}
            className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-600 hover:shadow"
          >
            {/* Lazy: small, and not to be preloaded by React ahead of the page's largest paint (the banner). */}
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons from the media origin */}
            <img src={channel.icon} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg" />
            <span className="text-sm font-semibold text-slate-900">{channel.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
