import { useTranslation } from 'react-i18next';
import type { FetchedBill, RechargeService } from '@seva/contracts';
import { Button, Fact } from '@/components/ui';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { SaveBillerForm } from './save-biller-form';

type BillCardProps = {
  bill: FetchedBill;
  paying: boolean;
  onPay: () => void;
  /** The service's kind, for the button's words ("Pay bill ₹X"). */
  kind: RechargeService['kind'];
  /** Offer "Save this biller" (issue 23: not for a biller already saved). */
  canSave?: boolean;
};

/** A fetched bill (DOMAIN.md ★ name, amount, due date before paying), "Pay bill ₹X" and, when asked, "Save this biller". */
export function BillCard({ bill, paying, onPay, kind, canSave = false }: BillCardProps) {
  const { t } = useTranslation('recharge');
  const amount = formatRupees(bill.amount);
  return (
    <section aria-labelledby="fetched-bill" className="rounded-2xl border border-primary-100 bg-white p-4 shadow-sm">
      <h2 id="fetched-bill" className="text-lg font-bold text-gray-900">
        {t('bill.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{bill.product_name}</p>
      <dl className="mt-3 flex flex-col gap-2">
        <Fact term={t('bill.customerName')}>{bill.customerName}</Fact>
        <Fact term={t('bill.amountDue')}>
          <span className="text-base font-bold">{amount}</span>
        </Fact>
        <Fact term={t('bill.billDate')}>{formatCalendarDate(bill.billDate) || bill.billDate}</Fact>
        <Fact term={t('bill.dueDate')}>{formatCalendarDate(bill.dueDate) || bill.dueDate}</Fact>
        <Fact term={t('bill.billNumber')}>{bill.billNumber}</Fact>
        <Fact term={t('bill.number')}>{bill.number}</Fact>
      </dl>
      <Button size="lg" loading={paying} onClick={onPay} className="mt-4 w-full sm:w-auto">
        {paying ? t('form.paying') : t(`form.payAmount.${kind}`, { amount })}
      </Button>
      {canSave && (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <SaveBillerForm bill={bill} />
        </div>
      )}
    </section>
  );
}
