import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInr, type MembershipPlan, type MembershipStatus } from '@seva/contracts';
import { ConfirmationPanel, Fact } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

type MembershipActivatedProps = {
  plan: MembershipPlan;
  /** The member's status after the activation: `endsAt` is the end of everything bought (a renewal runs last). */
  status: MembershipStatus;
  /** The gateway's payment id (pay_…): what identifies a membership, as the transactions list shows it. */
  paymentId: string;
};

/**
 * "Your membership is active." (issue 20, on the shared ConfirmationPanel):
 * the payment's reference, the plan bought, its price (rupees) and validity,
 * what the member can do now, and the ways on (the transactions list, the
 * dashboard, search).
 */
export function MembershipActivated({ plan, status, paymentId }: MembershipActivatedProps) {
  const { t } = useTranslation('membership');
  const endsAt = status.endsAt ? formatDate(status.endsAt) : '';
  return (
    <ConfirmationPanel
      headingId="membership-activated"
      number={t('transactions.reference', { reference: paymentId })}
      title={t('success.title')}
      body={t('success.body', { name: plan.name, date: endsAt })}
      next={
        <p className="mt-4 rounded-xl bg-green-50 p-4 text-sm text-gray-900">
          {t('success.next', { count: status.contactViewsLeft })}{' '}
          <Link to={paths.milanSathi.search} className="font-medium text-primary underline">
            {t('success.search')}
          </Link>
        </p>
      }
      history={{ to: paths.dashboard.transactions, label: t('success.transactions') }}
      more={{ to: paths.dashboard.root, label: t('success.dashboard') }}
    >
      <dl className="flex flex-col gap-2">
        <Fact term={t('success.facts.plan')}>{plan.name}</Fact>
        <Fact term={t('success.facts.amount')}>{formatInr(plan.price)}</Fact>
        {endsAt && <Fact term={t('success.facts.validUntil')}>{endsAt}</Fact>}
        <Fact term={t('success.facts.contactViews')}>{status.contactViewsLeft}</Fact>
      </dl>
    </ConfirmationPanel>
  );
}
