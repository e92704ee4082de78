import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { NearestStation } from '@/components/radio/nearest-station';
import { RadioMap } from '@/components/radio/radio-map';
import { StationList } from '@/components/radio/station-list';
import { JsonLd } from '@/components/seo/json-ld';
import { getRadioStations } from '@/lib/api/portal';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { radioJsonLd } from '@/lib/seo/catalogue';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('radio', routes.radio());

export default async function Page({ params }: LocaleParams) {
  const locale = await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('Radio'), getTranslations('Pages')]);
  const stations = await getRadioStations(locale);
  return (
    <article>
      {stations ? <JsonLd data={await radioJsonLd(locale, stations)} /> : null}
      <PageHeading>{tp('radio')}</PageHeading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <section aria-labelledby="radio-map-heading" className="space-y-3">
          <h2 id="radio-map-heading" className="text-lg font-semibold text-slate-900">{t('mapTitle')}</h2>
          <NearestStation stations={stations.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }))} />
          <RadioMap stations={stations} />
        </section>
        <StationList stations={stations} />
      </div>
    </article>
  );
}
