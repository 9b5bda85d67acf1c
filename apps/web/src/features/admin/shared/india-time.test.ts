import { describe, expect, it } from 'vitest';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from './india-time';

describe('publish times in India time', () => {
  it('reads a datetime-local value as IST and sends the ISO instant', () => {
    expect(fromIndiaInput('2026-11-22T06:00')).toBe('2026-11-22T00:30:00.000Z');
    expect(fromIndiaInput('2026-01-01T02:15')).toBe('2025-12-31T20:45:00.000Z');
  });

  it('shows a stored instant as IST in the input', () => {
    expect(toIndiaInput('2026-11-22T00:30:00.000Z')).toBe('2026-11-22T06:00');
    expect(toIndiaInput('2026-11-21T20:00:00+00:00')).toBe('2026-11-22T01:30');
    expect(indiaNowInput(new Date('2026-03-01T18:45:00Z'))).toBe('2026-03-02T00:15');
  });

  it('leaves an empty value out and passes anything else on for the schema to refuse', () => {
    expect(fromIndiaInput('')).toBeUndefined();
    expect(fromIndiaInput('tomorrow')).toBe('tomorrow');
    expect(toIndiaInput('not a date')).toBe('');
  });
});
