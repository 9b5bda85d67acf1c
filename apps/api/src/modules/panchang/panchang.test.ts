import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PanchangResponse } from '@seva/contracts';
import { messageOf } from '../../test/admin.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { indiaToday } from '../../lib/india-dates.js';
import { panchangOn } from './service.js';

/** Minutes since midnight of an HH:mm clock. */
const minutes = (clock: string | null) => {
  const [h = 0, m = 0] = (clock ?? '').split(':').map(Number);
  return h * 60 + m;
};

// Published panchangs for New Delhi (drikpanchang.com) and sunrise/sunset tables (timeanddate.com).
describe('panchangOn (tithi and nakshatra at sunrise, Lahiri)', () => {
  it('Janmashtami 2024-08-26: Krishna Ashtami (from 03:39), Krittika (Rohini begins 15:55), sunrise 05:56', () => {
    const day = panchangOn('2024-08-26', 'new-delhi');
    expect(day.tithi).toEqual({ index: 22, paksha: 'krishna', day: 8 });
    expect(day.nakshatra.index).toBe(2);
    expect(Math.abs(minutes(day.sunrise) - minutes('05:56'))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutes(day.sunset) - minutes('18:50'))).toBeLessThanOrEqual(2);
  });

  it('Diwali 2023-11-12: Krishna Chaturdashi at sunrise (Amavasya from 14:44), Swati', () => {
    const day = panchangOn('2023-11-12', 'new-delhi');
    expect(day.tithi).toEqual({ index: 28, paksha: 'krishna', day: 14 });
    expect(day.nakshatra.index).toBe(14);
  });

  it('Guru Purnima 2024-07-21: Purnima at sunrise; 2024-01-01: Krishna Panchami, Magha, sunrise 07:14, sunset 17:35', () => {
    expect(panchangOn('2024-07-21', 'new-delhi').tithi).toEqual({ index: 14, paksha: 'shukla', day: 15 });
    const newYear = panchangOn('2024-01-01', 'new-delhi');
    expect(newYear.tithi).toEqual({ index: 19, paksha: 'krishna', day: 5 });
    expect(newYear.nakshatra.index).toBe(9);
    expect(Math.abs(minutes(newYear.sunrise) - minutes('07:14'))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutes(newYear.sunset) - minutes('17:35'))).toBeLessThanOrEqual(2);
  });

  it('reckons sunrise for the city: 2024-06-21, New Delhi 05:24, Kolkata 04:52', () => {
    expect(panchangOn('2024-06-21', 'new-delhi').sunrise).toBe('05:24');
    const kolkata = minutes(panchangOn('2024-06-21', 'kolkata').sunrise);
    expect(Math.abs(kolkata - minutes('04:52'))).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/panchang/today', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.app.close());

  it('answers today in India for New Delhi by default, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/panchang/today' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<PanchangResponse>();
    expect(data.date).toBe(indiaToday(new Date()));
    expect(data.city).toEqual({ key: 'new-delhi', name: 'New Delhi', state: 'Delhi' });
    expect(data.sunrise).toMatch(/^0[5-7]:\d\d$/);
    expect(data.sunset).toMatch(/^1[7-9]:\d\d$/);
    expect(data).toEqual(panchangOn(data.date, 'new-delhi'));
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('answers for the city asked or a known town (else New Delhi), and 400 for a city key it does not know', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/panchang/today?city=varanasi' });
    expect(res.json<PanchangResponse>().data.city.name).toBe('Varanasi');
    const town = await ctx.app.inject({ method: 'GET', url: '/api/panchang/today?town=%20varanasi%20' });
    expect(town.json<PanchangResponse>().data.city.key).toBe('varanasi');
    const elsewhere = await ctx.app.inject({ method: 'GET', url: '/api/panchang/today?town=Atlantis' });
    expect(elsewhere.json<PanchangResponse>().data.city.key).toBe('new-delhi');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/panchang/today?city=atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(MESSAGES.unknownPanchangCity);
  });
});
