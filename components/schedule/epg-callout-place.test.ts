import { fromTooltip, GAP, placeCallout, programmeTooltip } from './epg-callout-place';

describe('a programme box tooltip', () => {
  it('gives back its title and time, brackets in the title and all', () => {
    expect(fromTooltip(programmeTooltip('ข่าวเช้า', '06:00–07:00'))).toEqual({ title: 'ข่าวเช้า', time: '06:00–07:00' });
    expect(fromTooltip(programmeTooltip('News (rerun) (part 2)', '23:30–00:00'))).toEqual({ title: 'News (rerun) (part 2)', time: '23:30–00:00' });
  });
});

describe('placeCallout', () => {
  // A 375 px phone: its top bar (56 px) and 8 px margins.
  const area = { left: 8, top: 64, right: 367, bottom: 659 };
  const size = { width: 288, height: 100 };

  it('goes under the box, from its left edge, the arrow at its middle', () => {
    expect(placeCallout({ left: 40, top: 300, right: 130, bottom: 356 }, size, area)).toEqual({ left: 40, top: 356 + GAP, below: true, arrow: 45 });
  });

  it('near the right edge, shifts left as far as needed, not further', () => {
    expect(placeCallout({ left: 130, top: 300, right: 220, bottom: 356 }, size, area)).toEqual({ left: 79, top: 356 + GAP, below: true, arrow: 96 });
  });

  it('shifts left to stay on screen, the arrow still at the box', () => {
    const at = placeCallout({ left: 300, top: 300, right: 343, bottom: 356 }, size, area);
    expect(at.left + size.width).toBe(area.right);
    expect(at.left + at.arrow).toBeCloseTo(321.5);
  });

  it('goes over the box when there is no room under it', () => {
    expect(placeCallout({ left: 130, top: 560, right: 220, bottom: 616 }, size, area)).toMatchObject({ top: 560 - GAP - 100, below: false });
  });

  it('with room on neither side, takes the larger and stays in the area', () => {
    const small = { ...area, top: 64, bottom: 230 };
    const at = placeCallout({ left: 130, top: 120, right: 220, bottom: 176 }, size, small);
    expect(at.below).toBe(false);
    expect(at.top).toBe(64);
  });

  it('keeps the arrow off the rounded corners of a box at the edge', () => {
    expect(placeCallout({ left: 8, top: 300, right: 12, bottom: 356 }, size, area).arrow).toBe(12);
    expect(placeCallout({ left: 362, top: 300, right: 367, bottom: 356 }, size, area).arrow).toBe(size.width - 12);
  });
});
