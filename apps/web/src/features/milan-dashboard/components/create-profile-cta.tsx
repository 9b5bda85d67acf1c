/** Shown on the dashboard while the member has no Milan Sathi profile (GET /api/users/:ownId → 404 profile_required). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

export function CreateProfileCta() {
  const { t } = useTranslation('milanDashboard');
  return (
    <section
      aria-labelledby="create-profile-title"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-6 text-center sm:text-left"
    >
      <h2 id="create-profile-title" className="text-xl font-semibold text-gray-900">
        {t('overview.create.title')}
      </h2>
      <p className="mt-2 text-gray-700">{t('overview.create.body')}</p>
      <Link to={paths.dashboard.editProfile} className={buttonClasses('primary', 'lg', 'mt-5 w-full sm:w-auto')}>
        {t('overview.create.action')}
      </Link>
    </section>
  );
}
