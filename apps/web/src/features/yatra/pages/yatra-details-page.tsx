/**
 * /yatra/yatra-details?id=<id>: one yatra (POST yatra_details_by_id):
 * picture, route, description, the day-by-day itinerary, inclusions, every
 * exclusion, prices per person, departures with seats left, the cancellation
 * slabs, and "Book now"; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { DetailsLayout, DetailsSkeleton, LoadError, PageContainer, TextList } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useYatraFromQuery } from '../api/get-yatra';
import { ShareButton } from '@/components/share-button';
import { BookNowPanel } from '../components/book-now-panel';
import { CancellationPolicy } from '../components/cancellation-policy';
import { Itinerary } from '../components/itinerary';
import { PricingTable } from '../components/pricing-table';
import { YatraHeading } from '../components/yatra-heading';
import { YatraNotFound } from '../components/yatra-not-found';

/** Uttarakhand registers every Char Dham pilgrim (DOMAIN.md): the official portal. */
const UTTARAKHAND_REGISTRATION = 'https://registrationandtouristcare.uk.gov.in/';
/** A region in Uttarakhand, in English or (for हिं customers, issue 21) in Hindi. */
const IN_UTTARAKHAND = /Uttarakhand|उत्तराखंड/i;

export default function YatraDetailsPage() {
  const { t } = useTranslation('yatra');
  const { valid, yatra, notFound } = useYatraFromQuery();
  usePageTitle(yatra.data?.name ?? (valid ? undefined : t('details.notFoundTitle')));

  let body;
  if (notFound) {
    body = <YatraNotFound />;
  } else if (yatra.isPending) {
    body = <DetailsSkeleton testId="yatra-skeleton" mainHeight="h-64" />;
  } else if (yatra.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void yatra.refetch()} />;
  } else {
    const item = yatra.data;
    body = (
      <DetailsLayout
        image={{ src: item.image, alt: item.name }}
        heading={
          <YatraHeading yatra={item}>
            <ShareButton title={item.name} text={item.region} className="mt-3" />
            {IN_UTTARAKHAND.test(item.region) && (
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
        }
        about={{ id: 'yatra-about', title: t('details.about'), text: item.description }}
        panel={<BookNowPanel key={item._id} yatra={item} />}
      >
        <TextList title={t('details.inclusions')} items={item.inclusions} marker="check" />
        <TextList
          title={t('details.exclusions')}
          hint={t('details.exclusionsHint')}
          items={item.exclusions}
          marker="cross"
        />
        <PricingTable pricing={item.pricing} />
        <Itinerary days={item.itinerary} />
        <CancellationPolicy slabs={item.cancellationPolicy} />
      </DetailsLayout>
    );
  }

  return <PageContainer width="xl">{body}</PageContainer>;
}
