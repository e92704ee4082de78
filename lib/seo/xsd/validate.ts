// Test helper (Jest and Playwright): validates sitemap XML with libxml2 (xmllint-wasm, a devDependency).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const file = (name: string) => ({ fileName: name, contents: readFileSync(join(__dirname, name), 'utf8') });

/** Validates a urlset against sitemap.xsd (with xhtml:link), or a sitemapindex against siteindex.xsd. */
export async function validateSitemap(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const index = /<sitemapindex[\s>]/.test(xml);
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: index ? file('siteindex.xsd') : file('sitemap-hreflang.xsd'),
    preload: index ? [] : [file('sitemap.xsd'), file('xhtml-link.xsd')],
    maxMemoryPages: 1024,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
