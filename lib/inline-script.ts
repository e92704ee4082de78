/**
 * Inline scripts that run a page's own function before its scripts load (the schedule's grid and day
 * picker scroll into place in the first frame). The function is written once, in TypeScript: the effect
 * that does the same after a client-side render calls it, and the inline script is its source text.
 *
 * Allowed by the Content-Security-Policy's hash of each inline script (scripts/web/security-headers.mjs),
 * computed from the HTML as served, so the text may differ between builds.
 */

/**
 * `value` as JSON to sit inside a script element (an inline script's argument, JSON-LD): `<` escaped so
 * that nothing in it (`</script>`, `<!--`) can end the element or change how it is parsed; U+2028 and
 * U+2029 escaped for parsers older than ES2019.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

type Argument = string | number | boolean | null;

/**
 * The source of a script that calls `fn` with `args`. `fn` must be self-contained: a `function` that
 * refers to nothing outside itself but its arguments and the browser's globals (its source is all that
 * is sent; a module constant it named would be undefined there, or renamed by the minifier).
 */
export function inlineCall<A extends Argument[]>(fn: (...args: A) => void, ...args: A): string {
  const source = fn.toString();
  // Its own text could end the element too (a string literal holding `</script>`): refused, not escaped.
  if (/<\/script|<!--/i.test(source)) throw new Error(`${fn.name}: its source cannot sit in a script element`);
  return `(${source})(${args.map(scriptJson).join(',')})`;
}
