import { describe, expect, it } from 'vitest';
import { bookPujaBodySchema } from './puja.js';

const form = {
  pujaId: '0123456789abcdef01234567',
  packageCode: 'individual',
  date: '2026-11-30',
  devotees: ['Priya Verma'],
};
const card = {
  razorpay_order_id: 'order_Q1w2E3r4T5y6U7',
  razorpay_payment_id: 'pay_Z9y8X7w6V5u4T3',
  razorpay_signature: 'a'.repeat(64),
};
const paypal = { paypal_order_id: '5O190127TN364715T', paymentId: '3C679366HH908993F' };

/** The first message a body fails with, as the API's error handler shows it. */
const firstMessage = (body: object) => bookPujaBodySchema.safeParse(body).error?.issues[0]?.message;

describe('bookPujaBodySchema', () => {
  it('takes the card body as before, and a PayPal payment instead', () => {
    expect(bookPujaBodySchema.parse({ ...form, ...card })).toEqual({ ...form, gotra: '', sankalp: '', ...card });
    expect(bookPujaBodySchema.parse({ ...form, ...paypal })).toEqual({ ...form, gotra: '', sankalp: '', ...paypal });
  });

  it('needs one whole way of paying', () => {
    expect(bookPujaBodySchema.safeParse(form).success).toBe(false);
    expect(bookPujaBodySchema.safeParse({ ...form, paypal_order_id: paypal.paypal_order_id }).success).toBe(false);
  });

  it('keeps the field’s own message on either path', () => {
    expect(firstMessage({ ...form, devotees: [], ...card })).toBe('Please enter at least one devotee’s name.');
    expect(firstMessage({ ...form, devotees: [], ...paypal })).toBe('Please enter at least one devotee’s name.');
    expect(firstMessage({ ...form, ...card, razorpay_signature: 'forged' })).toBe('Invalid payment signature.');
  });
});
