import { captionToShow } from './captions';

const tracks = [
  { index: 0, name: 'ไทย', language: 'th' },
  { index: 1, name: 'English', language: 'en' },
];

describe('captionToShow', () => {
  it("turns on the page's language", () => {
    expect(captionToShow(tracks, 'th', null)).toBe(0);
    expect(captionToShow(tracks, 'en', null)).toBe(1);
    // A region subtag on either side; the Thai track first, so the first track would be the wrong answer.
    expect(captionToShow([tracks[0]!, { index: 1, name: 'English (US)', language: 'en-US' }], 'EN', null)).toBe(1);
    expect(captionToShow(tracks, 'en-GB', null)).toBe(1);
  });

  it("else the first track; none without tracks", () => {
    expect(captionToShow(tracks, 'fr', null)).toBe(0);
    expect(captionToShow([{ index: 0, name: 'Unnamed', language: '' }], 'en', null)).toBe(0);
    expect(captionToShow([], 'en', null)).toBe(-1);
  });

  it("the visitor's own choice in this player comes first, while that track is there", () => {
    expect(captionToShow(tracks, 'en', 0)).toBe(0);
    expect(captionToShow(tracks, 'en', 5)).toBe(1);
  });
});
