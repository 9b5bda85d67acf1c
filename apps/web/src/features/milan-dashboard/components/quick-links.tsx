/** Links from the dashboard to the rest of Milan Sathi: search, the own profile as others see it, connections, messages, verification. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath, paths } from '@/config/paths';

export function QuickLinks({ ownId, hasProfile }: { ownId: string; hasProfile: boolean }) {
  const { t } = useTranslation('milanDashboard');
  const links = [
    { key: 'search', to: paths.milanSathi.search },
    ...(hasProfile ? [{ key: 'viewProfile', to: buildPath.milanSathiProfile(ownId) }] : []),
    { key: 'connections', to: paths.dashboard.connections },
    { key: 'messages', to: paths.dashboard.messages },
    { key: 'verification', to: paths.dashboard.verification },
  ];
  return (
    <nav aria-labelledby="quick-links-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="quick-links-title" className="text-lg font-semibold text-gray-900">
        {t('overview.links.title')}
      </h2>
      <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-gray-800 hover:bg-primary-50 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {t(`overview.links.${link.key}`)}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
