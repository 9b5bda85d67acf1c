/** The Hindi notifications strings cover exactly the English keys, and every kind has a name. */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@seva/contracts';
import en from '@/i18n/locales/en/notifications.json';
import hi from '@/i18n/locales/hi/notifications.json';
import { keysOf } from '@/test/translation-keys';

describe('notifications translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every notification kind', () => {
    expect(Object.keys(en.kinds)).toEqual([...NOTIFICATION_KINDS]);
    expect(Object.keys(hi.kinds)).toEqual([...NOTIFICATION_KINDS]);
  });
});
