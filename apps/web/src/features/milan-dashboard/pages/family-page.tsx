/**
 * /dashboard/family (signed-in, in the dashboard frame): family access to
 * Milan Sathi accounts (issue 22, GET /api/users/me/family). Invitations to
 * the signed-in number (accept or decline), the accounts the person helps
 * with (help: act for it; stop helping), and the member's own helpers with
 * the invitation form. Open to anyone signed in, profile or not: the invited
 * person usually has none. The family routes ignore X-Milan-Account, so this
 * page is always the person's own, even while helping someone.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, PageContainer, Skeleton } from '@/components/ui';
import { useActingAccount } from '@/lib/acting-account';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useFamily } from '../api/get-family';
import { useOwnProfile } from '../api/get-own-profile';
import { FamilyAccounts } from '../components/family-accounts';
import { FamilyInvitations } from '../components/family-invitations';
import { FamilyMembers } from '../components/family-members';

function FamilySkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="rounded-2xl bg-white p-5 shadow-sm">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-4 h-16" />
        </div>
      ))}
    </div>
  );
}

export default function FamilyPage() {
  const { t } = useTranslation('milanDashboard');
  usePageTitle(t('family.title'));
  const ownId = useSession().customer?.userid;
  const acting = useActingAccount();
  const family = useFamily(Boolean(ownId));
  // GET /api/users/:id answers as the account helped with while acting: ask only while not.
  const profile = useOwnProfile(acting ? undefined : ownId);
  const members = family.data?.members ?? [];
  // Helpers or acting: the server decides on inviting (profile_required); a failed look-up too.
  const hasProfile =
    members.length > 0 || acting !== null || profile.isError
      ? true
      : profile.isPending
        ? undefined
        : profile.data !== null;

  let body;
  if (family.isError) {
    body = <LoadError message={t('family.loadError')} onRetry={() => void family.refetch()} />;
  } else if (!family.data) {
    body = (
      <div role="status" aria-label={t('loading')}>
        <FamilySkeleton />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {family.data.invitations.length > 0 && <FamilyInvitations invitations={family.data.invitations} />}
        {family.data.accounts.length > 0 && <FamilyAccounts accounts={family.data.accounts} />}
        <FamilyMembers members={members} hasProfile={hasProfile} />
      </div>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('family.title')}</h1>
      <p className="mt-1 mb-4 text-gray-600">{t('family.subtitle')}</p>
      {body}
    </PageContainer>
  );
}
