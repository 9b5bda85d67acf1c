import { describe, expect, it } from 'vitest';
import { yatraPrice } from './price';

const pricing = { single: 64900, double: 46500, triple: 42900, child: 29900 };

describe('yatraPrice', () => {
  it('charges adults the room-sharing rate and children 5–11 the child rate', () => {
    expect(yatraPrice(pricing, 'double', [40, 38, 8])).toEqual({
      adults: 2,
      children: 1,
      infants: 0,
      adultRate: 46500,
      childRate: 29900,
      adultsTotal: 93000,
      childrenTotal: 29900,
      total: 122900,
    });
  });

  it('lets children under 5 travel free', () => {
    const price = yatraPrice(pricing, 'single', [35, 3]);
    expect(price).toMatchObject({ adults: 1, children: 0, infants: 1, total: 64900 });
  });

  it('adds rates with paise without drifting', () => {
    expect(yatraPrice({ ...pricing, triple: 0.1, child: 0.2 }, 'triple', [20, 6]).total).toBe(0.3);
  });
});
