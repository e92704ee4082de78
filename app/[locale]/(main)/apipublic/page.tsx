import { getTranslations } from 'next-intl/server';
import { EndpointDoc } from '@/components/api-docs/endpoint-doc';
import { PageHeading } from '@/components/layout/page-heading';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { publicEndpoints } from '@/lib/openapi/document';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { publicOrigin } from '@/lib/seo/origin';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('apipublic', routes.apipublic());

/**
 * The public catalogue API, rendered from the OpenAPI document generated from lib/contract. A cached
 * page: the examples use the configured public origin, never the request's Host header.
 */
export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('ApiPublic'), getTranslations('Pages')]);
  const origin = publicOrigin();
  const docs = publicEndpoints().filter((doc) => doc.endpoint.browser);
  return (
    <article>
      <PageHeading>{tp('apipublic')}</PageHeading>
      <div className="mb-6 max-w-3xl space-y-2 text-slate-700">
        <p>{tp('apipublicIntro')}</p>
        <p>{t('languageNote')}</p>
        <p>{t('errors', { shape: '{ "error": { "code", "message" } }' })}</p>
        <p>
          <a href="/api/openapi.json" className="font-semibold text-brand-700 underline">{t('openapi')}</a> <span className="text-sm">(/api/openapi.json)</span>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {docs.map((doc) => <EndpointDoc key={doc.path} doc={doc} origin={origin} />)}
      </div>
    </article>
  );
}
