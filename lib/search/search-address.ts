/**
 * The search page's two addresses. The seed's `/search?search_query=…&kind=…&page=…` reads the query
 * string, so Next would render it for every request; the middleware rewrites it to
 * `/{locale}/search/results/{kind}/{page}/{query as base64url}`, a page Next renders once per search and keeps in
 * its (bounded) page cache, so a search many people make at once (a national event) is served from
 * memory. No zod here: the middleware imports it.
 */
export const SEARCH_KINDS = ['video', 'audio', 'channel', 'radio'] as const;
export type SearchKindName = (typeof SEARCH_KINDS)[number];

/** The `kind` segment of a search over every kind. */
export const ALL_KINDS = 'all';
export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE = 1000;

export interface SearchRequest {
  query: string;
  kind?: SearchKindName;
  page: number;
}

const isKind = (value: string | null | undefined): value is SearchKindName => SEARCH_KINDS.includes(value as SearchKindName);

/** What the page shows for the given query-string values (lenient, as the seed: junk means the default). */
export function readSearchRequest(values: { query?: string | null; kind?: string | null; page?: string | null }): SearchRequest {
  // Trimmed again after the cut: a space at the limit would make a query whose address reads back otherwise.
  const query = (values.query ?? '').trim().slice(0, MAX_QUERY_LENGTH).trimEnd();
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(values.page ?? '1', 10) || 1));
  return { query, page, ...(isKind(values.kind) ? { kind: values.kind } : {}) };
}

/** UTF-8 text as base64url (no padding): a path segment with no escaping to get wrong. */
function toSegment(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The cached page's path (without locale) for a search, or null when there is nothing to search. */
export function cachedSearchPath({ query, kind, page }: SearchRequest): string | null {
  if (!query) return null;
  return `/search/results/${kind ?? ALL_KINDS}/${page}/${toSegment(query)}`;
}

/** The cached page's segments back to a search; null when they are not the canonical address of one. */
export function searchFromSegments(segments: { kind: string; page: string; query: string }): SearchRequest | null {
  const query = fromSegment(segments.query);
  if (query === null) return null;
  const request = readSearchRequest({ query, kind: segments.kind === ALL_KINDS ? null : segments.kind, page: segments.page });
  // One address per search is rendered and cached: any other spelling of it is not found.
  return cachedSearchPath(request) === `/search/results/${segments.kind}/${segments.page}/${segments.query}` ? request : null;
}
