/**
 * /milan-sathi/checkout/:planId (signed-in): the order summary of one plan
 * (with the new end date when it renews the running plan) and "Pay ₹X",
 * which takes the card payment, then activates the plan; the page turns into
 * the confirmation with the new end date. Unknown, hidden or free plans show
 * why there is nothing to pay.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatInr, type MembershipPlan } from '@seva/contracts';
import { Button, LoadError, NotFoundState, PageContainer, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useMembership } from '../api/get-membership';
import { usePlan } from '../api/get-plan';
import { MembershipActivated } from '../components/membership-activated';
import { OrderSummary } from '../components/order-summary';
import { useMembershipPayment } from '../hooks/use-membership-payment';

function Checkout({ plan, currentEndsAt }: { plan: MembershipPlan; currentEndsAt: string | null }) {
  const { t } = useTranslation('membership');
  const { pay, paying, activated, refusal } = useMembershipPayment(plan);
  if (activated) return <MembershipActivated plan={plan} {...activated} />;
  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.milanSathi.membership} className="self-start text-sm font-medium text-primary hover:underline">
        {t('checkout.back')}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('checkout.title', { name: plan.name })}</h1>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <OrderSummary plan={plan} currentEndsAt={currentEndsAt} />
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        )}
        <Button size="lg" loading={paying} onClick={() => void pay()}>
          {t('checkout.pay', { amount: formatInr(plan.price) })}
        </Button>
      </div>
    </div>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation('membership');
  const { planId = '' } = useParams();
  const { plan, notFound } = usePlan(planId);
  const membership = useMembership(true);
  usePageTitle(plan.data ? t('checkout.title', { name: plan.data.name }) : t('checkout.pageTitle'));

  let body;
  if (notFound) {
    body = (
      <NotFoundState
        title={t('checkout.notFoundTitle')}
        body={t('checkout.notFoundBody')}
        browse={{ to: paths.milanSathi.membership, label: t('checkout.browse') }}
      />
    );
  } else if (plan.isPending || membership.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid="checkout-skeleton">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  } else if (plan.isError) {
    body = <LoadError message={t('checkout.loadFailed')} onRetry={() => void plan.refetch()} />;
  } else if (plan.data.price === 0) {
    body = (
      <NotFoundState
        title={t('checkout.freeTitle')}
        body={t('checkout.freeBody')}
        browse={{ to: paths.milanSathi.membership, label: t('checkout.browse') }}
      />
    );
  } else {
    // Without the member's status the summary counts from today; the server still appends a renewal.
    body = <Checkout key={plan.data._id} plan={plan.data} currentEndsAt={membership.data?.endsAt ?? null} />;
  }

  return <PageContainer width="md">{body}</PageContainer>;
}
