// Lighthouse's CPU slowdown for a host: used by scripts/bench.mjs, unit-tested in cpu-slowdown.test.mjs.

/**
 * The CPU slowdown Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown") points
 * to for a host of this benchmark index: its CPU slowdown calculator's piecewise-linear mapping, under
 * which the default ×4 is right for an index of about 1,533 (a high-end desktop) and every host emulates
 * the same mid-tier phone. Below an index of 150 it gives none.
 */
export function suggestedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
