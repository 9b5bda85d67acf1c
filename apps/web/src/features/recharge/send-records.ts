/**
 * The SPEC §4 records after a paid recharge, sent in the background. The
 * server has already done the work (verified the payment, called the
 * provider, refunds a failure itself), so these only keep the SPEC's
 * records: status 1 → success-recharge; status 0 → refund-recharge and, when
 * the refund's entity is 'refund', refund-success-rechar; status 2 (pending)
 * → nothing yet (the server finishes it). A 409 means the server already
 * holds that record, and any other failure leaves the server's own record
 * standing: neither is the customer's concern, so both are ignored silently.
 */
import { PROVIDER_STATUS, type RazorpayPayment, type RechargeResult } from '@seva/contracts';
import { recordRechargeSuccess, recordRefundSuccess, requestRechargeRefund } from './api/recharge-records';

export async function sendRechargeRecords(result: RechargeResult, checkout: RazorpayPayment): Promise<void> {
  const order = result.data;
  try {
    if (result.status === PROVIDER_STATUS.success) {
      await recordRechargeSuccess({
        userId: order.userId,
        mobile: order.mobile,
        operatorId: order.operatorId,
        amount: order.amount,
        number: order.number,
        operator_reference: order.operator_reference,
        razorpayOrderId: order.razorpayOrderId ?? checkout.razorpay_order_id,
        rechargeOrderId: order.rechargeOrderId,
        request_id: order.request_id,
        message: order.message.slice(0, 300),
        billType: order.billType,
        productName: order.productName,
      });
    } else if (result.status === PROVIDER_STATUS.failed) {
      const paymentId = checkout.razorpay_payment_id;
      const refund = await requestRechargeRefund({ amount: order.amount, paymentId });
      if (refund.data.entity === 'refund' && refund.data.id) {
        await recordRefundSuccess({ paymentId, refundId: refund.data.id, amount: refund.data.amount });
      }
    }
  } catch {
    // See above: a record the server already has (409) or keeps itself.
  }
}
