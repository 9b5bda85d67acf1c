/**
 * The sandbox payment dialogs, openable from plain functions (payWithCard,
 * the PayPal stand-in) the way modal-store opens the global modals: a request
 * goes in, <PaymentDialogsHost /> renders it, and the dialog settles it once.
 * One dialog at a time; a new request dismisses (or cancels) the previous one.
 */
import { useSyncExternalStore } from 'react';
import type { CardCheckoutOutcome, PaypalApprovalOutcome } from './outcomes';

export type SandboxCheckoutRequest = {
  kind: 'card';
  id: number;
  orderId: string;
  amountPaise: number;
  description?: string;
  settle: (outcome: CardCheckoutOutcome) => void;
};

export type SandboxPaypalRequest = {
  kind: 'paypal';
  id: number;
  orderID: string;
  settle: (outcome: PaypalApprovalOutcome) => void;
};

export type PaymentDialogRequest = SandboxCheckoutRequest | SandboxPaypalRequest;

let active: PaymentDialogRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function abandon(request: PaymentDialogRequest): void {
  if (request.kind === 'card') request.settle({ kind: 'dismissed' });
  else request.settle({ kind: 'cancelled' });
}

function show<T>(build: (id: number, settle: (outcome: T) => void) => PaymentDialogRequest): Promise<T> {
  // Without a host nobody could ever answer: fail now rather than hang the payment.
  if (listeners.size === 0) return Promise.reject(new Error('PaymentDialogsHost is not mounted.'));
  if (active) abandon(active);
  return new Promise<T>((resolve) => {
    let settled = false;
    const request = build(nextId++, (outcome) => {
      if (settled) return;
      settled = true;
      if (active === request) {
        active = null;
        emit();
      }
      resolve(outcome);
    });
    active = request;
    emit();
  });
}

/** Opens the sandbox card checkout for a created order; resolves with what the customer chose. */
export function showSandboxCheckout(details: {
  orderId: string;
  amountPaise: number;
  description?: string;
}): Promise<CardCheckoutOutcome> {
  return show<CardCheckoutOutcome>((id, settle) => ({ kind: 'card', id, ...details, settle }));
}

/** Opens the sandbox PayPal approval for a created order; resolves with approve / cancel / error. */
export function showSandboxPaypalApproval(details: { orderID: string }): Promise<PaypalApprovalOutcome> {
  return show<PaypalApprovalOutcome>((id, settle) => ({ kind: 'paypal', id, ...details, settle }));
}

/** Dismisses (card) or cancels (PayPal) the open dialog, if any, as Esc would without a server call. */
export function closePaymentDialog(): void {
  if (active) abandon(active);
}

export function getPaymentDialog(): PaymentDialogRequest | null {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open sandbox payment dialog, or null; re-renders when it changes. */
export function usePaymentDialog(): PaymentDialogRequest | null {
  return useSyncExternalStore(subscribe, getPaymentDialog, () => null);
}
