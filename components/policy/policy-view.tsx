import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { POLICY_REVISED, policies } from '@/lib/content/policies';
import { formatDate } from '@/lib/format';
import type { PolicyPage } from '@/lib/site';

/** A policy page: heading, revision date, contents and sections (paragraphs, then the items some sections list) in the page's language. */
export async function PolicyView({ page, locale }: { page: PolicyPage; locale: 'th' | 'en' }) {
  const [t, tp] = await Promise.all([getTranslations('Policy'), getTranslations('Pages')]);
  const doc = policies[page][locale];
  return (
    <article className="max-w-3xl">
      <PageHeading>{tp(page)}</PageHeading>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t('updated', { date: formatDate(`${POLICY_REVISED[page]}T05:00:00Z`, locale, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p>
      <nav aria-labelledby="policy-contents" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="policy-contents" className="mb-2 text-sm font-semibold text-slate-700">{t('contents')}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((s, i) => <li key={s.heading}><a href={`#section-${i + 1}`} className="text-brand-700 hover:underline">{s.heading}</a></li>)}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.heading} id={`section-${i + 1}`} className="mb-6 scroll-mt-24">
          <h2 className="mb-2 text-xl font-semibold text-slate-900">{i + 1}. {s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p} className="mb-2 leading-relaxed text-slate-800">{p}</p>)}
          {s.items ? (
            <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
              {s.items.map((item) => (
                <div
                  key={item.names.join()}
                  className="gap-x-4 px-4 py-3 sm:grid sm:grid-cols-[minmax(0,15rem)_1fr]"
                  // The names one under the other, the room the text beside them needs below the last.
                  style={{ gridTemplateRows: `repeat(${item.names.length - 1}, auto) 1fr` }}
                >
                  {item.names.map((name) => (
                    <dt key={name} className="font-mono text-[0.8125rem] font-semibold text-slate-900 [overflow-wrap:anywhere] sm:col-start-1">
                      {name}
                    </dt>
                  ))}
                  {/* Beside all its names where they sit side by side (the grid from sm); under them on a phone. */}
                  <dd className="mt-1 leading-relaxed text-slate-800 sm:col-start-2 sm:mt-0" style={{ gridRow: `1 / span ${item.names.length}` }}>
                    {item.purpose}
                    <span className="mt-1 block text-slate-600">{t('kept', { time: item.kept })}</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
    </article>
  );
}
