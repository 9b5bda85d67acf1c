/**
 * The sandbox gateway's stand-in for Razorpay checkout.js (DESIGN: Providers).
 * Each button calls POST /api/dev/sandbox/checkout with its outcome and
 * settles payWithCard: Pay → the three Razorpay ids, Fail → the gateway's
 * decline description, Dismiss (or Esc, or ×) → dismissed. "Pay by" picks
 * the method the sandbox records (Razorpay's payment `method`; UPI first, as
 * most Indian payments are), which refund texts then name.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  PAYMENT_METHODS,
  sandboxCheckoutResponseSchema,
  type PaymentMethod,
  type SandboxCheckoutBody,
} from '@seva/contracts';
import { api } from '@/lib/api-client';
import type { SandboxCheckoutRequest } from './dialog-store';
import { formatPaise } from './money';
import type { CardCheckoutOutcome } from './outcomes';
import { SandboxDialog } from './sandbox-dialog';

type Outcome = SandboxCheckoutBody['outcome'];

function toOutcome(answer: unknown): CardCheckoutOutcome {
  const parsed = sandboxCheckoutResponseSchema.safeParse(answer);
  if (!parsed.success) return { kind: 'failed', description: MESSAGES.paymentFailed };
  const data = parsed.data;
  if (data.status) {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = data;
    return { kind: 'paid', payment: { razorpay_order_id, razorpay_payment_id, razorpay_signature } };
  }
  if ('dismissed' in data) return { kind: 'dismissed' };
  return { kind: 'failed', description: data.error.description || MESSAGES.paymentFailed };
}

export function SandboxCheckoutDialog({ request }: { request: SandboxCheckoutRequest }) {
  const { t } = useTranslation('payments');
  const amount = formatPaise(request.amountPaise);
  const methodId = useId();
  const [method, setMethod] = useState<PaymentMethod>('upi');

  const call = async (outcome: Outcome) => {
    const body: SandboxCheckoutBody = {
      order_id: request.orderId,
      outcome,
      ...(outcome === 'success' ? { method } : {}),
    };
    if (outcome === 'dismiss') {
      // Dismissing changes nothing on the server: it never waits on, or fails with, the call.
      await api.post('/dev/sandbox/checkout', body).catch(() => undefined);
      request.settle({ kind: 'dismissed' });
      return;
    }
    request.settle(toOutcome(await api.post<unknown>('/dev/sandbox/checkout', body)));
  };

  return (
    <SandboxDialog<Outcome>
      title={t('card.title')}
      call={call}
      closeWith="dismiss"
      options={[
        { outcome: 'success', label: t('card.pay', { amount }) },
        { outcome: 'failure', label: t('card.fail') },
        { outcome: 'dismiss', label: t('card.dismiss') },
      ]}
    >
      <dl className="space-y-3 rounded-xl bg-gray-50 p-4 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-gray-600">{t('card.amount')}</dt>
          <dd className="text-lg font-bold text-gray-900">{amount}</dd>
        </div>
        {request.description && (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="shrink-0 text-gray-600">{t('card.for')}</dt>
            <dd className="text-right text-gray-900">{request.description}</dd>
          </div>
        )}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <dt className="text-gray-600">{t('orderId')}</dt>
          <dd className="font-mono text-xs break-all text-gray-900">{request.orderId}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt>
            <label htmlFor={methodId} className="text-gray-600">
              {t('method.label')}
            </label>
          </dt>
          <dd>
            <select
              id={methodId}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              className="rounded-lg border border-gray-300 bg-white px-2 py-1 text-gray-900"
            >
              {PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t(`method.${value}`)}
                </option>
              ))}
            </select>
          </dd>
        </div>
      </dl>
    </SandboxDialog>
  );
}
