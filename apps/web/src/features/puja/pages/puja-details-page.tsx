/**
 * /puja/puja-details?id=<id>: one puja (GET get_puja_details/:id): picture,
 * temple, description, benefits, what the devotee receives, packages and
 * upcoming dates, and "Book now"; a 404 state for unknown ids.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { usePujaFromQuery } from '../api/get-puja';
import { BookNowPanel } from '../components/book-now-panel';
import { DetailsSkeleton } from '../components/details-skeleton';
import { PujaHeading } from '../components/puja-heading';
import { PujaImage } from '../components/puja-image';
import { PujaNotFound } from '../components/puja-not-found';
import { TextList } from '../components/text-list';

export default function PujaDetailsPage() {
  const { t } = useTranslation('puja');
  const { valid, puja, notFound } = usePujaFromQuery();
  usePageTitle(puja.data?.name ?? (valid ? undefined : t('details.notFoundTitle')));

  let body;
  if (notFound) {
    body = <PujaNotFound />;
  } else if (puja.isPending) {
    body = <DetailsSkeleton />;
  } else if (puja.isError) {
    body = <LoadError message={t('details.loadFailed')} onRetry={() => void puja.refetch()} />;
  } else {
    const item = puja.data;
    body = (
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 md:grid-cols-5 md:items-center md:gap-8">
          <PujaImage
            src={item.image}
            alt={t('details.imageAlt', { name: item.name, temple: item.temple })}
            eager
            className="rounded-2xl md:col-span-2"
          />
          <div className="md:col-span-3">
            <PujaHeading puja={item}>
              <p className="mt-2 text-lg font-bold text-gray-900">
                {t('card.from', { price: formatRupees(item.startingPrice) })}
              </p>
            </PujaHeading>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="flex min-w-0 flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
            <section aria-labelledby="puja-about">
              <h2 id="puja-about" className="text-lg font-bold text-gray-900">
                {t('details.about')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-gray-700">{item.description}</p>
            </section>
            <TextList title={t('details.benefits')} items={item.benefits} />
            <TextList title={t('details.deliverables')} items={item.deliverables} />
          </div>
          <BookNowPanel key={item._id} puja={item} />
        </div>
      </div>
    );
  }

  return <PageContainer width="xl">{body}</PageContainer>;
}
