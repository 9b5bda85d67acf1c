/** The Hindi Sanchar strings cover exactly the English keys (no missing or stale ones). */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/sanchar.json';
import hi from '@/i18n/locales/hi/sanchar.json';
import { keysOf } from '@/test/translation-keys';

describe('sanchar translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });
});
