/** The Hindi yatra strings cover exactly the English keys (no missing or stale ones). */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/yatra.json';
import hi from '@/i18n/locales/hi/yatra.json';
import { keysOf } from '@/test/translation-keys';

describe('yatra translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });
});
