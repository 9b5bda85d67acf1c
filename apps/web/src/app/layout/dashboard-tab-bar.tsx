import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { badgeText, useBadges } from '@/domains/milan/badges';
import { cn } from '@/lib/format';
import { useBodyClasses } from '@/lib/use-body-classes';
import { useBottomBar } from '@/lib/use-bottom-bar';
import { DashboardIcon } from './dashboard-icon';
import { TAB_KEYS, TAB_LABELS, type DashboardItem } from './dashboard-items';

/** Room under the page for the bar (and the iOS home indicator) below 700 px; none above. */
const BODY_PADDING = ['pb-[calc(3.5rem+env(safe-area-inset-bottom))]', 'min-[700px]:pb-0'] as const;

const tabClasses = (active: boolean) =>
  cn(
    'relative flex h-full flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
    active ? 'text-primary' : 'text-gray-600 hover:text-primary',
  );

/**
 * The Milan Sathi dashboard's menu below 700 px (SPEC's sidebar breakpoint), in place of the icon
 * rail: a tab bar fixed to the bottom with icons and labels, as issue 22 names them — Matches, Search,
 * Interests, Messages (with its unread count) and Profile, which opens the Dashboard, Edit Profile,
 * Shortlist, Notifications (with its count, also on the header's bell), Verification, Transactions,
 * Profile views and Family access. CSS hides it from 700 px up, where the
 * sidebar serves. `items` are the destinations the layout lists (a family helper's fewer, issue 22).
 */
export function DashboardTabBar({ items }: { items: readonly DashboardItem[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const badges = useBadges();
  // Open for one path only: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const moreOpen = openAt === pathname;
  useBodyClasses(BODY_PADDING);
  const bottomBar = useBottomBar();
  const tabs = items.filter((item) => TAB_KEYS.includes(item.key));
  const more = items.filter((item) => !TAB_KEYS.includes(item.key));

  useEffect(() => {
    if (!moreOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [moreOpen]);

  const tabLabel = (item: DashboardItem): string => t(`sidebar.${TAB_LABELS[item.key] ?? item.key}`);
  const unread = (item: DashboardItem): number =>
    item.key === 'messages' || item.key === 'notifications' ? badges[item.key] : 0;
  const name = (item: DashboardItem): string => {
    const count = unread(item);
    return count > 0 ? t(`inbox.${item.key}Unread`, { count }) : tabLabel(item);
  };

  return (
    <nav
      aria-label={t('sidebar.label')}
      ref={bottomBar}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] min-[700px]:hidden"
    >
      {moreOpen && (
        <>
          <div aria-hidden="true" className="fixed inset-0 -z-10" onClick={() => setOpenAt(null)} />
          <ul
            id="dashboard-more"
            className="absolute right-2 bottom-full mb-2 w-56 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
          >
            {more.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end
                  aria-label={name(item)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                      isActive ? 'bg-primary-50 text-primary' : 'text-gray-700 hover:bg-gray-50',
                    )
                  }
                >
                  <DashboardIcon path={item.icon} />
                  {t(`sidebar.${item.key}`)}
                  {unread(item) > 0 && (
                    <span
                      aria-hidden="true"
                      className="ml-auto grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-white"
                    >
                      {badgeText(unread(item))}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Matches, Search, Interests, Messages and Profile (issue 22), for a helper too. */}
      <ul className="grid h-14" style={{ gridTemplateColumns: `repeat(${tabs.length + 1}, minmax(0, 1fr))` }}>
        {tabs.map((item) => {
          const count = unread(item);
          return (
            <li key={item.key} className="min-w-0">
              <NavLink to={item.to} end aria-label={name(item)} className={({ isActive }) => tabClasses(isActive)}>
                <DashboardIcon path={item.icon} />
                <span className="max-w-full truncate">{tabLabel(item)}</span>
                {count > 0 && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1 left-1/2 ml-1 grid min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] font-bold text-white"
                  >
                    {badgeText(count)}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
        <li className="min-w-0">
          <button
            type="button"
            aria-expanded={moreOpen}
            aria-controls="dashboard-more"
            onClick={() => setOpenAt(moreOpen ? null : pathname)}
            className={cn('w-full', tabClasses(moreOpen || more.some((item) => item.to === pathname)))}
          >
            <DashboardIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" />
            <span className="max-w-full truncate">{t('sidebar.profile')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
