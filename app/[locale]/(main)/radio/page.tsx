import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageHeading } from '@/components/layout/page-heading';
import { NearestStation } from '@/components/radio/nearest-station';
import { RadioMap } from '@/components/radio/radio-map';
import { StationList } from '@/components/radio/station-list';
import { StationTarget } from '@/components/radio/station-target';
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
      {/* Flex with rem bases rather than a grid: with text zoomed to 200 % the list wraps below the map. */}
      <PageMessages namespaces={['Radio', 'Favorites']}>
        <div className="flex flex-wrap gap-6">
          <section aria-labelledby="radio-map-heading" className="min-w-0 grow basis-80 space-y-3 lg:max-w-80">
            <h2 id="radio-map-heading" className="text-lg font-semibold text-slate-900">{t('mapTitle')}</h2>
            <NearestStation stations={stations.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }))} />
            <RadioMap stations={stations} />
          </section>
          <StationList stations={stations} />
          <StationTarget />
        </div>
      </PageMessages>
    </article>
  );
}
