import { buildSitemap } from './sitemap';
import { createSitemapMemo } from './sitemap-memo';

const ORIGIN = 'https://tv.example.go.th';
const indexOf = (videos: number[]) => ({
  videos: videos.map((id) => ({ id, lastModified: '2026-01-02T00:00:00.000Z' })),
  audio: [{ id: 5, lastModified: null }],
  channels: [{ id: 1, lastModified: null }],
  categories: [],
});
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** A memo whose builds are counted (the real builder does the work). */
function counted(limit?: number) {
  const builds: (number | undefined)[] = [];
  const memo = createSitemapMemo({
    limit,
    build: (origin, entries, options) => {
      builds.push(options?.part);
      return buildSitemap(origin, entries, options);
    },
  });
  return { memo, builds };
}

describe('sitemap memo', () => {
  it('answers a repeat from the files built for the same index, a copy of the index included', () => {
    const { memo, builds } = counted();
    const first = memo.get(ORIGIN, indexOf([1, 2]));
    expect(locs(first)).toContain(`${ORIGIN}/en/vod/2`);
    expect(memo.get(ORIGIN, indexOf([1, 2]))).toBe(first);
    expect(memo.get(ORIGIN, structuredClone(indexOf([1, 2])))).toBe(first);
    // The same text, and (what tells a kept file from one built again) a single build.
    expect(builds).toEqual([undefined]);
    // Part 0 of a sitemap in one file is the same file, not a second copy.
    expect(memo.get(ORIGIN, indexOf([1, 2]), 0)).toBe(first);
    expect(builds).toEqual([undefined]);
    expect(memo.size).toBe(1);
  });

  it('builds again when the catalogue or the origin changed, with what changed', () => {
    const { memo, builds } = counted();
    memo.get(ORIGIN, indexOf([1, 2]));
    const added = memo.get(ORIGIN, indexOf([1, 2, 3]));
    expect(locs(added)).toContain(`${ORIGIN}/vod/3`);
    const changed = indexOf([1, 2, 3]);
    changed.videos[0]!.lastModified = '2026-05-06T07:08:09.000Z';
    expect(memo.get(ORIGIN, changed)).toContain('<lastmod>2026-05-06T07:08:09.000Z</lastmod>');
    const removed = memo.get(ORIGIN, indexOf([1, 3]));
    expect(locs(removed)).not.toContain(`${ORIGIN}/vod/2`);
    expect(locs(memo.get('https://other.example', indexOf([1, 3])))).toContain('https://other.example/vod/3');
    expect(builds).toHaveLength(5);
  });

  it('keeps each file of a split sitemap, and no answer for a file that does not exist', () => {
    const { memo, builds } = counted(7);
    const index = indexOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const root = memo.get(ORIGIN, index);
    const files = locs(root);
    expect(files[0]).toBe(`${ORIGIN}/sitemap/0.xml`);
    const parts = files.map((_, n) => memo.get(ORIGIN, index, n));
    expect(parts.every((xml) => xml?.includes('<urlset'))).toBe(true);
    files.forEach((_, n) => expect(memo.get(ORIGIN, index, n)).toBe(parts[n]));
    expect(builds).toEqual([undefined, ...files.map((_, n) => n)]);
    for (const part of [files.length, files.length + 1, 999_999, -1]) expect(memo.get(ORIGIN, index, part)).toBeNull();
    expect(memo.size).toBe(files.length + 1);
    // A new index lets go of the old files.
    memo.get(ORIGIN, indexOf([1]));
    expect(memo.size).toBe(1);
  });
});
