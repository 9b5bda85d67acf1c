import { describe, expect, it } from 'vitest';
import { addDays, indiaToday } from './india-dates.js';

// 2026-11-22 20:00 UTC is already 23 November in India (UTC+5:30 → 01:30).
const lateSunday = new Date('2026-11-22T20:00:00Z');

describe('India dates', () => {
  it('reads today in India, not UTC', () => {
    expect(indiaToday(lateSunday)).toBe('2026-11-23');
    expect(indiaToday(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });

  it('adds calendar days across a month and a year', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
