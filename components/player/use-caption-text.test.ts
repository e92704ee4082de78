import { activeText, chosenTrack, cueText } from './use-caption-text';

/** A track as the element lists it: what chosenTrack and activeText read. */
const track = (kind: string, mode: TextTrackMode, language = '', cues: TextTrackCue[] = []) => ({ kind, mode, language, activeCues: cues }) as unknown as TextTrack;
const list = (...tracks: TextTrack[]) => Object.assign([...tracks], { length: tracks.length }) as unknown as TextTrackList;
/** A cue whose getCueAsHTML gives `text` (the browser's parse), or with only its raw text. */
const cue = (text: string, parsed = true) =>
  (parsed ? { text, getCueAsHTML: () => ({ textContent: text.replace(/<[^>]*>/g, '') }) } : { text }) as unknown as TextTrackCue;

describe('chosenTrack', () => {
  it('is the subtitles or captions track in use: a shown one first, else a hidden one', () => {
    const th = track('subtitles', 'hidden', 'th');
    const en = track('captions', 'showing', 'en');
    expect(chosenTrack(list(track('subtitles', 'disabled', 'en'), th))).toBe(th);
    expect(chosenTrack(list(th, en))).toBe(en);
  });

  it('is none when every caption track is off; a metadata track (hls.js keeps one hidden) is never it', () => {
    expect(chosenTrack(list(track('metadata', 'hidden'), track('subtitles', 'disabled')))).toBeNull();
    expect(chosenTrack(list())).toBeNull();
  });
});

describe('cueText', () => {
  it("is the browser's parse of the cue where it has one", () => {
    expect(cueText(cue('<i>สวัสดีค่ะ</i>\nยินดีต้อนรับ'))).toBe('สวัสดีค่ะ\nยินดีต้อนรับ');
  });

  it('takes the markup out by hand otherwise, character references read', () => {
    expect(cueText(cue('<v Narrator><c.yellow>Fish &amp; chips</c></v> &lt;3&#x21;&#33;', false))).toBe('Fish & chips <3!!');
  });
});

describe('activeText', () => {
  it('is the active cues, one a line, blank ones left out', () => {
    expect(activeText(track('subtitles', 'hidden', 'en', [cue('Hello,'), cue('  '), cue('and welcome')]))).toBe('Hello,\nand welcome');
    expect(activeText(track('subtitles', 'hidden', 'en'))).toBe('');
    expect(activeText(null)).toBe('');
  });
});
