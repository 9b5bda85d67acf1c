import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { dayLabel, listTime, messageTime } from './format';

const now = new Date('2025-03-12T12:00:00.000Z'); // 5:30 pm in India

describe('chat times (India time)', () => {
  it('writes a message time as hours and minutes', () => {
    expect(messageTime('2025-03-12T10:00:00.000Z')).toBe('3:30 pm');
    expect(messageTime('nonsense')).toBe('');
  });

  it('labels days as today, yesterday or the date, by the Indian calendar', () => {
    expect(dayLabel('2025-03-12T00:30:00.000Z', now)).toBe('today');
    expect(dayLabel('2025-03-11T19:00:00.000Z', now)).toBe('today');
    expect(dayLabel('2025-03-11T18:00:00.000Z', now)).toBe('yesterday');
    expect(dayLabel('2025-03-11T10:00:00.000Z', now)).toBe('yesterday');
    expect(dayLabel('2025-03-01T10:00:00.000Z', now)).toBe('1 Mar 2025');
  });

  it('shows the time for today in the list and the date before', () => {
    expect(listTime('2025-03-12T10:00:00.000Z', now)).toBe('3:30 pm');
    expect(listTime('2025-03-10T10:00:00.000Z', now)).toBe('10 Mar');
  });

  describe('in Hindi', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('writes the dates in Hindi once हिं is chosen', async () => {
      await i18n.changeLanguage('hi');
      expect(dayLabel('2025-03-01T10:00:00.000Z', now)).toBe('1 मार्च 2025');
      expect(listTime('2025-03-10T10:00:00.000Z', now)).toBe('10 मार्च');
      expect(messageTime('2025-03-12T10:00:00.000Z')).toBe('3:30 pm');
    });
  });
});
