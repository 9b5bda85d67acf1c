/**
 * The Milan Sathi member's frame on the pages outside /dashboard that belong to
 * it, search and a profile (issue 22's phone tabs: Matches, Search, Interests,
 * Messages, Profile): below 700 px the dashboard's bottom tab bar, so Search is
 * one tab among the others and not a way out of them; and, while the person
 * helps a family member, the banner saying whose account these pages act for,
 * pinned above the tab bar. A layout route (the page is its outlet); only the
 * page for a visitor. Loaded with those pages only.
 */
import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { useActingAccount } from '@/lib/acting-account';
import { ActingBanner } from './acting-banner';
import { dashboardItems } from './dashboard-items';
import { DashboardTabBar } from './dashboard-tab-bar';

export default function MemberChrome() {
  const { customer } = useSession();
  const acting = useActingAccount() !== null;
  return (
    <>
      <Outlet />
      {customer && acting && (
        <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-40 shadow-lg min-[700px]:bottom-0">
          <ActingBanner />
        </div>
      )}
      {customer && <DashboardTabBar items={dashboardItems(acting)} />}
    </>
  );
}
