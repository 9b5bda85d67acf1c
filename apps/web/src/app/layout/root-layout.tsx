import { Outlet } from 'react-router';
import { PaymentDialogsHost } from '@/lib/payments/payment-dialogs-host';
import { ModalsHost } from './modals-host';
import { ScrollToTop } from './scroll-to-top';

/** The top of every route, customer and admin: scroll reset, the global modals and the sandbox payment dialogs. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ModalsHost />
      <PaymentDialogsHost />
    </>
  );
}
