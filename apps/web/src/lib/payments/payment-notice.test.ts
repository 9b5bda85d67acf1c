/** The browser's own payment texts (issue 21): English word for word from the SPEC, Hindi through the payments namespace. */
import { afterEach, describe, expect, it } from 'vitest';
import { PAYPAL_MESSAGES } from '@seva/contracts';
import { i18n } from '@/i18n';
import enPayments from '@/i18n/locales/en/payments.json';
import hiPayments from '@/i18n/locales/hi/payments.json';
import { CARD_PAYMENT_MESSAGES } from './card-messages';
import { isPaymentNotice, paymentNotice } from './payment-notice';

const DEVANAGARI = /[\u0900-\u097F]/;
const paypalKeys = Object.keys(PAYPAL_MESSAGES) as (keyof typeof PAYPAL_MESSAGES)[];

afterEach(() => i18n.changeLanguage('en'));

describe('payment notices', () => {
  it('keep the SPEC English word for word in payments.json', () => {
    expect(enPayments.notices.success).toBe(CARD_PAYMENT_MESSAGES.success);
    expect(enPayments.notices.dismissed).toBe(CARD_PAYMENT_MESSAGES.dismissed);
    for (const key of paypalKeys) expect(enPayments.notices.paypal[key]).toBe(PAYPAL_MESSAGES[key]);
  });

  it('have Hindi for every text', () => {
    const hindi = [
      hiPayments.notices.success,
      hiPayments.notices.dismissed,
      ...Object.values(hiPayments.notices.paypal),
    ];
    expect(hindi).toHaveLength(2 + paypalKeys.length);
    for (const text of hindi) expect(text).toMatch(DEVANAGARI);
  });

  it('read in the interface language, and leave any other text as it is', async () => {
    expect(paymentNotice(CARD_PAYMENT_MESSAGES.dismissed)).toBe('Payment was dismissed by the user.');
    await i18n.changeLanguage('hi');
    expect(paymentNotice(CARD_PAYMENT_MESSAGES.dismissed)).toBe(hiPayments.notices.dismissed);
    expect(paymentNotice(PAYPAL_MESSAGES.dismissed)).toBe(hiPayments.notices.paypal.dismissed);
    expect(paymentNotice('Payment Failed.')).toBe('Payment Failed.');
    expect(isPaymentNotice(PAYPAL_MESSAGES.paymentError)).toBe(true);
    expect(isPaymentNotice('Payment Failed.')).toBe(false);
  });
});
