import { Outlet } from 'react-router';
import { ModalsHost } from './modals-host';
import { ScrollToTop } from './scroll-to-top';

/** The top of every route, customer and admin: scroll reset and the global modals. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ModalsHost />
    </>
  );
}
