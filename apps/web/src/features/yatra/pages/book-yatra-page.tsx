/**
 * /yatra/yatra-details/book-yatra?id=<id>[&departure=<id>] (signed-in): the
 * booking form for one yatra; "Pay ₹X" takes the card payment, then
 * bookyatra, and the page turns into the confirmation.
 */
import { useTranslation } from 'react-i18next';
import type { YatraDetails } from '@seva/contracts';
import { BookingLayout, DetailsSkeleton, LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useYatraFromQuery } from '../api/get-yatra';
import { BookingConfirmation } from '../components/booking-confirmation';
import { BookingForm } from '../components/booking-form';
import { YatraHeading } from '../components/yatra-heading';
import { YatraNotFound } from '../components/yatra-not-found';
import { useYatraPayment } from '../hooks/use-yatra-payment';
import { yatraDetailsPath } from '../links';

function Booking({ yatra, initialDeparture }: { yatra: YatraDetails; initialDeparture?: string }) {
  const { t } = useTranslation('yatra');
  const { pay, paying, booking, refusal } = useYatraPayment(yatra);

  if (booking) return <BookingConfirmation booking={booking} />;
  const bookable = yatra.departures.some((d) => d.bookable && d.seatsLeft > 0);
  return (
    <BookingLayout
      back={{ to: yatraDetailsPath(yatra._id), label: t('book.back') }}
      heading={<YatraHeading yatra={yatra} title={t('book.title', { name: yatra.name })} />}
    >
      {bookable || paying || refusal ? (
        <BookingForm
          yatra={yatra}
          initialDeparture={initialDeparture}
          paying={paying}
          refusal={refusal}
          onSubmit={(form) => void pay(form)}
        />
      ) : (
        <p className="text-gray-700">{t('book.unavailable')}</p>
      )}
    </BookingLayout>
  );
}

export default function BookYatraPage() {
  const { t } = useTranslation('yatra');
  const { params, valid, yatra, notFound } = useYatraFromQuery();
  usePageTitle(
    yatra.data ? t('book.title', { name: yatra.data.name }) : valid ? undefined : t('details.notFoundTitle'),
  );

  let body;
  if (notFound) {
    body = <YatraNotFound />;
  } else if (yatra.isPending) {
    body = <DetailsSkeleton testId="yatra-skeleton" mainHeight="h-64" />;
  } else if (yatra.isError) {
    body = <LoadError message={t('book.loadFailed')} onRetry={() => void yatra.refetch()} />;
  } else {
    body = <Booking key={yatra.data._id} yatra={yatra.data} initialDeparture={params.get('departure') ?? undefined} />;
  }

  return <PageContainer width="md">{body}</PageContainer>;
}
