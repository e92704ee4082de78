import { suggestedCpuMultiplier } from './cpu-slowdown.mjs';

describe('suggestedCpuMultiplier', () => {
  it("gives Lighthouse's default ×4 for the high-end desktop it was set for, more for a faster host, less for a slower one", () => {
    expect(suggestedCpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(suggestedCpuMultiplier(2000)).toBeCloseTo(6, 1);
    expect(suggestedCpuMultiplier(3700)).toBeGreaterThan(13);
    expect(suggestedCpuMultiplier(1300)).toBeCloseTo(3, 5);
    expect(suggestedCpuMultiplier(1200)).toBeCloseTo(2.8, 5);
    expect(suggestedCpuMultiplier(800)).toBeCloseTo(2, 5);
    expect(suggestedCpuMultiplier(150)).toBeCloseTo(1, 5);
  });

  it('rises with the index without a jump where its pieces meet', () => {
    for (const edge of [800, 1300]) expect(suggestedCpuMultiplier(edge - 0.001)).toBeCloseTo(suggestedCpuMultiplier(edge), 3);
    let previous = 0;
    for (let index = 150; index <= 4000; index += 50) {
      expect(suggestedCpuMultiplier(index)).toBeGreaterThan(previous);
      previous = suggestedCpuMultiplier(index);
    }
  });

  it('gives none for a host too slow to emulate a phone on, or no index at all', () => {
    expect(suggestedCpuMultiplier(120)).toBeUndefined();
    expect(suggestedCpuMultiplier(undefined)).toBeUndefined();
    expect(suggestedCpuMultiplier(Number.NaN)).toBeUndefined();
  });
});
