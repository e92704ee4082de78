import { createHash } from 'node:crypto';
import type { SitemapIndex } from '@/lib/contract';
import { buildSitemap, SITEMAP_URL_LIMIT, sitemapEntries, sitemapPages, type SitemapEntry } from './sitemap';

/** Which file: the sitemap (or its index) at /sitemap.xml, or part n of a split one. */
type File = number | 'root';

/**
 * The sitemap files built from the last catalogue index seen, so that repeats of /sitemap.xml and
 * /sitemap/{n}.xml are not built again: 25,000 videos are 50,000 URLs, about 130 ms of CPU and 17 MB
 * of XML per file, and the web server's micro-cache keeps nothing over 2 MB. A file is a function of
 * the origin and the index alone, so the memo is keyed by a digest of both: a catalogue change (a new
 * index from Next's data cache, after its revalidation or POST /api/revalidate) builds the files anew
 * on their next request, exactly when building per request would have shown it. Only files that exist
 * are kept, one set at a time, with the index's entries they are cut from: memory stays about the size
 * of one sitemap (twice, with the entries) whatever is asked for.
 */
export function createSitemapMemo({ limit = SITEMAP_URL_LIMIT, build = buildSitemap } = {}) {
  let current: { digest: string; entries: SitemapEntry[]; files: Map<File, string> } | undefined;

  return {
    /** The XML of /sitemap.xml (part undefined) or of /sitemap/{part}.xml; null for a part that does not exist. */
    get(origin: string, index: SitemapIndex, part?: number): string | null {
      const digest = createHash('sha256').update(origin).update('\n').update(JSON.stringify(index)).digest('base64');
      if (current?.digest !== digest) current = { digest, entries: sitemapEntries(origin, sitemapPages(index)), files: new Map() };
      // Part 0 of a sitemap in one file is that file: kept once.
      const file: File = part === undefined || (part === 0 && current.entries.length <= limit) ? 'root' : part;
      const kept = current.files.get(file);
      if (kept !== undefined) return kept;
      const xml = build(origin, current.entries, { limit, part });
      if (xml !== null) current.files.set(file, xml);
      return xml;
    },
    /** Files kept (for tests). */
    get size() {
      return current?.files.size ?? 0;
    },
  };
}
