import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, SearchHit, SearchKind, SearchResults } from '../../lib/contract';
import { queryTerms, segmentForIndex, toTsQuery } from '../../lib/search/segment';
import type { Database } from '../db/client';
import { audioItems, channels, radioStations, searchEntries, videos } from '../db/schema';

type Executor = Pick<Database, 'select' | 'insert'>;
type Entry = typeof searchEntries.$inferInsert;

// The same expression as the GIN index search_entries_document_idx, so the index is used.
const DOCUMENT = sql`(setweight(to_tsvector('simple', ${searchEntries.titleText}), 'A') || setweight(to_tsvector('simple', ${searchEntries.bodyText}), 'B'))`;

/** Builds the index rows of every item of the given kinds (all kinds by default). */
async function buildEntries(db: Executor, kinds: readonly SearchKind[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  if (kinds.includes('video')) {
    for (const v of await db.select().from(videos)) {
      entries.push({ kind: 'video', itemId: v.id, titleText: segmentForIndex(v.titleTh, v.titleEn), bodyText: segmentForIndex(v.descriptionTh, v.descriptionEn), publishedAt: v.publishedAt });
    }
  }
  if (kinds.includes('audio')) {
    for (const a of await db.select().from(audioItems)) {
      entries.push({ kind: 'audio', itemId: a.id, titleText: segmentForIndex(a.titleTh, a.titleEn), bodyText: segmentForIndex(a.descriptionTh, a.descriptionEn), publishedAt: a.publishedAt });
    }
  }
  if (kinds.includes('channel')) {
    for (const c of await db.select().from(channels)) {
      entries.push({ kind: 'channel', itemId: c.id, titleText: segmentForIndex(c.nameTh, c.nameEn), bodyText: segmentForIndex(c.descriptionTh, c.descriptionEn), publishedAt: null });
    }
  }
  if (kinds.includes('radio')) {
    for (const r of await db.select().from(radioStations)) {
      entries.push({ kind: 'radio', itemId: r.id, titleText: segmentForIndex(r.nameTh, r.nameEn), bodyText: segmentForIndex(r.provinceTh, r.provinceEn, `${r.band} ${r.frequencyMhz}`), publishedAt: null });
    }
  }
  return entries;
}

/** (Re)indexes items: called by the seed and after items are inserted or edited. */
export async function indexSearchEntries(db: Executor, kinds: readonly SearchKind[] = ['video', 'audio', 'channel', 'radio']): Promise<number> {
  const entries = await buildEntries(db, kinds);
  for (let i = 0; i < entries.length; i += 200) {
    await db
      .insert(searchEntries)
      .values(entries.slice(i, i + 200))
      .onConflictDoUpdate({
        target: [searchEntries.kind, searchEntries.itemId],
        set: { titleText: sql`excluded.title_text`, bodyText: sql`excluded.body_text`, publishedAt: sql`excluded.published_at` },
      });
  }
  return entries.length;
}

export function createSearchRepository(db: Database) {
  let checked = false;
  /** A database seeded before the index existed gets it on the first search. */
  async function ensureIndexed(): Promise<void> {
    if (checked) return;
    const [row] = await db.select({ n: count() }).from(searchEntries);
    if ((row?.n ?? 0) === 0) await indexSearchEntries(db);
    checked = true;
  }

  async function describe(language: Language, hits: { kind: SearchKind; id: number; rank: number }[]): Promise<SearchHit[]> {
    const ids = (kind: SearchKind) => hits.filter((h) => h.kind === kind).map((h) => h.id);
    const th = language === 'th';
    const found = new Map<string, Omit<SearchHit, 'rank'>>();
    const videoIds = ids('video');
    if (videoIds.length) for (const v of await db.select().from(videos).where(inArray(videos.id, videoIds))) found.set(`video:${v.id}`, { kind: 'video', id: v.id, title: th ? v.titleTh : v.titleEn, description: th ? v.descriptionTh : v.descriptionEn, thumbnail: v.thumbnail });
    const audioIds = ids('audio');
    if (audioIds.length) for (const a of await db.select().from(audioItems).where(inArray(audioItems.id, audioIds))) found.set(`audio:${a.id}`, { kind: 'audio', id: a.id, title: th ? a.titleTh : a.titleEn, description: th ? a.descriptionTh : a.descriptionEn, thumbnail: a.thumbnail });
    const channelIds = ids('channel');
    if (channelIds.length) for (const c of await db.select().from(channels).where(inArray(channels.id, channelIds))) found.set(`channel:${c.id}`, { kind: 'channel', id: c.id, title: th ? c.nameTh : c.nameEn, description: th ? c.descriptionTh : c.descriptionEn, thumbnail: c.icon });
    const radioIds = ids('radio');
    if (radioIds.length) for (const r of await db.select().from(radioStations).where(inArray(radioStations.id, radioIds))) found.set(`radio:${r.id}`, { kind: 'radio', id: r.id, title: th ? r.nameTh : r.nameEn, description: `${th ? r.provinceTh : r.provinceEn} · ${r.band} ${r.frequencyMhz}`, thumbnail: r.icon });
    return hits.flatMap((hit) => {
      const item = found.get(`${hit.kind}:${hit.id}`);
      return item ? [{ ...item, rank: hit.rank }] : [];
    });
  }

  return {
    async search(options: { query: string; language: Language; page: number; limit: number; kind?: SearchKind }): Promise<SearchResults> {
      const terms = queryTerms(options.query);
      const empty = { result: [], page: options.page, totals: 0, hasMore: false, terms };
      if (terms.length === 0) return empty;
      await ensureIndexed();
      const tsQuery = sql`to_tsquery('simple', ${toTsQuery(terms)})`;
      const rank = sql<number>`ts_rank(${DOCUMENT}, ${tsQuery})::float8`;
      const matches = sql`${DOCUMENT} @@ ${tsQuery}`;
      const where = options.kind ? and(matches, eq(searchEntries.kind, options.kind)) : matches;
      const list = await db
        .select({ kind: searchEntries.kind, itemId: searchEntries.itemId, rank, total: sql<number>`(count(*) over ())::int` })
        .from(searchEntries)
        .where(where)
        .orderBy(desc(rank), sql`${searchEntries.publishedAt} desc nulls last`, asc(searchEntries.kind), asc(searchEntries.itemId))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit);
      // A page past the last one has no row to carry the count: counted on its own, so the page can
      // say how many there are instead of "no results".
      const totals = list[0] ? Number(list[0].total) : options.page > 1 ? (await db.$count(searchEntries, where)) : 0;
      const hits = list.map((row) => ({ kind: row.kind as SearchKind, id: row.itemId, rank: Number(row.rank) }));
      return {
        result: await describe(options.language, hits),
        page: options.page,
        totals,
        hasMore: options.page * options.limit < totals,
        terms,
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
