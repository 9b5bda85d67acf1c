import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/components/ui';
import { PAYPAL_CONTAINER_ID } from '../hooks/use-booking-payment';

type PaypalStepProps = {
  /** Whose words: the `paypal` strings of puja.json or pitr.json. */
  namespace: 'puja' | 'pitr';
  /** "$88.99", the price being paid. */
  amount: string;
  /** True once PayPal has confirmed and the booking is being made. */
  booking: boolean;
  onCancel: () => void;
};

/**
 * The PayPal step of a booking from abroad: what is paid, the container
 * payWithPaypal renders PayPal's button into, and "Change details" to go
 * back to the form. Takes focus when it opens, as the form's button it
 * replaces had it.
 */
export function PaypalStep({ namespace, amount, booking, onCancel }: PaypalStepProps) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-primary/30 bg-primary-50 p-4">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold text-gray-900 focus:outline-none">
        {t('paypal.title', { amount })}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('paypal.body')}</p>
      <div id={PAYPAL_CONTAINER_ID} className="mt-4" hidden={booking} />
      <div role="status" className="mt-2 text-sm text-gray-700">
        {booking && (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" decorative />
            {t('paypal.booking')}
          </span>
        )}
      </div>
      <Button variant="ghost" className="mt-2" disabled={booking} onClick={onCancel}>
        {t('paypal.change')}
      </Button>
    </section>
  );
}
