/**
 * Pay for a plan, then activate it (SPEC §4: pay first, then the service).
 * Dismissal toasts the checkout's message and activates nothing; a payment
 * that fails (or an order the server refuses, e.g. a changed price) shows
 * "Payment Failed." (SPEC §8) with the reason; an activation the server
 * refuses (it refunds the payment) toasts its message, else "Payment
 * Failed.". Each failure also stays on the page as `refusal`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MembershipPlan, MembershipStatus } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/format';
import { paymentNotice, payWithCard, showPaymentError } from '@/lib/payments';
import { useSession } from '@/lib/session';
import { useBuyMembership } from '../api/buy-membership';

/** What an activation left: the member's new status and the payment (pay_…) that bought it. */
export type Activation = { status: MembershipStatus; paymentId: string };

/** `pay()` runs the whole flow; `paying` holds from checkout to the server's answer; `activated` is the result. */
export function useMembershipPayment(plan: MembershipPlan) {
  const { t } = useTranslation(['membership', 'messages']);
  const { customer } = useSession();
  const buy = useBuyMembership();
  const [paying, setPaying] = useState(false);
  const [activated, setActivated] = useState<Activation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setRefusal(null);
    let payment;
    try {
      payment = await payWithCard({
        amount: plan.price,
        purpose: 'membership',
        purposeId: plan._id,
        description: t('checkout.paymentDescription', { name: plan.name }),
        prefill: {
          name: customer ? displayName({ ...customer, mobile: '' }) || undefined : undefined,
          contact: customer?.mobile || undefined,
          email: customer?.email || undefined,
        },
      });
    } catch (error) {
      showPaymentError(error);
      setRefusal(error instanceof Error && error.message ? error.message : t('messages:paymentFailed'));
      setPaying(false);
      return;
    }
    if (!payment.status) {
      toast.info(paymentNotice(payment.message));
      setPaying(false);
      return;
    }
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
    try {
      const answer = await buy.mutateAsync({
        planId: plan._id,
        razorpayOrderId: razorpay_order_id,
        razorpayPaymentId: razorpay_payment_id,
        razorpaySignature: razorpay_signature,
      });
      setActivated({ status: answer.data, paymentId: razorpay_payment_id });
    } catch (error) {
      const message = errorMessage(error, t('messages:paymentFailed'));
      setRefusal(message);
      toast.error(message);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, activated, refusal };
}
