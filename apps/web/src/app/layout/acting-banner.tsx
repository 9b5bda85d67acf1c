/**
 * While the signed-in person helps a family member's Milan Sathi account
 * (issue 22, lib/acting-account): whose account the page shows, and the way
 * back to their own (acting stops, the cache resets, the family page opens).
 * Nothing otherwise. Its words are the family page's (milanDashboard, where
 * helping starts), so the shell's strings do not grow for it.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { setActingAccount, useActingAccount, type ActingAccount } from '@/lib/acting-account';

function Banner({ acting }: { acting: ActingAccount }) {
  const { t } = useTranslation('milanDashboard');
  const navigate = useNavigate();
  return (
    <div
      role="region"
      aria-label={t('family.title')}
      className="flex flex-col gap-2 border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium">{t('family.acting.banner', { name: acting.accountName })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        onClick={() => {
          setActingAccount(null);
          void navigate(paths.dashboard.family);
        }}
      >
        {t('family.acting.back')}
      </Button>
    </div>
  );
}

export function ActingBanner() {
  const acting = useActingAccount();
  return acting ? (
    <Suspense fallback={null}>
      <Banner acting={acting} />
    </Suspense>
  ) : null;
}
