import type { Db } from '../../db/client.js';
import { writeOutbox } from '../../modules/dev/service.js';
import type { SmsProvider } from '../types.js';

/** Sandbox SMS: writes the OTP or text to the dev outbox instead of sending it. */
export function createSandboxSms(db: Db): SmsProvider {
  return {
    name: 'sandbox',
    async sendOtp(to, code) {
      await writeOutbox(db, { channel: 'sms', to, body: otpText(code), code });
    },
    async sendText(to, text) {
      await writeOutbox(db, { channel: 'sms', to, body: text });
    },
  };
}

/** The OTP SMS text (a DLT-registered template in production, DOMAIN: Payments and OTP). */
export function otpText(code: string): string {
  return `${code} is your Seva login OTP. It is valid for 5 minutes. Do not share it with anyone.`;
}
