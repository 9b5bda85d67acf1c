/**
 * The /dashboard frame: from 700 px up a sidebar (250 px expanded, 60 px
 * collapsed) beside the page; below 700 px the page takes the full width and
 * the menu is a tab bar at the bottom (dashboard-tab-bar.tsx), hidden inside
 * a conversation so the chat keeps the whole screen. CSS switches them: no
 * width is read to choose. (The sidebar's narrow rules, 80 px collapsed and
 * overlaying when expanded, still hold if the window is resized across.)
 * While the person helps a family member's account (issue 22) a banner
 * tops the page, both menus list only what a helper can use, and any other
 * dashboard address leads to the account's interests.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { SIDEBAR_BREAKPOINT_PX } from '@seva/contracts';
import { isConversationPath, paths } from '@/config/paths';
import { useActingAccount } from '@/lib/acting-account';
import { cn } from '@/lib/format';
import { useWindowWidth } from '@/lib/use-window';
import { ActingBanner } from './acting-banner';
import { DashboardIcon } from './dashboard-icon';
import { dashboardItems } from './dashboard-items';
import { DashboardTabBar } from './dashboard-tab-bar';
import { sidebarStartsExpanded, sidebarWidth } from './sidebar-width';

export function DashboardLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const viewport = useWindowWidth();
  const [expanded, setExpanded] = useState(() => sidebarStartsExpanded(window.innerWidth));
  const narrow = viewport < SIDEBAR_BREAKPOINT_PX;
  const width = sidebarWidth(viewport, expanded);
  const railWidth = sidebarWidth(viewport, false);
  const acting = useActingAccount() !== null;
  const items = dashboardItems(acting);
  // A helper reaches only the helper's pages (a bookmark or the back button may name another): their interests.
  if (acting && !isConversationPath(pathname) && !items.some((item) => item.to === pathname)) {
    return <Navigate to={paths.dashboard.connections} replace />;
  }

  return (
    <div className="relative flex min-h-[60vh]">
      {/* Keeps the collapsed rail's space on narrow screens while the expanded panel overlays. */}
      <div
        aria-hidden="true"
        className="hidden shrink-0 min-[700px]:block"
        style={{ width: narrow ? railWidth : width }}
      />
      <aside
        aria-label={t('sidebar.label')}
        className={cn(
          'absolute inset-y-0 left-0 z-30 hidden border-r border-gray-200 bg-white transition-[width] duration-200',
          'min-[700px]:block',
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
            {items.map((item) => (
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
                  <DashboardIcon path={item.icon} />
                  <span className={expanded ? undefined : 'sr-only'}>{t(`sidebar.${item.key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <ActingBanner />
        <Outlet />
      </div>
      {!isConversationPath(pathname) && <DashboardTabBar items={items} />}
    </div>
  );
}
