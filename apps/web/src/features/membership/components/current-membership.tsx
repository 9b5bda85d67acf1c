import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@seva/contracts';
import { formatDate } from '@/lib/format';

/** The member's plan now: its name and end date (or "free"), contact views left and interests left today. */
export function CurrentMembership({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="current-membership" className="rounded-2xl bg-primary-50 p-4 sm:p-5">
      <h2 id="current-membership" className="text-base font-semibold text-gray-900">
        {t('current.title')}
      </h2>
      <p className="mt-1 text-gray-800">
        {status.endsAt
          ? t('current.paid', { name: status.plan.name, date: formatDate(status.endsAt) })
          : t('current.free')}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-700 sm:flex-row sm:gap-6">
        <li>
          {t('current.contactViewsLeft', {
            left: status.contactViewsLeft,
            total: status.plan.contactViews,
          })}
        </li>
        <li>
          {t('current.requestsLeftToday', {
            left: status.requestsLeftToday,
            total: status.plan.requestsPerDay,
          })}
        </li>
      </ul>
    </section>
  );
}
