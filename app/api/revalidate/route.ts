import { revalidateTag } from 'next/cache';
import { clearMicroCache } from '@/lib/cache/micro-cache';
import { handleRevalidate } from '@/lib/cache/revalidate-request';

export const dynamic = 'force-dynamic';

/** Marks catalogue cache tags stale (stale-while-revalidate): see lib/cache/revalidate-request.ts. */
export function POST(request: Request) {
  return handleRevalidate(request, process.env.BACKEND_INTERNAL_KEY, (tag) => {
    revalidateTag(tag, 'max');
    clearMicroCache();
  });
}
