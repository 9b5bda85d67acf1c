/** The admin console's own frame: a top bar, a sidebar with its sections, and the page. */
import { useId } from 'react';
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

/** The content console's sections, under their "Content" heading. */
const CONTENT_SECTIONS = [
  'mediaCategories',
  'videos',
  'podcasts',
  'liveStreams',
  'darshan',
  'darshanTemples',
  'news',
  'newsCategories',
  'staticPages',
  'consultancy',
] as const;

/** The Milan Sathi console's sections, under their "Milan Sathi" heading. */
const MILAN_SECTIONS = ['milanProfiles', 'milanVerifications', 'milanReports', 'milanPlans'] as const;

type Section = (typeof SECTIONS)[number] | (typeof CONTENT_SECTIONS)[number] | (typeof MILAN_SECTIONS)[number];

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const contentHeadingId = useId();
  const milanHeadingId = useId();
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
          <div className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
            <ul className="flex gap-1 md:flex-col">
              {SECTIONS.map((section) => (
                <NavItem key={section} section={section} className={navClass} />
              ))}
            </ul>
            <h2
              id={contentHeadingId}
              className="flex shrink-0 items-center px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase md:mt-4 md:mb-1"
            >
              {t('navGroups.content')}
            </h2>
            <ul aria-labelledby={contentHeadingId} className="flex gap-1 md:flex-col">
              {CONTENT_SECTIONS.map((section) => (
                <NavItem key={section} section={section} className={navClass} />
              ))}
            </ul>
            <h2
              id={milanHeadingId}
              className="flex shrink-0 items-center px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase md:mt-4 md:mb-1"
            >
              {t('navGroups.milan')}
            </h2>
            <ul aria-labelledby={milanHeadingId} className="flex gap-1 md:flex-col">
              {MILAN_SECTIONS.map((section) => (
                <NavItem key={section} section={section} className={navClass} />
              ))}
            </ul>
          </div>
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

function NavItem({ section, className }: { section: Section; className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation('admin');
  return (
    <li className="shrink-0">
      <NavLink to={paths.admin[section]} className={className}>
        {t(`nav.${section}`)}
      </NavLink>
    </li>
  );
}
