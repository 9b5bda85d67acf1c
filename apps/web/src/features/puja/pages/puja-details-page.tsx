/**
 * /puja/puja-details?id=<id>: one puja (GET get_puja_details/:id): picture,
 * temple, "From ₹X" (and its dollar price outside India), description,
 * benefits, what the devotee receives, packages and upcoming dates, and
 * "Book now"; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { DetailsLayout, DetailsSkeleton, LoadError, PageContainer, TextList } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { usePujaFromQuery } from '../api/get-puja';
import { formatAmount } from '../format';
import { ShareButton } from '@/components/share-button';
import { BookNowPanel } from '../components/book-now-panel';
import { PujaHeading } from '../components/puja-heading';
import { PujaNotFound } from '../components/puja-not-found';

export default function PujaDetailsPage() {
  const { t } = useTranslation('puja');
  const { valid, puja, notFound } = usePujaFromQuery();
  usePageTitle(puja.data?.name ?? (valid ? undefined : t('details.notFoundTitle')));

  let body;
  if (notFound) {
    body = <PujaNotFound />;
  } else if (puja.isPending) {
    body = <DetailsSkeleton testId="puja-skeleton" />;
  } else if (puja.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void puja.refetch()} />;
  } else {
    const item = puja.data;
    body = (
      <DetailsLayout
        image={{ src: item.image, alt: t('details.imageAlt', { name: item.name, temple: item.temple }) }}
        heading={
          <PujaHeading puja={item}>
            <p className="mt-2 text-lg font-bold text-gray-900">
              {t('card.from', { price: formatRupees(item.startingPrice) })}
            </p>
            <p className="text-sm text-gray-600">
              {t('card.abroad', { price: formatAmount(item.startingPriceUsd, 'USD') })}
            </p>
            <ShareButton title={item.name} text={item.temple} className="mt-3" />
          </PujaHeading>
        }
        about={{ id: 'puja-about', title: t('details.about'), text: item.description }}
        panel={<BookNowPanel key={item._id} puja={item} />}
      >
        <TextList title={t('details.benefits')} items={item.benefits} />
        <TextList title={t('details.deliverables')} items={item.deliverables} />
      </DetailsLayout>
    );
  }

  return <PageContainer width="xl">{body}</PageContainer>;
}
