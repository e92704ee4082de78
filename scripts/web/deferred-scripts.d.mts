// Types of deferred-scripts.mjs for the TypeScript that imports it (e2e/fixtures.ts).
export const LOADER_START: string;
export function deferPageScripts(html: string): string;
export function pageScriptSources(html: string): string[];
