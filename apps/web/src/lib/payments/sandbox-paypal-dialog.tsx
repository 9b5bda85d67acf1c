/**
 * The sandbox stand-in for PayPal's approval window (DESIGN: Providers).
 * Each button calls POST /api/dev/sandbox/paypal/approve with its outcome and
 * settles the stand-in button: Approve → onApprove, Cancel (or Esc, or ×) →
 * onCancel, Error → onError.
 */
import { useTranslation } from 'react-i18next';
import { PAYPAL_MESSAGES, sandboxPaypalApproveResponseSchema } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { api } from '@/lib/api-client';
import type { SandboxPaypalRequest } from './dialog-store';
import type { PaypalApprovalOutcome } from './outcomes';
import { useSandboxChoice } from './use-sandbox-choice';

type Outcome = 'approve' | 'cancel' | 'error';

function toOutcome(answer: unknown): PaypalApprovalOutcome {
  const parsed = sandboxPaypalApproveResponseSchema.safeParse(answer);
  if (!parsed.success) return { kind: 'error', message: PAYPAL_MESSAGES.paymentError };
  const data = parsed.data;
  if (data.success) return { kind: 'approved', orderID: data.orderID, payerID: data.payerID };
  if ('cancelled' in data) return { kind: 'cancelled' };
  return { kind: 'error', message: data.error };
}

export function SandboxPaypalDialog({ request }: { request: SandboxPaypalRequest }) {
  const { t } = useTranslation('payments');

  const { pending, error, errorRef, choose } = useSandboxChoice<Outcome>(async (outcome) => {
    const body = { orderID: request.orderID, outcome };
    if (outcome === 'cancel') {
      // Cancelling changes nothing on the server: it never waits on, or fails with, the call.
      await api.post('/dev/sandbox/paypal/approve', body).catch(() => undefined);
      request.settle({ kind: 'cancelled' });
      return;
    }
    request.settle(toOutcome(await api.post<unknown>('/dev/sandbox/paypal/approve', body)));
  }, t('callFailed'));

  return (
    <Dialog
      open
      onClose={() => void choose('cancel')}
      title={t('paypal.title')}
      description={t('testNotice')}
      size="sm"
    >
      <dl className="rounded-xl bg-gray-50 p-4 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <dt className="text-gray-600">{t('orderId')}</dt>
          <dd className="font-mono text-xs break-all text-gray-900">{request.orderID}</dd>
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
          loading={pending === 'approve'}
          disabled={pending !== null}
          onClick={() => void choose('approve')}
        >
          {t('paypal.approve')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            loading={pending === 'cancel'}
            disabled={pending !== null}
            onClick={() => void choose('cancel')}
          >
            {t('paypal.cancel')}
          </Button>
          <Button
            variant="ghost"
            loading={pending === 'error'}
            disabled={pending !== null}
            onClick={() => void choose('error')}
          >
            {t('paypal.error')}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {pending ? t('processing') : ''}
      </p>
    </Dialog>
  );
}
