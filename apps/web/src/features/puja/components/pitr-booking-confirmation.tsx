import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PitrBooking } from '@seva/contracts';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { pujaListPath } from '../links';
import { PitrBookingFacts } from './pitr-booking-facts';

/** "Your pitr paksha ritual is booked.": the booking's summary and the ways on; takes focus so screen readers announce it. */
export function PitrBookingConfirmation({ booking }: { booking: PitrBooking }) {
  const { t } = useTranslation('pitr');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="pitr-booking-confirmed" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-green-700">
        {t('booking.number', { number: booking._id.slice(-8).toUpperCase() })}
      </p>
      <h1
        id="pitr-booking-confirmed"
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl"
      >
        {t('confirmation.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t('confirmation.body')}</p>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <PitrBookingFacts booking={booking} showRitual full />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.history.pitrPaksha} className={buttonClasses('primary', 'lg')}>
          {t('confirmation.history')}
        </Link>
        <Link to={pujaListPath('pitr')} className={buttonClasses('secondary', 'lg')}>
          {t('confirmation.more')}
        </Link>
      </div>
    </section>
  );
}
