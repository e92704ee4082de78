/**
 * Search text normalisation shared by the backend (indexing, querying) and the
 * web (highlighting). Thai has no spaces between words, so text is split into
 * words with ICU's dictionary-based word segmenter and the words are joined by
 * spaces; PostgreSQL's 'simple' text search configuration then sees one token
 * per Thai word.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Lower case, Latin accents removed (NFD + U+0300–U+036F); Thai vowel and tone marks are kept. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

/** The normalised words of a text, in order (punctuation and spaces dropped). */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(normalise(text))) {
    if (!part.isWordLike) continue;
    // tsquery operators and quotes never reach PostgreSQL.
    const word = part.segment.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
    if (word) words.push(word);
  }
  return words;
}

/** The text stored in the search index: normalised words joined by single spaces. */
export function segmentForIndex(...texts: string[]): string {
  return texts.flatMap(searchWords).join(' ');
}

/** Distinct query terms, at most 12 (longer queries add nothing but cost). */
export function queryTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, 12);
}

/**
 * A to_tsquery('simple', ...) expression: every term must match, the last one
 * as a prefix so results appear while a word is still being typed.
 */
export function toTsQuery(terms: string[]): string {
  return terms.map((term, index) => (index === terms.length - 1 ? `'${term}':*` : `'${term}'`)).join(' & ');
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits a title into parts, marking the words that a query term matches (whole word or prefix). */
export function highlight(text: string, terms: string[]): HighlightPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  for (const part of segmenter.segment(text)) {
    const word = normalise(part.segment);
    const match = part.isWordLike === true && terms.some((term) => word.startsWith(term));
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += part.segment;
    else parts.push({ text: part.segment, match });
  }
  return parts;
}
