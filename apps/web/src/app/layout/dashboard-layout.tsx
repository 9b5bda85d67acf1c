/**
 * The /dashboard frame: a sidebar (250 px expanded, 60 px collapsed, 80 px
 * collapsed below 700 px, where it also starts collapsed) beside the page.
 * On narrow screens the expanded sidebar overlays the page instead of
 * squeezing it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { SIDEBAR_BREAKPOINT_PX } from '@seva/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { useWindowWidth } from '@/lib/use-window';
import { sidebarStartsExpanded, sidebarWidth } from './sidebar-width';

const ITEMS = [
  { key: 'dashboard', to: paths.dashboard.root, icon: 'M4 13h7V4H4zM13 20h7v-9h-7zM4 20h7v-5H4zM13 4v5h7V4z' },
  { key: 'editProfile', to: paths.dashboard.editProfile, icon: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4' },
  {
    key: 'connections',
    to: paths.dashboard.connections,
    icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
  },
  { key: 'messages', to: paths.dashboard.messages, icon: 'M4 5h16v11H8l-4 4z' },
  { key: 'notifications', to: paths.dashboard.notifications, icon: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4' },
  {
    key: 'verification',
    to: paths.dashboard.verification,
    icon: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  },
  { key: 'transactions', to: paths.dashboard.transactions, icon: 'M4 7h13l-3-3M20 17H7l3 3' },
] as const;

export function DashboardLayout() {
  const { t } = useTranslation('layout');
  const viewport = useWindowWidth();
  const [expanded, setExpanded] = useState(() => sidebarStartsExpanded(window.innerWidth));
  const narrow = viewport < SIDEBAR_BREAKPOINT_PX;
  const width = sidebarWidth(viewport, expanded);
  const railWidth = sidebarWidth(viewport, false);

  return (
    <div className="relative flex min-h-[60vh]">
      {/* Keeps the collapsed rail's space on narrow screens while the expanded panel overlays. */}
      <div aria-hidden="true" className="shrink-0" style={{ width: narrow ? railWidth : width }} />
      <aside
        aria-label={t('sidebar.label')}
        className={cn(
          'absolute inset-y-0 left-0 z-30 border-r border-gray-200 bg-white transition-[width] duration-200',
          narrow && expanded && 'shadow-xl',
        )}
        style={{ width }}
      >
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-label={expanded ? t('sidebar.collapse') : t('sidebar.expand')}
          className="flex h-12 w-full items-center justify-center text-gray-600 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <nav>
          <ul className="flex flex-col gap-1 px-2">
            {ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end
                  title={expanded ? undefined : t(`sidebar.${item.key}`)}
                  onClick={() => narrow && setExpanded(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 overflow-hidden rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                      !expanded && 'justify-center px-0',
                      isActive ? 'bg-primary text-white' : 'text-gray-700 hover:bg-primary-50 hover:text-primary',
                    )
                  }
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={item.icon} />
                  </svg>
                  <span className={expanded ? undefined : 'sr-only'}>{t(`sidebar.${item.key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
