/**
 * The sandbox aggregator's promises (issue 5): outcomes decided by the
 * number alone, 1111 numbers pending for `pendingMs`, deterministic bills,
 * the catalogue's lookup and plan tables. Pure: no app or database.
 */
import { rechargePlansResponseSchema } from '@seva/contracts';
import { describe, expect, it } from 'vitest';
import { createSandboxRecharge, SANDBOX_PENDING_MS, sandboxBill, sandboxOutcome } from './sandbox.js';
import type { RechargeRequest } from './types.js';

const requestedAt = new Date('2026-01-02T03:04:05Z');
const request = (number: string): RechargeRequest => ({
  requestId: '66f0c0ffee0123456789abcd',
  serviceId: 1,
  productCode: 'JIO',
  number,
  amountPaise: 29_900,
  circle: 'MP',
  pincode: '201301',
  latitude: null,
  longitude: null,
  billFetchRef: null,
  requestedAt,
});
const later = (ms: number) => new Date(requestedAt.getTime() + ms);

describe('sandbox recharge outcomes', () => {
  const sandbox = createSandboxRecharge({ pendingMs: 5_000 });

  it('fails a number ending in 0000, at once and on every status check', async () => {
    const answer = await sandbox.recharge(request('9123450000'));
    expect(answer).toMatchObject({ status: 'failed', operatorReference: null });
    expect(answer.providerOrderId).toMatch(/^SBX/);
    expect(await sandbox.status(request('9123450000'), later(60_000))).toMatchObject({ status: 'failed' });
  });

  it('keeps a number ending in 1111 pending for pendingMs, then succeeds', async () => {
    const pending = await sandbox.recharge(request('9123451111'));
    expect(pending).toMatchObject({ status: 'pending', operatorReference: null });
    expect(await sandbox.status(request('9123451111'), later(4_999))).toMatchObject({ status: 'pending' });
    const done = await sandbox.status(request('9123451111'), later(5_000));
    expect(done).toMatchObject({ status: 'success', providerOrderId: pending.providerOrderId });
    expect(done !== 'unknown' && done.operatorReference).toMatch(/^OP\d{10}$/);
  });

  it('stays pending 20 s by default', async () => {
    expect(SANDBOX_PENDING_MS).toBe(20_000);
    const sandboxDefault = createSandboxRecharge();
    expect(await sandboxDefault.status(request('9123451111'), later(19_999))).toMatchObject({ status: 'pending' });
    expect(await sandboxDefault.status(request('9123451111'), later(20_000))).toMatchObject({ status: 'success' });
  });

  it('succeeds any other number at once, with the same references every time', async () => {
    const first = await sandbox.recharge(request('9123456789'));
    expect(first).toMatchObject({ status: 'success', message: 'Recharge successful.' });
    expect(await sandbox.status(request('9123456789'))).toEqual(first);
    expect(sandboxOutcome('9123401111')).toBe('pending');
    expect(sandboxOutcome('9123410000')).toBe('failed');
    expect(sandboxOutcome('9123400001')).toBe('success');
  });
});

describe('sandbox bills', () => {
  const sandbox = createSandboxRecharge();

  it('has no bill due on a number ending in 9999', async () => {
    expect(await sandbox.fetchBill({ productCode: 'BSES_RAJDHANI', number: '101239999' })).toBeNull();
  });

  it('gives the same bill for the same biller, number and day', async () => {
    const today = new Date('2026-03-15T10:00:00Z');
    const one = sandboxBill('BSES_RAJDHANI', '101234567', today);
    const two = sandboxBill('BSES_RAJDHANI', '101234567', today);
    const { billFetchRef: ref1, ...bill } = one;
    expect({ ...two, billFetchRef: ref1 }).toEqual(one);
    expect(ref1).toMatch(/^BF[0-9A-Z]+$/);
    expect(Number.isInteger(bill.amountPaise)).toBe(true);
    expect(bill.amountPaise).toBeGreaterThanOrEqual(18_000);
    expect(bill.amountPaise).toBeLessThan(18_000 + 420_000);
    expect(bill.billNumber).toMatch(/^BSES\d{9}$/);
    expect(bill.billDate <= '2026-03-15' && bill.billDate >= '2026-03-04').toBe(true);
    const due = new Date(`${bill.billDate}T00:00:00Z`).getTime() + 15 * 86_400_000;
    expect(bill.dueDate).toBe(new Date(due).toISOString().slice(0, 10));
    expect(sandboxBill('BSES_RAJDHANI', '101234568', today)).not.toMatchObject({ billNumber: bill.billNumber });
  });

  it('fetches that bill through the provider', async () => {
    const bill = await sandbox.fetchBill({ productCode: 'BSES_RAJDHANI', number: '101234567' });
    expect(bill).toMatchObject({
      customerName: sandboxBill('BSES_RAJDHANI', '101234567').customerName,
      amountPaise: sandboxBill('BSES_RAJDHANI', '101234567').amountPaise,
    });
  });
});

describe('sandbox lookup and plans', () => {
  const sandbox = createSandboxRecharge();

  it('looks up the catalogue operator and circle of a mobile number', async () => {
    expect(await sandbox.lookup('9123456789')).toEqual({ operatorCode: 'JIO', circleCode: 'MP' });
    expect(await sandbox.lookup('9876543210')).toEqual({ operatorCode: 'AIRTEL', circleCode: 'KA' });
    expect(await sandbox.lookup('1234567890')).toBeNull();
  });

  it('serves Jio plan tabs for a circle, in the contract shape', async () => {
    const tabs = await sandbox.plans('JIO', 'DL');
    expect(tabs?.map((t) => t.category)).toEqual(['unlimited', 'data', 'talktime', 'topup', 'annual']);
    expect(tabs?.[0]?.plans[0]).toMatchObject({ id: 'jio-dl-unlimited-189', amount: 189, validity: '28 days' });
    const parsed = rechargePlansResponseSchema.safeParse({
      status: 1,
      data: { product_code: 'JIO', circle: 'DL', categories: tabs },
    });
    expect(parsed.success).toBe(true);
    expect(await sandbox.plans('JIO', null)).toBeNull();
  });

  it('serves Tata Play monthly packs in one tab; null for an unknown operator', async () => {
    const tabs = await sandbox.plans('TATAPLAY', null);
    expect(tabs).toHaveLength(1);
    expect(tabs?.[0]).toMatchObject({ category: 'packs', label: 'Monthly packs' });
    for (const pack of tabs?.[0]?.plans ?? []) {
      expect(pack).toMatchObject({ category: 'packs', data: null, validity: '30 days' });
      expect(pack.channels).toBeGreaterThan(0);
    }
    expect(await sandbox.plans('NOPE', 'DL')).toBeNull();
  });
});
