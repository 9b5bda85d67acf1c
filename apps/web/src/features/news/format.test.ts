import { describe, expect, it } from 'vitest';
import { formatPublished, paragraphs } from './format';

describe('formatPublished', () => {
  it('writes the India time with the day, short month, year and AM/PM', () => {
    expect(formatPublished('2026-11-22T01:00:00.000Z')).toBe('22 Nov 2026, 6:30 AM');
    expect(formatPublished('2026-11-22T13:15:00.000Z')).toBe('22 Nov 2026, 6:45 PM');
    // 11:30 PM in London is already the next morning in India.
    expect(formatPublished('2026-11-30T23:30:00.000Z')).toBe('1 Dec 2026, 5:00 AM');
  });

  it('uses Hindi month names in Hindi', () => {
    expect(formatPublished('2026-11-22T01:00:00.000Z', 'hi')).toBe('22 नव॰ 2026, 6:30 AM');
  });

  it('gives nothing for an unparsable value', () => {
    expect(formatPublished('soon')).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One line\nstill one.\n\n  Two.  \r\n\r\n\n\nThree.\n')).toEqual([
      'One line\nstill one.',
      'Two.',
      'Three.',
    ]);
  });
});
