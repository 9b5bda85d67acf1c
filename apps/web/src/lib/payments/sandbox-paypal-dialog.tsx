/**
 * The sandbox stand-in for PayPal's approval window (DESIGN: Providers).
 * Each button calls POST /api/dev/sandbox/paypal/approve with its outcome and
 * settles the stand-in button: Approve → onApprove, Cancel (or Esc, or ×) →
 * onCancel, Error → onError.
 */
import { useTranslation } from 'react-i18next';
import { PAYPAL_MESSAGES, sandboxPaypalApproveResponseSchema } from '@seva/contracts';
import { api } from '@/lib/api-client';
import type { SandboxPaypalRequest } from './dialog-store';
import type { PaypalApprovalOutcome } from './outcomes';
import { SandboxDialog } from './sandbox-dialog';

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

  const call = async (outcome: Outcome) => {
    const body = { orderID: request.orderID, outcome };
    if (outcome === 'cancel') {
      // Cancelling changes nothing on the server: it never waits on, or fails with, the call.
      await api.post('/dev/sandbox/paypal/approve', body).catch(() => undefined);
      request.settle({ kind: 'cancelled' });
      return;
    }
    request.settle(toOutcome(await api.post<unknown>('/dev/sandbox/paypal/approve', body)));
  };

  return (
    <SandboxDialog<Outcome>
      title={t('paypal.title')}
      call={call}
      closeWith="cancel"
      options={[
        { outcome: 'approve', label: t('paypal.approve') },
        { outcome: 'cancel', label: t('paypal.cancel') },
        { outcome: 'error', label: t('paypal.error') },
      ]}
    >
      <dl className="rounded-xl bg-gray-50 p-4 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <dt className="text-gray-600">{t('orderId')}</dt>
          <dd className="font-mono text-xs break-all text-gray-900">{request.orderID}</dd>
        </div>
      </dl>
    </SandboxDialog>
  );
}
