import { SearchKindSchema } from '@/lib/contract';
import { cachedSearchPath, readSearchRequest, SEARCH_KINDS, searchFromSegments } from './search-address';

const segmentsOf = (path: string) => {
  const [, , , kind, page, query] = path.split('/');
  return { kind: kind!, page: page!, query: query! };
};

describe('search addresses', () => {
  it('lists the contract kinds', () => {
    expect([...SEARCH_KINDS]).toEqual(SearchKindSchema.options);
  });

  it('reads the query string leniently, as the seed does', () => {
    expect(readSearchRequest({ query: '  ข่าว  ', kind: 'video', page: '3' })).toEqual({ query: 'ข่าว', kind: 'video', page: 3 });
    expect(readSearchRequest({ query: 'x', kind: 'movies', page: '-4' })).toEqual({ query: 'x', page: 1 });
    expect(readSearchRequest({ query: 'x', page: '99999' }).page).toBe(1000);
    expect(readSearchRequest({ query: 'ก'.repeat(300) }).query).toHaveLength(200);
  });

  it.each(['ข่าวในพระราชสำนัก', 'news & weather', '100%', '%41 a/b?c#d', 'emoji 🇹🇭', "O'Reilly <script>"])(
    'round-trips %s through a plain path segment',
    (query) => {
      const request = { query, kind: 'audio' as const, page: 2 };
      const path = cachedSearchPath(request)!;
      expect(path).toMatch(/^\/search\/results\/audio\/2\/[A-Za-z0-9_-]+$/);
      expect(searchFromSegments(segmentsOf(path))).toEqual(request);
    },
  );

  it('cuts a long query at 200 characters, with no space left at the cut, and finds its address again', () => {
    const request = readSearchRequest({ query: `${'a'.repeat(199)} b` });
    expect(request.query).toBe('a'.repeat(199));
    expect(searchFromSegments(segmentsOf(cachedSearchPath(request)!))).toEqual(request);
  });

  it('has nothing to cache for an empty search', () => {
    expect(cachedSearchPath({ query: '', page: 1 })).toBeNull();
  });

  it('answers only the one canonical address of a search', () => {
    const path = cachedSearchPath({ query: 'ข่าว', page: 1 })!;
    const { query } = segmentsOf(path);
    expect(searchFromSegments({ kind: 'all', page: '1', query })).toEqual({ query: 'ข่าว', page: 1 });
    expect(searchFromSegments({ kind: 'all', page: '01', query })).toBeNull();
    expect(searchFromSegments({ kind: 'movies', page: '1', query })).toBeNull();
    expect(searchFromSegments({ kind: 'all', page: '1', query: `${query}=` })).toBeNull();
    expect(searchFromSegments({ kind: 'all', page: '1', query: '%E0%B8%82' })).toBeNull();
    // Bytes that are not UTF-8, and a query with spaces around it (the canonical one is trimmed).
    expect(searchFromSegments({ kind: 'all', page: '1', query: '_w' })).toBeNull();
    expect(searchFromSegments({ kind: 'all', page: '1', query: btoa(' x ').replace(/=+$/, '') })).toBeNull();
  });
});
