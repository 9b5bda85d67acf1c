/**
 * Saved billers (issue 23): above a bill service's form, the signed-in
 * customer's billers of that service, each with its nickname, biller and
 * number, the last bill fetched (amount, due date) and where it stands —
 * "Due in 3 days", "Overdue", "Paid" or "Fetch bill". "Fetch & pay" fetches
 * the bill and opens checkout for it in one tap (the same bill payment as the
 * form: useRechargePayment); "Delete" forgets the biller.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RechargeOperator, RechargeService, SavedBiller } from '@seva/contracts';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { useFetchBill } from '../api/fetch-bill';
import { useDeleteBiller, useSavedBillers } from '../api/saved-billers';
import { useRechargePayment } from '../hooks/use-recharge-payment';

const COLOURS: Record<SavedBiller['status'], string> = {
  due: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-800',
  paid: 'bg-green-100 text-green-800',
  fetch: 'bg-gray-100 text-gray-800',
};

/** "Due in 3 days", "Due today", "Overdue", "Paid", "Fetch bill". */
function useStatusText() {
  const { t } = useTranslation('recharge');
  return (biller: SavedBiller) =>
    biller.status === 'due'
      ? biller.dueInDays === 0
        ? t('billers.status.dueToday')
        : t('billers.status.dueIn', { count: biller.dueInDays ?? 0 })
      : t(`billers.status.${biller.status}`);
}

type RowProps = { biller: SavedBiller; busy: boolean; onPay: () => void; onDelete: () => void };

function SavedBillerRow({ biller, busy, onPay, onDelete }: RowProps) {
  const { t } = useTranslation('recharge');
  const statusText = useStatusText();
  const bill = biller.lastBill;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-gray-200 p-3" aria-label={biller.nickname}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{biller.nickname}</p>
          <p className="text-xs text-gray-600">
            {biller.productName} · {biller.number}
          </p>
          {bill && (
            <p className="mt-0.5 text-xs text-gray-700">
              {t('billers.lastBill', {
                amount: formatRupees(bill.amount),
                date: formatCalendarDate(bill.dueDate) || bill.dueDate,
              })}
            </p>
          )}
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${COLOURS[biller.status]}`}
        >
          {statusText(biller)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={busy} onClick={onPay}>
          {t('billers.fetchAndPay')}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onDelete}>
          {t('billers.delete')}
        </Button>
      </div>
    </li>
  );
}

export function SavedBillers({ service, operators }: { service: RechargeService; operators: RechargeOperator[] }) {
  const { t } = useTranslation('recharge');
  const billers = useSavedBillers(service.service_id);
  const fetchBill = useFetchBill();
  const remove = useDeleteBiller();
  const { pay, paying } = useRechargePayment(service);
  const [busyId, setBusyId] = useState<string | null>(null);
  if (!billers.data || billers.data.length === 0) return null;

  const fetchAndPay = async (biller: SavedBiller) => {
    const operator = operators.find((o) => o.product_code === biller.product_code);
    if (!operator) return;
    setBusyId(biller._id);
    try {
      const bill = await fetchBill.mutateAsync({ product_code: biller.product_code, number: biller.number });
      await pay({ operator, number: bill.number, amount: bill.amount, circle: null, bill });
    } catch (error) {
      toast.error(errorMessage(error, t('bill.fetchFailed')));
    } finally {
      setBusyId(null);
    }
  };

  const forget = (biller: SavedBiller) =>
    remove.mutate(biller._id, {
      onSuccess: () => toast.success(t('billers.deleted', { name: biller.nickname })),
      onError: (error) => toast.error(errorMessage(error, t('billers.deleteFailed'))),
    });

  return (
    <section aria-labelledby="saved-billers" className="flex flex-col gap-2">
      <h3 id="saved-billers" className="text-sm font-semibold text-gray-900">
        {t('billers.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {billers.data.map((biller) => (
          <SavedBillerRow
            key={biller._id}
            biller={biller}
            busy={busyId === biller._id || (paying && busyId === null)}
            onPay={() => void fetchAndPay(biller)}
            onDelete={() => forget(biller)}
          />
        ))}
      </ul>
    </section>
  );
}
