import { Button } from '@/components/ui';
import { PaypalStep } from './paypal-step';

type PaySectionProps = {
  /** The chosen package's price as it is paid: "₹7,100", or "$88.99" from abroad. */
  amount: string;
  /** How the chosen country pays, above the button ("From India you pay by card…"). */
  hint: string;
  /** The submit button's words: "Pay ₹7,100", "Continue to PayPal · $88.99". */
  label: string;
  /** Whose words the PayPal step uses (puja.json or pitr.json). */
  namespace: 'puja' | 'pitr';
  /** A payment or the booking is running. */
  paying: boolean;
  /** The PayPal step is open: it stands in for the button. */
  paypalOpen: boolean;
  /** No package is chosen. */
  disabled: boolean;
  onCancelPaypal: () => void;
};

/**
 * The foot of a booking form paid by card from India or by PayPal from
 * abroad (SPEC §9): how the country pays and the submit button, or the
 * PayPal step once it is open.
 */
export function PaySection({
  amount,
  hint,
  label,
  namespace,
  paying,
  paypalOpen,
  disabled,
  onCancelPaypal,
}: PaySectionProps) {
  if (paypalOpen)
    return <PaypalStep namespace={namespace} amount={amount} booking={paying} onCancel={onCancelPaypal} />;
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <p className="text-sm text-gray-600">{hint}</p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={paying} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}
