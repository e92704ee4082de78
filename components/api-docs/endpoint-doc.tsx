import { getTranslations } from 'next-intl/server';
import type { DocumentedEndpoint } from '@/lib/openapi/document';

/** One endpoint of the public API: method, path, summary and a curl example. */
export async function EndpointDoc({ doc, origin }: { doc: DocumentedEndpoint; origin: string }) {
  const t = await getTranslations('ApiPublic');
  const { path, endpoint, example } = doc;
  const url = `${origin}/api/v1/${path}`;
  const curl =
    endpoint.method === 'GET'
      ? `curl '${url}${example && typeof example === 'object' ? `?${new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString()}` : ''}'`
      : `curl -X POST '${url}' \\\n  -H 'content-type: application/json' \\\n  -d '${JSON.stringify(example ?? {})}'`;
  return (
    <section id={`endpoint-${path.replaceAll('/', '-')}`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`endpoint-title-${path.replaceAll('/', '-')}`}>
      <h2 id={`endpoint-title-${path.replaceAll('/', '-')}`} className="mb-1 flex flex-wrap items-baseline gap-2">
        <span className="rounded bg-brand-100 px-2 py-0.5 font-mono text-xs font-bold text-brand-900">{endpoint.method}</span>
        <code className="font-mono text-sm font-semibold break-all">/api/v1/{path}</code>
      </h2>
      <p className="mb-3 text-sm text-slate-700" lang="en">{endpoint.summary}</p>
      <p className="mb-1 text-xs font-semibold text-slate-600">{t('example')}</p>
      <pre tabIndex={0} data-surface="dark" className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" lang="en"><code>{curl}</code></pre>
    </section>
  );
}
