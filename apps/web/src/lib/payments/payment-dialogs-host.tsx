import { usePaymentDialog } from './dialog-store';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { SandboxPaypalDialog } from './sandbox-paypal-dialog';

/**
 * Renders the open sandbox payment dialog (card checkout or PayPal approval).
 * Mount once, near the root (RootLayout); payWithCard and the PayPal stand-in
 * open dialogs through dialog-store. Each request mounts a fresh dialog.
 */
export function PaymentDialogsHost() {
  const request = usePaymentDialog();
  if (!request) return null;
  if (request.kind === 'card') return <SandboxCheckoutDialog key={request.id} request={request} />;
  return <SandboxPaypalDialog key={request.id} request={request} />;
}
