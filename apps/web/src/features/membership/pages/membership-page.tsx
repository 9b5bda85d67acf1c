/**
 * /milan-sathi/membership: the plans on offer as cards (price, duration,
 * what each unlocks), the signed-in member's plan and its end date, and
 * "Buy" / "Renew" on each paid plan, which leads to its checkout. A visitor
 * is asked to log in to Milan Sathi first (the 'milanLogin' modal). A failed
 * plans load shows the empty state (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MembershipPlan, MembershipStatus } from '@seva/contracts';
import { Button, EmptyState, PageContainer, Skeleton, buttonClasses } from '@/components/ui';
import { buildPath } from '@/config/paths';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useMembership } from '../api/get-membership';
import { usePlans } from '../api/get-plans';
import { CurrentMembership } from '../components/current-membership';
import { PlanCard } from '../components/plan-card';

/** The member's running paid plan is `plan` (so buying it again renews it). */
const runs = (status: MembershipStatus | undefined, plan: MembershipPlan) =>
  status !== undefined && status.plan._id === plan._id;

function PlanAction({ plan, status }: { plan: MembershipPlan; status: MembershipStatus | undefined }) {
  const { t } = useTranslation('membership');
  const { isLoggedIn, loading } = useSession();
  if (plan.price === 0) return null;
  const renew = runs(status, plan) && status?.endsAt != null;
  const label = renew ? t('plans.renewLabel', { name: plan.name }) : t('plans.buyLabel', { name: plan.name });
  const text = renew ? t('plans.renew') : t('plans.buy');
  if (!isLoggedIn) {
    return (
      <Button className="w-full" aria-label={label} disabled={loading} onClick={() => openModal('milanLogin')}>
        {text}
      </Button>
    );
  }
  return (
    <Link
      to={buildPath.milanSathiCheckout(plan._id)}
      aria-label={label}
      className={buttonClasses('primary', 'md', 'w-full')}
    >
      {text}
    </Link>
  );
}

export default function MembershipPage() {
  const { t } = useTranslation('membership');
  const { isLoggedIn } = useSession();
  const plans = usePlans();
  const membership = useMembership(isLoggedIn);
  const status = isLoggedIn ? membership.data : undefined;
  usePageTitle(t('plans.title'));

  let body;
  if (plans.isPending) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="plans-skeleton">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-80 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (!plans.data || plans.data.length === 0) {
    body = <EmptyState title={t('plans.empty')} />;
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.data.map((plan) => (
          <li key={plan._id}>
            <PlanCard plan={plan} current={runs(status, plan)} action={<PlanAction plan={plan} status={status} />} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('plans.title')}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">{t('plans.intro')}</p>
      <div className="mt-4">
        {status ? (
          <CurrentMembership status={status} />
        ) : (
          !isLoggedIn && <p className="text-sm text-gray-600">{t('plans.loginHint')}</p>
        )}
      </div>
      <div className="mt-6">{body}</div>
    </PageContainer>
  );
}
