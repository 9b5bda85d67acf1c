/**
 * The dashboard's "Family invitations" card (issue 22): invitations waiting
 * for the signed-in number and the accounts the person helps with, linking
 * to /dashboard/family. Shown only when there is either, so an invited
 * person without a profile of their own finds the invitation; hidden quietly
 * while loading or when the call fails.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useFamily } from '../api/get-family';

export function FamilyCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('milanDashboard');
  const family = useFamily(enabled);
  const invitations = family.data?.invitations.length ?? 0;
  const accounts = family.data?.accounts ?? [];
  if (invitations === 0 && accounts.length === 0) return null;

  return (
    <section
      aria-labelledby="family-card-title"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-5 shadow-sm lg:col-span-2"
    >
      <h2 id="family-card-title" className="text-lg font-semibold text-gray-900">
        {t('family.card.title')}
      </h2>
      {invitations > 0 && <p className="mt-1 text-gray-800">{t('family.card.invitations', { count: invitations })}</p>}
      {accounts.length > 0 && (
        <p className="mt-1 text-gray-800">
          {t('family.card.accounts', { names: accounts.map((account) => account.accountName).join(', ') })}
        </p>
      )}
      <Link to={paths.dashboard.family} className={buttonClasses('primary', 'md', 'mt-4 w-full sm:w-auto')}>
        {t('family.card.open')}
      </Link>
    </section>
  );
}
