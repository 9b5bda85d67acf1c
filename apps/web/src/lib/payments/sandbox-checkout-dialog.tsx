/**
 * The sandbox gateway's stand-in for Razorpay checkout.js (DESIGN: Providers).
 * Each button calls POST /api/dev/sandbox/checkout with its outcome and
 * settles payWithCard: Pay → the three Razorpay ids, Fail → the gateway's
 * decline description, Dismiss (or Esc, or ×) → dismissed.
 */
import { useTranslation } from 'react-i18next';
import { MESSAGES, sandboxCheckoutResponseSchema, type SandboxCheckoutBody } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { api } from '@/lib/api-client';
import type { SandboxCheckoutRequest } from './dialog-store';
import { formatPaise } from './money';
import type { CardCheckoutOutcome } from './outcomes';
import { useSandboxChoice } from './use-sandbox-choice';

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

  const { pending, error, errorRef, choose } = useSandboxChoice<Outcome>(async (outcome) => {
    const body: SandboxCheckoutBody = { order_id: request.orderId, outcome };
    if (outcome === 'dismiss') {
      // Dismissing changes nothing on the server: it never waits on, or fails with, the call.
      await api.post('/dev/sandbox/checkout', body).catch(() => undefined);
      request.settle({ kind: 'dismissed' });
      return;
    }
    request.settle(toOutcome(await api.post<unknown>('/dev/sandbox/checkout', body)));
  }, t('callFailed'));

  return (
    <Dialog open onClose={() => void choose('dismiss')} title={t('card.title')} description={t('testNotice')} size="sm">
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
      </dl>

      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3">
        <Button
          size="lg"
          data-autofocus=""
          loading={pending === 'success'}
          disabled={pending !== null}
          onClick={() => void choose('success')}
        >
          {t('card.pay', { amount })}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            loading={pending === 'failure'}
            disabled={pending !== null}
            onClick={() => void choose('failure')}
          >
            {t('card.fail')}
          </Button>
          <Button
            variant="ghost"
            loading={pending === 'dismiss'}
            disabled={pending !== null}
            onClick={() => void choose('dismiss')}
          >
            {t('card.dismiss')}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {pending ? t('processing') : ''}
      </p>
    </Dialog>
  );
}
