/**
 * /puja/puja-details/book-puja?id=<id>[&package=<code>&date=<YYYY-MM-DD>]
 * (signed-in): the booking form for one puja; "Pay ₹X" takes the card
 * payment, then book_puja, and the page turns into the confirmation. A
 * ritual of kind 'pitr' gets the pitr paksha form instead (PitrBooking):
 * the same page, as SPEC §2 names no route of its own for it.
 */
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { BookingLayout, DetailsSkeleton, LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { usePujaFromQuery } from '../api/get-puja';
import { BookingConfirmation } from '../components/booking-confirmation';
import { BookingForm } from '../components/booking-form';
import { PitrBooking } from '../components/pitr-booking';
import { PujaHeading } from '../components/puja-heading';
import { PujaNotFound } from '../components/puja-not-found';
import { usePujaPayment } from '../components/use-puja-payment';
import { pujaDetailsPath } from '../links';

function Booking({ puja, initial }: { puja: PujaDetails; initial: { packageCode?: string; date?: string } }) {
  const { t } = useTranslation('puja');
  const { pay, paying, booking } = usePujaPayment(puja);

  if (booking) return <BookingConfirmation booking={booking} />;
  const bookable = puja.packages.length > 0 && puja.dates.length > 0;
  return (
    <BookingLayout
      back={{ to: pujaDetailsPath(puja._id), label: t('book.back') }}
      heading={<PujaHeading puja={puja} title={t('book.title', { name: puja.name })} />}
    >
      {bookable ? (
        <BookingForm puja={puja} initial={initial} paying={paying} onSubmit={(form) => void pay(form)} />
      ) : (
        <p className="text-gray-700">{t('book.unavailable')}</p>
      )}
    </BookingLayout>
  );
}

export default function BookPujaPage() {
  const { t } = useTranslation('puja');
  const { params, valid, puja, notFound } = usePujaFromQuery();
  usePageTitle(puja.data ? t('book.title', { name: puja.data.name }) : valid ? undefined : t('details.notFoundTitle'));

  let body;
  if (notFound) {
    body = <PujaNotFound />;
  } else if (puja.isPending) {
    body = <DetailsSkeleton testId="puja-skeleton" />;
  } else if (puja.isError) {
    body = <LoadError message={t('book.loadFailed')} onRetry={() => void puja.refetch()} />;
  } else {
    const initial = { packageCode: params.get('package') ?? undefined, date: params.get('date') ?? undefined };
    body =
      puja.data.kind === 'pitr' ? (
        <PitrBooking key={puja.data._id} puja={puja.data} initial={initial} />
      ) : (
        <Booking key={puja.data._id} puja={puja.data} initial={initial} />
      );
  }

  return <PageContainer width="md">{body}</PageContainer>;
}
