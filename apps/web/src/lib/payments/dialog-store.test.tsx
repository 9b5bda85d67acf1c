import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { closePaymentDialog, getPaymentDialog, showSandboxCheckout, showSandboxPaypalApproval } from './dialog-store';
import { PaymentDialogsHost } from './payment-dialogs-host';

afterEach(() => closePaymentDialog());

describe('payment dialog store', () => {
  it('refuses to open without a host instead of hanging', async () => {
    await expect(showSandboxCheckout({ orderId: 'order_1', amountPaise: 100 })).rejects.toThrow(
      'PaymentDialogsHost is not mounted.',
    );
    expect(getPaymentDialog()).toBeNull();
  });

  it('dismisses the open checkout when another dialog opens, and shows the new one', async () => {
    renderWithProviders(<PaymentDialogsHost />);
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = showSandboxCheckout({ orderId: 'order_1', amountPaise: 100 });
    });
    expect(await screen.findByText('order_1')).toBeInTheDocument();

    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      second = showSandboxPaypalApproval({ orderID: 'PAYPAL-2' });
    });
    await expect(first).resolves.toEqual({ kind: 'dismissed' });
    expect(await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' })).toBeInTheDocument();
    expect(screen.queryByText('order_1')).not.toBeInTheDocument();

    act(() => closePaymentDialog());
    await expect(second).resolves.toEqual({ kind: 'cancelled' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
