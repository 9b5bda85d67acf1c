/**
 * /yatra/yatra-details?id=<id>: one yatra (POST yatra_details_by_id):
 * picture, route, description, the day-by-day itinerary, inclusions, every
 * exclusion, prices per person, departures with seats left, the cancellation
 * slabs, and "Book now"; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useYatraFromQuery } from '../api/get-yatra';
import { BookNowPanel } from '../components/book-now-panel';
import { CancellationPolicy } from '../components/cancellation-policy';
import { DetailsSkeleton } from '../components/details-skeleton';
import { Itinerary } from '../components/itinerary';
import { PricingTable } from '../components/pricing-table';
import { TextList } from '../components/text-list';
import { YatraHeading } from '../components/yatra-heading';
import { YatraImage } from '../components/yatra-image';
import { YatraNotFound } from '../components/yatra-not-found';

/** Uttarakhand registers every Char Dham pilgrim (DOMAIN.md): the official portal. */
const UTTARAKHAND_REGISTRATION = 'https://registrationandtouristcare.uk.gov.in/';

export default function YatraDetailsPage() {
  const { t } = useTranslation('yatra');
  const { valid, yatra, notFound } = useYatraFromQuery();
  usePageTitle(yatra.data?.name ?? (valid ? undefined : t('details.notFoundTitle')));

  let body;
  if (notFound) {
    body = <YatraNotFound />;
  } else if (yatra.isPending) {
    body = <DetailsSkeleton />;
  } else if (yatra.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void yatra.refetch()} />;
  } else {
    const item = yatra.data;
    body = (
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 md:grid-cols-5 md:items-center md:gap-8">
          <YatraImage src={item.image} alt={item.name} eager className="rounded-2xl md:col-span-2" />
          <div className="md:col-span-3">
            <YatraHeading yatra={item}>
              {/Uttarakhand/i.test(item.region) && (
                <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  {t('details.registration')}{' '}
                  <a
                    href={UTTARAKHAND_REGISTRATION}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold underline underline-offset-2"
                  >
                    {t('details.registrationLink')}
                  </a>
                </p>
              )}
            </YatraHeading>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="flex min-w-0 flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
            <section aria-labelledby="yatra-about">
              <h2 id="yatra-about" className="text-lg font-bold text-gray-900">
                {t('details.about')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-gray-700">{item.description}</p>
            </section>
            <TextList title={t('details.inclusions')} items={item.inclusions} />
            <TextList
              title={t('details.exclusions')}
              hint={t('details.exclusionsHint')}
              items={item.exclusions}
              marker="cross"
            />
            <PricingTable pricing={item.pricing} />
            <Itinerary days={item.itinerary} />
            <CancellationPolicy slabs={item.cancellationPolicy} />
          </div>
          <BookNowPanel key={item._id} yatra={item} />
        </div>
      </div>
    );
  }

  return <PageContainer width="xl">{body}</PageContainer>;
}
