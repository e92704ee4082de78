/** Shared with scripts/web/micro-cache.mjs, the production web server's one-second cache of public answers. */
const MICRO_CACHE = Symbol.for('prd.microCache');

type MicroCache = { clear(): void };

/**
 * Empties the web server's micro-cache, so that a catalogue change marked by POST /api/revalidate
 * reaches visitors as soon as Next has rendered the pages again, not up to a second after that (until
 * then Next serves the old copies, which the micro-cache keeps for its second like any other). Nothing
 * happens under `next dev`, which has no micro-cache.
 */
export function clearMicroCache(): void {
  (globalThis as { [MICRO_CACHE]?: MicroCache })[MICRO_CACHE]?.clear();
}
