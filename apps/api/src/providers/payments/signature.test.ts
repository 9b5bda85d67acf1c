import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignatureValid, signCheckout, signWebhook, webhookSignatureValid } from './signature.js';

// Vectors computed here with Node's crypto exactly as Razorpay documents them.
const secret = 'EnLs21M47BllR3X8PSFtjtbd';
const orderId = 'order_IEIaMR65cu6nz3';
const paymentId = 'pay_IH4NVgf4Dreq1l';
const checkoutVector = createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
const body = '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}';
const webhookVector = createHmac('sha256', 'whsec-local').update(body).digest('hex');

describe('checkout signature (order_id|payment_id, key secret)', () => {
  it('accepts the documented HMAC and makes the same one', () => {
    expect(checkoutSignatureValid(secret, { orderId, paymentId, signature: checkoutVector })).toBe(true);
    expect(signCheckout(secret, orderId, paymentId)).toBe(checkoutVector);
  });

  it('refuses a tampered, swapped, foreign-key or malformed signature', () => {
    const flipped = `${checkoutVector.slice(0, -1)}${checkoutVector.endsWith('0') ? '1' : '0'}`;
    expect(checkoutSignatureValid(secret, { orderId, paymentId, signature: flipped })).toBe(false);
    expect(checkoutSignatureValid(secret, { orderId: paymentId, paymentId: orderId, signature: checkoutVector })).toBe(
      false,
    );
    expect(checkoutSignatureValid('another-secret', { orderId, paymentId, signature: checkoutVector })).toBe(false);
    expect(checkoutSignatureValid(secret, { orderId, paymentId, signature: 'not-hex' })).toBe(false);
  });
});

describe('webhook signature (raw body, webhook secret)', () => {
  it('accepts the exact body and refuses any change to it', () => {
    expect(webhookSignatureValid('whsec-local', body, webhookVector)).toBe(true);
    expect(signWebhook('whsec-local', body)).toBe(webhookVector);
    expect(webhookSignatureValid('whsec-local', body.replace('pay_1', 'pay_2'), webhookVector)).toBe(false);
    expect(webhookSignatureValid('whsec-local', `${body} `, webhookVector)).toBe(false);
    expect(webhookSignatureValid('other', body, webhookVector)).toBe(false);
  });
});
