/**
 * Pay for the cart, then place the order (SPEC §4: pay first, then the
 * service); the placed order is `placed`, for the page to confirm (issue 20). Dismissal toasts the checkout's message and places nothing; a
 * failed payment, or an order call that does not answer status true, shows
 * "Payment Failed." (SPEC §8) through showPaymentError.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGES, type Address, type Order } from '@seva/contracts';
import { paymentNotice, payWithCard, showPaymentError } from '@/lib/payments';
import { useSession } from '@/lib/session';
import { useOrderProduct } from '../api/order-product';

/**
 * `pay(address, amount)` runs the whole flow; `paying` holds from the checkout to the order's answer;
 * `placed` is the order once placed (null before).
 */
export function useCheckout() {
  const { t } = useTranslation('shop');
  const { customer } = useSession();
  const orderProduct = useOrderProduct();
  const [paying, setPaying] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);

  const pay = async (address: Address, amount: number) => {
    if (paying) return;
    setPaying(true);
    try {
      const payment = await payWithCard({
        amount,
        purpose: 'cart',
        purposeId: address._id,
        description: t('checkout.description'),
        prefill: { name: address.name, contact: address.mobile, email: customer?.email || undefined },
      });
      if (!payment.status) {
        toast.info(paymentNotice(payment.message));
        return;
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
      const order = await orderProduct.mutateAsync({
        customerName: address.name,
        addressId: address._id,
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      });
      if (!order.status) throw new Error(order.message || MESSAGES.paymentFailed);
      toast.success(order.message || t('checkout.placed'));
      setPlaced(order.data);
    } catch (error) {
      showPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, placed };
}
