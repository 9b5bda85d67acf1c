/**
 * While the signed-in person helps a family member's Milan Sathi account
 * (issue 22, lib/acting-account): whose account the page shows, and the way
 * back to their own (acting stops, the cache resets, the family page opens).
 * Nothing otherwise.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { setActingAccount, useActingAccount } from '@/lib/acting-account';

export function ActingBanner() {
  const { t } = useTranslation('layout');
  const acting = useActingAccount();
  const navigate = useNavigate();
  if (!acting) return null;
  return (
    <div
      role="region"
      aria-label={t('sidebar.family')}
      className="flex flex-col gap-2 border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium">{t('acting.banner', { name: acting.accountName })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        onClick={() => {
          setActingAccount(null);
          void navigate(paths.dashboard.family);
        }}
      >
        {t('acting.back')}
      </Button>
    </div>
  );
}
