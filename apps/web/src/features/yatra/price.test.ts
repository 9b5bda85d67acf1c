import { describe, expect, it } from 'vitest';
import { ageGroup, occupancyFits, yatraPrice } from './price';

const pricing = { single: 64900, double: 46500, triple: 42900, child: 29900 };

describe('ageGroup', () => {
  it('counts 12 and over as adults, 5–11 as children and under 5 as free', () => {
    expect([0, 4, 5, 11, 12, 70].map(ageGroup)).toEqual(['infant', 'infant', 'child', 'child', 'adult', 'adult']);
  });
});

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

describe('occupancyFits', () => {
  it('needs two adults for a double room and three for a triple', () => {
    expect(occupancyFits('single', 1)).toBe(true);
    expect(occupancyFits('double', 1)).toBe(false);
    expect(occupancyFits('double', 2)).toBe(true);
    expect(occupancyFits('triple', 2)).toBe(false);
    expect(occupancyFits('triple', 3)).toBe(true);
  });
});
