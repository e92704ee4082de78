import { highlight, queryTerms, segmentForIndex, toTsQuery } from './segment';

describe('Thai word segmentation for search', () => {
  const title = 'ข่าวเช้า: รัฐบาลเร่งช่วยเหลือผู้ประสบอุทกภัยภาคเหนือ ตอนที่ 3';

  it('splits Thai text into words separated by spaces', () => {
    const indexed = segmentForIndex(title).split(' ');
    expect(indexed).toEqual(expect.arrayContaining(['ข่าว', 'รัฐบาล', 'อุทกภัย', 'ภาค', 'เหนือ']));
  });

  it('a Thai word from the middle of a title is one of its indexed words', () => {
    const indexed = new Set(segmentForIndex(title).split(' '));
    for (const term of queryTerms('อุทกภัย')) expect(indexed.has(term)).toBe(true);
    for (const term of queryTerms('ช่วยเหลือ')) expect(indexed.has(term)).toBe(true);
  });

  it('lower-cases and strips Latin accents but keeps Thai marks', () => {
    expect(segmentForIndex('Café CRÈME')).toBe('cafe creme');
    expect(queryTerms('ผู้ประสบ')).toEqual(['ผู้', 'ประสบ']);
  });

  it('drops punctuation and tsquery operators', () => {
    expect(queryTerms("flood & 'relief' | !x")).toEqual(['flood', 'relief', 'x']);
    expect(toTsQuery(['flood', 'rel'])).toBe("'flood' & 'rel':*");
    expect(queryTerms('  ')).toEqual([]);
  });

  it('highlights matching words in the original text', () => {
    const parts = highlight(title, queryTerms('อุทกภัย'));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['อุทกภัย']);
    expect(parts.map((p) => p.text).join('')).toBe(title);
    expect(highlight('Flood Relief', ['relief']).find((p) => p.match)?.text).toBe('Relief');
  });
});
