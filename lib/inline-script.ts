/**
 * Inline scripts that run a page's own function before its scripts load (the schedule's grid and day
 * picker scroll into place in the first frame). The function is written once, in TypeScript: the effect
 * that does the same after a client-side render calls it, and the inline script is its source text.
 *
 * Allowed by the Content-Security-Policy's hash of each inline script (scripts/web/security-headers.mjs),
 * computed from the HTML as served, so the text may differ between builds.
 */

/**
 * `value` as a JavaScript expression inside an inline script: JSON, with `<` escaped so that nothing in
 * it (`</script>`, `<!--`) can end the script element or change how it is parsed.
 */
export function inlineScriptArgument(value: string | number | boolean | null): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The source of a script that calls `fn` with `args`. `fn` must be self-contained: a `function` that
 * refers to nothing outside itself but its arguments and the browser's globals (its source is all that
 * is sent; a module constant it named would be undefined there, or renamed by the minifier).
 */
export function inlineCall<A extends (string | number | boolean | null)[]>(fn: (...args: A) => void, ...args: A): string {
  return `(${fn.toString()})(${args.map(inlineScriptArgument).join(',')})`;
}
