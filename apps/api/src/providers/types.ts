/**
 * Provider interfaces: every side effect that leaves the process goes through
 * one of these, with a sandbox (default) and a real implementation chosen by
 * configuration (DESIGN: Providers).
 */

import type { PaymentGateway } from './payments/types.js';
import type { PaypalGateway } from './paypal/types.js';
import type { PrivateFiles } from './private-files/types.js';
import type { PushProvider } from './push/types.js';
import type { RechargeProvider } from './recharge/types.js';
import type { StorageProvider } from './storage/types.js';

/** Sends text messages: OTPs and (issue 23) notifications and receipts. `to` is a 10-digit Indian mobile number. */
export interface SmsProvider {
  readonly name: 'sandbox' | 'msg91';
  /** Sends `code` to `to`; throws ProviderError when the provider refuses. */
  sendOtp(to: string, code: string): Promise<void>;
  /**
   * Sends `text` (one SMS, a DLT-registered transactional template's words)
   * to `to`; throws ProviderError when the provider refuses or no template
   * is configured.
   */
  sendText(to: string, text: string): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends transactional e-mail. */
export interface EmailProvider {
  readonly name: 'sandbox' | 'smtp';
  /** Sends one message; throws ProviderError when the server refuses. */
  send(message: EmailMessage): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  /** Web Push to subscribed browsers (issue 23). */
  push: PushProvider;
  payments: PaymentGateway;
  paypal: PaypalGateway;
  storage: StorageProvider;
  /** Files never served publicly (members' ID documents), read back only through the API. */
  privateFiles: PrivateFiles;
  recharge: RechargeProvider;
}

export { ProviderError } from './errors.js';
