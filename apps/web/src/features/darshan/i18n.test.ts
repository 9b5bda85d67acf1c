/** The Hindi daily darshan strings cover exactly the English keys (no missing or stale ones). */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/darshan.json';
import hi from '@/i18n/locales/hi/darshan.json';
import { keysOf } from '@/test/translation-keys';

describe('darshan translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });
});
