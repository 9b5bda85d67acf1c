/**
 * The admin console's own frame: a top bar, a sidebar with the overview and
 * the sections of the signed-in admin's areas (sections.ts), and the page.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/domains/account/me-query';
import { cn } from '@/lib/format';
import { useSession } from '@/lib/session';
import { CONTENT_SECTIONS, MAIN_SECTIONS, MILAN_SECTIONS, sectionsFor, type Section } from '../sections';
import { AdminGuard } from './admin-guard';

type NavClass = (state: { isActive: boolean }) => string;

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const me = useMe(session.isLoggedIn);
  const areas = me.data?.role === 'admin' ? me.data.adminAreas : [];
  const navClass: NavClass = ({ isActive }) =>
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
              <li className="shrink-0">
                <NavLink to={paths.admin.root} end className={navClass}>
                  {t('nav.overview')}
                </NavLink>
              </li>
            </ul>
            <NavGroup sections={sectionsFor(MAIN_SECTIONS, areas)} className={navClass} />
            <NavGroup
              heading={t('navGroups.content')}
              sections={sectionsFor(CONTENT_SECTIONS, areas)}
              className={navClass}
            />
            <NavGroup
              heading={t('navGroups.milan')}
              sections={sectionsFor(MILAN_SECTIONS, areas)}
              className={navClass}
            />
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

/** A list of menu links, under `heading` when given; nothing when the admin holds none of them. */
function NavGroup({ heading, sections, className }: { heading?: string; sections: Section[]; className: NavClass }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <>
      {heading && (
        <h2
          id={headingId}
          className="flex shrink-0 items-center px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase md:mt-4 md:mb-1"
        >
          {heading}
        </h2>
      )}
      <ul aria-labelledby={heading ? headingId : undefined} className="flex gap-1 md:flex-col">
        {sections.map((section) => (
          <li key={section} className="shrink-0">
            <NavLink to={paths.admin[section]} className={className}>
              {t(`nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
