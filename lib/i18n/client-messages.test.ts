import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { CLIENT_NAMESPACES, PAGE_NAMESPACES, pickMessages, SHELL_NAMESPACES, shellMessages } from './client-messages';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Source without comments (an apostrophe in one would throw the import pattern off). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const files = ['app', 'components', 'lib'].flatMap(sources).map((file) => ({ file, text: withoutComments(readFileSync(path.join(root, file), 'utf8')) }));
const known = new Set(files.map(({ file }) => file));

/** The project file an import specifier names (`@/…` or relative), if any. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate));
}

/** file -> the files importing it (static imports, re-exports and dynamic imports). */
const importers = new Map<string, Set<string>>();
for (const { file, text } of files) {
  for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (!target) continue;
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target)?.add(file);
  }
}

const namespacesRead = (text: string) => [...text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)['"]\s*\)/g)].map((match) => match[1] ?? '');

/** The route files (pages, layouts, not-found, error, loading...) whose module graph holds a file reading `namespace`. */
function routeFilesReaching(namespace: string): string[] {
  const queue = files.filter(({ text }) => namespacesRead(text).includes(namespace)).map(({ file }) => file);
  const seen = new Set<string>();
  const routes = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/^app\/.*\/(page|layout|template|default|not-found|error|global-error|loading)\.tsx$/.test(file)) routes.add(file);
    queue.push(...(importers.get(file) ?? []));
  }
  return [...routes].sort();
}

/** The namespaces a page sends with `<PageMessages namespaces={[...]}>`. */
function sentByPage(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/<PageMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((match) => [...(match[1] ?? '').matchAll(/'([A-Za-z]+)'/g)].map((name) => name[1] ?? ''));
}

describe('messages sent to the browser', () => {
  it('cover every namespace a component reads with useTranslations', () => {
    const used = new Set(files.flatMap(({ text }) => namespacesRead(text)));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(CLIENT_NAMESPACES as readonly string[]).includes(name)).sort()).toEqual([]);
  });

  it('are only looked up by a literal namespace (a computed one could not be checked)', () => {
    const computed = files.filter(({ text }) => /useTranslations\(\s*(?!['"][A-Za-z]+['"]\s*\))/.test(text)).map(({ file }) => file);
    expect(computed).toEqual([]);
  });

  it('a page namespace is read only under pages that send it, never from a layout or a shared view', () => {
    const problems: string[] = [];
    for (const namespace of PAGE_NAMESPACES) {
      const reached = routeFilesReaching(namespace);
      if (reached.length === 0) problems.push(`${namespace}: read by no page (move it out of PAGE_NAMESPACES or drop it)`);
      for (const route of reached) {
        if (!route.endsWith('/page.tsx')) problems.push(`${namespace}: reached from ${route}, which is not a page (make it a shell namespace)`);
        else if (!sentByPage(route).includes(namespace)) problems.push(`${namespace}: ${route} does not send it in <PageMessages>`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the check above finds a page namespace read under the root layout', () => {
    // The sign-in dialog is opened from the layout's top bar: its namespace must stay a shell one.
    expect(routeFilesReaching('Login')).toContain('app/[locale]/layout.tsx');
    expect(routeFilesReaching('Share')).toEqual(['app/[locale]/vod/[id]/page.tsx']);
    expect(sentByPage('app/[locale]/vod/[id]/page.tsx')).toEqual(expect.arrayContaining(['Share', 'Favorites']));
  });

  it('pages send no namespace the shell already sends, and nothing unknown', () => {
    const pages = files.filter(({ text }) => text.includes('<PageMessages')).map(({ file }) => file);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      for (const name of sentByPage(page)) expect({ page, name, page_namespace: (PAGE_NAMESPACES as readonly string[]).includes(name) }).toEqual({ page, name, page_namespace: true });
    }
    expect(SHELL_NAMESPACES.filter((name) => (PAGE_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  it('exist in both catalogues and leave the server-only namespaces out of the shell', () => {
    for (const messages of [th, en]) {
      const shell = shellMessages(messages);
      expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort());
      expect(Object.keys(pickMessages(messages, PAGE_NAMESPACES)).sort()).toEqual([...PAGE_NAMESPACES].sort());
      expect(shell).not.toHaveProperty('Seo');
      expect(shell).not.toHaveProperty('Profile');
      expect(shell.Login).toEqual(messages.Login);
    }
  });
});
