/**
 * The result screen after paying (DOMAIN.md ★ pending and refund states
 * visible): success with the operator's reference; pending, which says it
 * usually finishes within minutes, that the money is safe, and keeps being
 * polled (no "Recharge again" meanwhile: DOMAIN.md, block retries); failed
 * with the refund's amount and status; a payment that never completed. Ways
 * on: the recharge history and "Recharge again" ("Pay another bill" after a bill).
 */
import { useTranslation } from 'react-i18next';
import type { RechargeOrder, RechargeService, RechargeStatus } from '@seva/contracts';
import { ConfirmationPanel, Fact, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn, formatDate, formatRupees } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { useServiceName } from '@/domains/recharge/names';

type RechargeResultProps = {
  order: RechargeOrder;
  kind: RechargeService['kind'];
  /** The form again, for "Recharge again" / "Pay another bill". */
  againTo: string;
};

const TONES: Record<RechargeStatus, { ring: string; icon: string }> = {
  SUCCESS: { ring: 'bg-green-100 text-green-700', icon: 'M5 12l4 4 10-10' },
  PENDING: { ring: 'bg-amber-100 text-amber-700', icon: 'M12 7v5l3 3M12 21a9 9 0 110-18 9 9 0 010 18z' },
  FAILED: { ring: 'bg-red-100 text-red-700', icon: 'M6 6l12 12M18 6L6 18' },
  CANCEL: { ring: 'bg-gray-100 text-gray-700', icon: 'M6 6l12 12M18 6L6 18' },
};

function RefundFacts({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation('recharge');
  const refund = order.refund;
  return (
    <div data-testid="refund" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-gray-900">
      <p className="font-semibold">{t('result.refund.title')}</p>
      {refund ? (
        <dl className="mt-2 flex flex-col gap-2">
          <Fact term={t('result.refund.amount')}>{formatRupees(refund.amount)}</Fact>
          <Fact term={t('result.refund.status')}>{t(`result.refund.statuses.${refund.status}`)}</Fact>
          {refund.id && <Fact term={t('result.refund.id')}>{refund.id}</Fact>}
        </dl>
      ) : (
        <p className="mt-1">{t('result.refund.arranging', { amount: formatRupees(order.amount) })}</p>
      )}
      <RefundNote method={order.paymentMethod} className="mt-2 text-xs" />
    </div>
  );
}

/** The status mark beside the title: a tick, a clock or a cross in the status's colour. */
function StatusIcon({ status }: { status: RechargeStatus }) {
  const tone = TONES[status];
  return (
    <span className={cn('grid size-12 shrink-0 place-items-center rounded-full', tone.ring)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={tone.icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** What happens next and when: the benefit's arrival, the operator's confirmation, or the refund. */
function NextSteps({ order, kind }: { order: RechargeOrder; kind: RechargeService['kind'] }) {
  const { t } = useTranslation('recharge');
  if (order.status === 'SUCCESS')
    return <p className="mt-4 rounded-xl bg-green-50 p-4 text-sm text-gray-900">{t(`result.SUCCESS.next.${kind}`)}</p>;
  if (order.status === 'PENDING')
    return (
      <div className="mt-4 flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-gray-900">
        <p className="flex items-center gap-2 font-medium">
          <Spinner size="sm" decorative className="text-amber-700" />
          {t('result.PENDING.checking')}
        </p>
        <p>{t('result.PENDING.safe')}</p>
        <p>{t('result.PENDING.noRetry')}</p>
      </div>
    );
  if (order.status === 'FAILED') return <RefundFacts order={order} />;
  return null;
}

/**
 * The confirmation after paying for a recharge or a bill (issue 20, on the
 * shared ConfirmationPanel): the order's reference (SV-RC-…), what was
 * bought, what happens next and when, and the ways on.
 */
export function RechargeResult({ order, kind, againTo }: RechargeResultProps) {
  const { t } = useTranslation('recharge');
  const serviceName = useServiceName();
  const status = order.status;
  const words = { operator: order.productName, number: order.number, amount: formatRupees(order.amount) };

  return (
    <ConfirmationPanel
      headingId="recharge-result"
      number={t('result.number', { number: order.reference })}
      title={t(`result.${status}.title.${kind}`)}
      body={t(`result.${status}.body.${kind}`, words)}
      icon={<StatusIcon status={status} />}
      next={<NextSteps order={order} kind={kind} />}
      offerUpdates={status !== 'CANCEL'}
      history={{ to: paths.history.recharge, label: t('result.history') }}
      more={status === 'PENDING' ? undefined : { to: againTo, label: t(`result.again.${kind}`) }}
    >
      <dl className="flex flex-col gap-2">
        <Fact term={t('result.facts.operator')}>{order.productName}</Fact>
        <Fact term={t('result.facts.service')}>{serviceName(order)}</Fact>
        <Fact term={t('result.facts.number')}>{order.number}</Fact>
        <Fact term={t('result.facts.amount')}>{formatRupees(order.amount)}</Fact>
        {order.operator_reference && <Fact term={t('result.facts.operatorReference')}>{order.operator_reference}</Fact>}
        <Fact term={t('result.facts.order')}>{order.reference}</Fact>
        <Fact term={t('result.facts.date')}>{formatDate(order.createdAt)}</Fact>
        {status !== 'SUCCESS' && order.message && <Fact term={t('result.facts.message')}>{order.message}</Fact>}
      </dl>
    </ConfirmationPanel>
  );
}
