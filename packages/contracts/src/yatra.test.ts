import { describe, expect, it } from 'vitest';
import { occupancyRefusal, travellerBands, yatraFare } from './yatra.js';

const pricing = { single: 30000, double: 22000, triple: 20000, child: 12000 };

describe('yatraFare', () => {
  it('charges adults by occupancy, children 5–11 the child rate and under-5s nothing', () => {
    expect(yatraFare(pricing, 'double', [40, 38, 8, 3])).toEqual({
      adults: 2,
      children: 1,
      infants: 1,
      adultFare: 44000,
      childFare: 12000,
      total: 56000,
    });
  });

  it('treats 12-year-olds as adults and 5-year-olds as children', () => {
    expect(yatraFare(pricing, 'single', [12, 5]).total).toBe(30000 + 12000);
  });
});

describe('occupancyRefusal', () => {
  it('needs an adult in every booking', () => {
    expect(occupancyRefusal('single', [10])).toMatch(/adult/);
  });

  it('needs two adults to share a double and three a triple', () => {
    expect(occupancyRefusal('double', [40, 9])).toBe('Double sharing needs at least 2 adults.');
    expect(occupancyRefusal('triple', [40, 38])).toBe('Triple sharing needs at least 3 adults.');
    expect(occupancyRefusal('double', [40, 38])).toBeNull();
  });
});

describe('travellerBands', () => {
  it('counts 12 and over as adults, 5–11 as children and under 5 as free', () => {
    expect(travellerBands([0, 4, 5, 11, 12, 70])).toEqual({ adults: 2, children: 2, infants: 2 });
  });
});
