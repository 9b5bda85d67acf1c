/**
 * The member's plan now (GET /api/milan/membership): its name, when it ends,
 * contact views left and interests left today, with Upgrade (free plan) or
 * Renew (paid) to /milan-sathi/membership. A failed load falls back quietly
 * to the link alone.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMembership } from '../api/get-membership';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-gray-100 py-2 last:border-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-right font-medium text-gray-900">{value}</dd>
    </div>
  );
}

export function MembershipCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('milanDashboard');
  const membership = useMembership(enabled);
  const status = membership.data;
  const free = !status || status.plan.price === 0;

  return (
    <section aria-labelledby="membership-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="membership-title" className="text-lg font-semibold text-gray-900">
        {t('overview.membership.title')}
      </h2>
      {membership.isPending && enabled ? (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-6" />
          ))}
        </div>
      ) : status ? (
        <dl className="mt-2">
          <Row label={t('overview.membership.plan')} value={status.plan.name} />
          <Row
            label={t('overview.membership.endsOn')}
            value={status.endsAt ? formatDate(status.endsAt) : t('overview.membership.noEnd')}
          />
          <Row label={t('overview.membership.contactViewsLeft')} value={String(status.contactViewsLeft)} />
          <Row label={t('overview.membership.interestsLeftToday')} value={String(status.requestsLeftToday)} />
        </dl>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t('overview.membership.unavailable')}</p>
      )}
      <Link
        to={paths.milanSathi.membership}
        className={buttonClasses(free ? 'primary' : 'secondary', 'md', 'mt-4 w-full sm:w-auto')}
      >
        {free ? t('overview.membership.upgrade') : t('overview.membership.renew')}
      </Link>
    </section>
  );
}
