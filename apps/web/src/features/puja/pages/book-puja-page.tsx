/**
 * /puja/puja-details/book-puja?id=<id>[&package=<code>&date=<YYYY-MM-DD>]
 * (signed-in): the booking form for one puja; from India "Pay ₹X" takes the
 * card payment, from abroad the PayPal step takes dollars, then book_puja,
 * and the page turns into the confirmation. A ritual of kind 'pitr' gets the
 * pitr paksha form instead (PitrBooking): the same page, as SPEC §2 names no
 * route of its own for it.
 */
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { DetailsSkeleton, LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { usePujaFromQuery } from '../api/get-puja';
import { BookingConfirmation } from '../components/booking-confirmation';
import { BookingForm } from '../components/booking-form';
import { BookingFormFrame } from '../components/booking-form-frame';
import { PitrBooking } from '../components/pitr-booking';
import { PujaNotFound } from '../components/puja-not-found';
import { usePujaPayment } from '../hooks/use-puja-payment';

function Booking({ puja, initial }: { puja: PujaDetails; initial: { packageCode?: string; date?: string } }) {
  const { booking, ...payment } = usePujaPayment(puja);

  if (booking) return <BookingConfirmation booking={booking} />;
  return (
    <BookingFormFrame puja={puja} payment={payment}>
      {(form) => <BookingForm puja={puja} initial={initial} {...form} />}
    </BookingFormFrame>
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
