/** The admin console's own frame: a top bar, a sidebar with its sections, and the page. */
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { AdminGuard } from './admin-guard';

/** The console's sections, in menu order; each has a path in paths.admin and a label in nav.*. */
const SECTIONS = [
  'customers',
  'orders',
  'products',
  'categories',
  'refunds',
  'pujas',
  'pujaBookings',
  'pitrBookings',
  'yatras',
  'yatraBookings',
  'rechargeOrders',
  'rechargeServices',
] as const;

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
      isActive ? 'bg-primary text-white' : 'text-gray-700 hover:bg-gray-100',
    );

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex h-14 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4">
        <Link to={paths.admin.root} className="truncate font-bold text-primary">
          {t('title')}
        </Link>
        <Link to={paths.home} className="shrink-0 text-sm font-medium text-gray-700 hover:text-primary">
          {t('backToSite')}
        </Link>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('navLabel')}
          className="border-b border-gray-200 bg-white p-2 md:w-56 md:border-r md:border-b-0 md:p-4"
        >
          <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
            {SECTIONS.map((section) => (
              <li key={section} className="shrink-0">
                <NavLink to={paths.admin[section]} className={navClass}>
                  {t(`nav.${section}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-4 md:p-8">
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        </main>
      </div>
    </div>
  );
}
