import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { CLIENT_NAMESPACES, clientMessages } from './client-messages';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sources).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe('messages sent to the browser', () => {
  it('cover every namespace a component reads with useTranslations', () => {
    const used = new Set(files.flatMap(({ text }) => [...text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)['"]\s*\)/g)].map((match) => match[1] ?? '')));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(CLIENT_NAMESPACES as readonly string[]).includes(name)).sort()).toEqual([]);
  });

  it('are only looked up by a literal namespace (a computed one could not be checked)', () => {
    const computed = files.filter(({ text }) => /useTranslations\(\s*(?!['"][A-Za-z]+['"]\s*\))/.test(text)).map(({ file }) => file);
    expect(computed).toEqual([]);
  });

  it('exist in both catalogues and leave the server-only namespaces out', () => {
    for (const messages of [th, en]) {
      const sent = clientMessages(messages);
      expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
      expect(sent).not.toHaveProperty('Seo');
      expect(sent).not.toHaveProperty('Pages');
      expect(sent.Login).toEqual(messages.Login);
    }
  });
});
