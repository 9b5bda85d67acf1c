import { lazy, Suspense } from 'react';
import { usePaymentDialog } from './dialog-store';

// Fetched when a payment first opens one: no first visit downloads the sandbox checkout.
const SandboxCheckoutDialog = lazy(() =>
  import('./sandbox-checkout-dialog').then((m) => ({ default: m.SandboxCheckoutDialog })),
);
const SandboxPaypalDialog = lazy(() =>
  import('./sandbox-paypal-dialog').then((m) => ({ default: m.SandboxPaypalDialog })),
);

/**
 * Renders the open sandbox payment dialog (card checkout or PayPal approval).
 * Mount once, near the root (RootLayout); payWithCard and the PayPal stand-in
 * open dialogs through dialog-store. Each request mounts a fresh dialog.
 */
export function PaymentDialogsHost() {
  const request = usePaymentDialog();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      {request.kind === 'card' ? (
        <SandboxCheckoutDialog key={request.id} request={request} />
      ) : (
        <SandboxPaypalDialog key={request.id} request={request} />
      )}
    </Suspense>
  );
}
