/**
 * The member's ID verification at a glance (GET /api/verification): the
 * Verified badge, "under review", "not approved" or an invitation, with a
 * link to /dashboard/verification unless verified. A failed load falls back
 * quietly to the invitation.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton, VerifiedBadge, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useVerification } from '@/domains/milan/verification';

type Standing = 'verified' | 'pending' | 'rejected' | 'none';

export function VerificationCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('milanDashboard');
  const status = useVerification(enabled);
  const state = status.data;
  const standing: Standing = state?.verified
    ? 'verified'
    : state?.verification?.status === 'pending' || state?.verification?.status === 'rejected'
      ? state.verification.status
      : 'none';

  return (
    <section aria-labelledby="verification-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="verification-title" className="text-lg font-semibold text-gray-900">
          {t('overview.verification.title')}
        </h2>
        {standing === 'verified' && <VerifiedBadge />}
      </div>
      {status.isPending && enabled ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">{t(`overview.verification.${standing}`)}</p>
          {standing !== 'verified' && (
            <Link
              to={paths.dashboard.verification}
              className={buttonClasses(standing === 'pending' ? 'secondary' : 'primary', 'md', 'mt-4 w-full sm:w-auto')}
            >
              {t(`overview.verification.${standing}Action`)}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
