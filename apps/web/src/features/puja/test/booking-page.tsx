/**
 * The booking page as the PayPal tests drive it: signed in as the test
 * customer, with the payment dialogs the page opens (the sandbox checkout
 * and PayPal approval), and a clean-up for what PayPal leaves behind.
 */
import userEvent from '@testing-library/user-event';
import { PaymentDialogsHost, closePaymentDialog } from '@/lib/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import BookPujaPage from '../pages/book-puja-page';

/** Renders /puja/puja-details/book-puja?id=`pujaId``query`; returns the view and a user to drive it. */
export function renderBookingPage(pujaId: string, query = '') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <BookPujaPage />
      <PaymentDialogsHost />
    </>,
    {
      route: `/puja/puja-details/book-puja?id=${pujaId}${query}`,
      session: fakeSession({ customer: testCustomer }),
    },
  );
  return { user, ...view };
}

/** For afterEach: closes an open payment dialog and removes PayPal's SDK stand-in. */
export function closePaypal() {
  closePaymentDialog();
  delete window.paypal;
}
