/**
 * The landing page's calls to action. A visitor is asked to create a profile
 * (the Milan Sathi registration modal) or log in (its e-mail login modal); a
 * signed-in member goes to search or to their profile form.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';

export function LandingActions({ className }: { className?: string }) {
  const { t } = useTranslation('milan');
  const { isLoggedIn, loading } = useSession();
  const row = cn('flex flex-col gap-3 min-[420px]:flex-row min-[420px]:items-center', className);

  if (loading) return <Skeleton className={cn('h-12 w-full max-w-sm', className)} />;
  if (isLoggedIn) {
    return (
      <div className={row}>
        <Link to={paths.milanSathi.search} className={buttonClasses('primary', 'lg')}>
          {t('landing.searchMatches')}
        </Link>
        <Link to={paths.dashboard.editProfile} className={buttonClasses('secondary', 'lg')}>
          {t('landing.completeProfile')}
        </Link>
      </div>
    );
  }
  return (
    <div className={row}>
      <Button size="lg" onClick={() => openModal('milanRegister')}>
        {t('landing.createProfile')}
      </Button>
      <p className="text-sm text-gray-700">
        {t('landing.haveAccount')}{' '}
        <Button variant="link" className="font-semibold" onClick={() => openModal('milanLogin')}>
          {t('landing.login')}
        </Button>
      </p>
    </div>
  );
}
