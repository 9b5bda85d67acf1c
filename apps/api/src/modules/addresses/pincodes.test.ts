import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const lookUp = (pincode: string) => ctx.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });

describe('GET /api/pincodes/:pincode (issue 23)', () => {
  it('answers the city, state and district India Post lists for a pincode, cacheable by anyone', async () => {
    const res = await lookUp('302001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      pincode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      district: 'Jaipur',
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400/);
    expect((await lookUp('110001')).json()).toMatchObject({ city: 'New Delhi', state: 'Delhi' });
    // India Post's list marks some districts with "**": the answer does not.
    expect((await lookUp('201301')).json()).toMatchObject({
      city: 'Gautam Buddha Nagar',
      district: 'Gautam Buddha Nagar',
    });
  });

  it('names each state as the address form does, today’s names included', async () => {
    const states = await Promise.all(
      ['492001', '605001', '396210', '194101', '560001'].map(async (pin) => (await lookUp(pin)).json().state),
    );
    expect(states).toEqual([
      'Chhattisgarh',
      'Puducherry',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Ladakh',
      'Karnataka',
    ]);
  });

  it('says so for a pincode India Post does not list, and refuses anything but six digits', async () => {
    const missing = await lookUp('999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.pincodeNotFound,
      error: 'not_found',
    });
    for (const bad of ['012345', '30200', 'abc123', '.*']) {
      expect((await lookUp(encodeURIComponent(bad))).statusCode, bad).toBe(400);
    }
  });
});
