/**
 * Pay for a recharge or bill, then do it (SPEC §4: pay first, then call the
 * service). Visitors get "Please login" and the login modal, and pay nothing
 * (SPEC §5). A dismissed checkout charges nothing and says so. A failed card
 * payment is recorded as CANCEL (failed-recharge) when its order is known,
 * then toasts "Payment Failed." (SPEC §8). A paid one calls rechargeData
 * (kind 'recharge') or billPayment (kind 'bill'), shows the order's result
 * screen (?order=<id>), and sends the SPEC records in the background
 * (sendRechargeRecords).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type {
  FetchedBill,
  RazorpayPayment,
  RechargeBody,
  RechargeOperator,
  RechargePlan,
  RechargeResult,
  RechargeService,
} from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { CardPaymentError, paymentNotice, payWithCard, showPaymentError } from '@/lib/payments';
import { useSession } from '@/lib/session';
import { billPayment, rechargeData } from '../api/pay-recharge';
import { rechargeKeys } from '../api/query-keys';
import { recordRechargeFailed } from '../api/recharge-records';
import { knownPosition } from '../known-position';
import { QUERY } from '../links';
import { sendRechargeRecords } from '../send-records';
import { useServiceName } from './use-service-name';

export type RechargePayInput = {
  operator: RechargeOperator;
  /** The cleaned number. */
  number: string;
  /** Rupees. */
  amount: number;
  /** The telecom circle code (mobile prepaid), else null. */
  circle: string | null;
  /** The fetched bill being paid (fetch-first billers). */
  bill?: FetchedBill;
  /** The plan chosen (kept on the order: "Repeat" and the validity reminder, issue 23). */
  plan?: RechargePlan | null;
};

type Payload = Omit<RechargeBody, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature'>;

/** `pay(input)` runs the whole flow; `paying` holds from the login check to the service's answer. */
export function useRechargePayment(service: RechargeService) {
  const { t } = useTranslation(['recharge', 'messages']);
  const serviceName = useServiceName();
  const { customer, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [paying, setPaying] = useState(false);

  const recordFailure = (payload: Payload, input: RechargePayInput, error: unknown) => {
    if (!(error instanceof CardPaymentError)) return; // No order was created: nothing to record.
    recordRechargeFailed({
      number: payload.number,
      product_code: payload.product_code,
      product_name: payload.product_name,
      bill_type: payload.bill_type,
      amount: payload.amount,
      latitude: payload.latitude,
      longitude: payload.longitude,
      ...(input.bill && { fetched_bill_order_id: input.bill.fetched_bill_order_id }),
      razorpayOrderId: error.orderId,
      status: 'CANCEL',
      message: error.message.slice(0, 300),
    }).catch(() => {
      // A record only: the payment failed either way, and the customer is told below.
    });
  };

  const callService = (payload: Payload, checkout: RazorpayPayment, bill: FetchedBill | undefined) =>
    service.kind === 'bill'
      ? billPayment({
          ...payload,
          ...checkout,
          ...(bill && { fetched_bill_order_id: bill.fetched_bill_order_id, bill_fetch_ref: bill.bill_fetch_ref }),
        })
      : rechargeData({ ...payload, ...checkout });

  const showResult = (result: RechargeResult, checkout: RazorpayPayment) => {
    const order = result.data;
    queryClient.setQueryData(rechargeKeys.order(order._id), order);
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.set(QUERY.order, order._id);
      return next;
    });
    void sendRechargeRecords(result, checkout).then(() =>
      queryClient.invalidateQueries({ queryKey: rechargeKeys.order(order._id) }),
    );
    // Recent numbers and saved billers' "Paid" follow from this order (issue 23).
    void queryClient.invalidateQueries({ queryKey: rechargeKeys.recent(order.userId) });
    void queryClient.invalidateQueries({ queryKey: rechargeKeys.billers(order.userId) });
  };

  const pay = async (input: RechargePayInput) => {
    if (paying) return;
    if (!isLoggedIn) {
      toast.warning(t('messages:pleaseLogin'));
      openModal('login');
      return;
    }
    setPaying(true);
    try {
      const position = await knownPosition();
      const payload: Payload = {
        number: input.number,
        product_code: input.operator.product_code,
        product_name: input.operator.name,
        bill_type: service.slug,
        amount: input.amount,
        ...position,
        ...(input.circle && { circle: input.circle }),
        ...(input.plan && { plan_id: input.plan.id }),
      };

      let payment;
      try {
        payment = await payWithCard({
          amount: input.amount,
          purpose: 'recharge',
          description: t('pay.description', {
            service: serviceName(service),
            operator: input.operator.name,
            number: input.number,
          }),
          prefill: {
            name: (customer && displayName({ ...customer, mobile: '' })) || undefined,
            contact: customer?.mobile || undefined,
            email: customer?.email || undefined,
          },
        });
      } catch (error) {
        recordFailure(payload, input, error);
        showPaymentError(error);
        return;
      }
      if (!payment.status) {
        toast.info(paymentNotice(payment.message), { description: t('pay.nothingCharged') });
        return;
      }

      try {
        showResult(await callService(payload, payment.result, input.bill), payment.result);
      } catch (error) {
        toast.error(errorMessage(error, t('pay.serviceFailed')), { description: t('pay.serviceFailedHint') });
      }
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
}
